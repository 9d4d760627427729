// Vanishing and exploding gradients: dh_n/dh_0 of h_{t+1} = tanh(w h_t) is
// the product of w(1-h_{t+1}^2), which shrinks exponentially when
// |w(1-h^2)| < 1 and stays large when the factors are near or above 1.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func main() {
	for _, w := range []float64{0.5, 1, 3} {
		for _, n := range []int{5, 50} {
			f := func(h float64) float64 {
				for t := 0; t < n; t++ {
					h = math.Tanh(w * h)
				}
				return h
			}
			prod, h := 1.0, 0.01
			for t := 0; t < n; t++ {
				h = math.Tanh(w * h)
				prod *= w * (1 - h*h)
			}
			g := ad.Grad(f)(0.01)
			check.Float(fmt.Sprintf("w=%v n=%d dh_n/dh_0", w, n), g, prod)
			fmt.Printf("  |dh_n/dh_0| %s 1e-6\n", map[bool]string{true: "<", false: ">="}[math.Abs(g) < 1e-6])
		}
	}
}

// Output:
// w=0.5 n=5 dh_n/dh_0 = 0.03124895938 ok
//   |dh_n/dh_0| >= 1e-6
// w=0.5 n=50 dh_n/dh_0 = 8.881488145e-16 ok
//   |dh_n/dh_0| < 1e-6
// w=1 n=5 dh_n/dh_0 = 0.9995001999 ok
//   |dh_n/dh_0| >= 1e-6
// w=1 n=50 dh_n/dh_0 = 0.9950206701 ok
//   |dh_n/dh_0| >= 1e-6
// w=3 n=5 dh_n/dh_0 = 9.470952086 ok
//   |dh_n/dh_0| >= 1e-6
// w=3 n=50 dh_n/dh_0 = 7.34800935e-68 ok
//   |dh_n/dh_0| < 1e-6
