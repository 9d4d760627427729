// Mutation inside loops: x[i] = x[i]*2 in place overwrites the input's
// elements; the reverse sweep still sees every old value (the tape keeps
// them), so the gradient of Σ x_i^2 after k doublings is 2·4^k x.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func main() {
	x0 := []float64{1, -0.5, 2}
	for _, k := range []int{0, 1, 3} {
		f := func(x []float64) float64 {
			for r := 0; r < k; r++ {
				for i := range x {
					x[i] = x[i] * 2
				}
			}
			s := 0.0
			for i := range x {
				s += x[i] * x[i]
			}
			return s
		}
		g := ad.Grad(f)(x0)
		for i := range x0 {
			check.Float(fmt.Sprintf("k=%d g[%d]", k, i), g[i], 2*math.Pow(4, float64(k))*x0[i])
		}
	}
	// The caller's slice is not modified: Grad differentiates a copy.
	fmt.Println("x0 after:", x0)
	// Overwriting with a function of the old value, y[i] = sin(y[i]) twice.
	g := ad.Grad(func(x []float64) float64 {
		for r := 0; r < 2; r++ {
			for i := range x {
				x[i] = math.Sin(x[i])
			}
		}
		return x[0] + x[1]
	})([]float64{0.4, 0.9})
	for i, v := range []float64{0.4, 0.9} {
		check.Float(fmt.Sprintf("sin∘sin g[%d]", i), g[i], math.Cos(math.Sin(v))*math.Cos(v))
	}
}

// Output:
// k=0 g[0] = 2 ok
// k=0 g[1] = -1 ok
// k=0 g[2] = 4 ok
// k=1 g[0] = 8 ok
// k=1 g[1] = -4 ok
// k=1 g[2] = 16 ok
// k=3 g[0] = 128 ok
// k=3 g[1] = -64 ok
// k=3 g[2] = 256 ok
// x0 after: [1 -0.5 2]
// sin∘sin g[0] = 0.8521011969 ok
// sin∘sin g[1] = 0.4404540888 ok
