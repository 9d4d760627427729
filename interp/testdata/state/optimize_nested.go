// Compressing a tape with a nested gradient at a constant, dead values and a
// chain of math functions; the compressed tape gives the same gradient.
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	f := func(x []float64) float64 {
		c := ad.Derivative(func(z float64) float64 { return math.Exp(z * z) })(0.5)
		unused := math.Log(x[0]) * x[1]
		_ = unused
		return math.Tanh(math.Sin(math.Exp(x[0]))) * x[1] * c
	}
	x := []float64{0.3, 1.5}
	g := ad.Grad(f)(x)
	opt, report := ad.LastTape().Optimize()
	fmt.Println(report)
	fmt.Println(g, opt.Sweep(1))
}

// Output:
// before: 16 entries, 352 bytes
// after:  5 entries, 156 bytes (2 dead, 7 constant-folded, 3 fused into 1 chain)
// fused #2 = Exp→Sin→Tanh
// [0.24824305676170064 0.9645536457999251] [0.24824305676170064 0.9645536457999251]
