// A loop as repeated composition: x_{k+1} = sin(x_k). The derivative of x_n
// with respect to x_0 is the product of the local derivatives cos(x_k)
// (the dynamic chain rule), in both modes.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func iterate(n int) func(float64) float64 {
	return func(x float64) float64 {
		for i := 0; i < n; i++ {
			x = math.Sin(x)
		}
		return x
	}
}

func main() {
	for _, n := range []int{1, 5, 50} {
		x0 := 1.2
		prod, x := 1.0, x0
		for i := 0; i < n; i++ {
			prod *= math.Cos(x)
			x = math.Sin(x)
		}
		f := iterate(n)
		check.Float(fmt.Sprintf("n=%d forward", n), ad.Derivative(f)(x0), prod)
		check.Float(fmt.Sprintf("n=%d reverse", n), ad.Grad(f)(x0), prod)
		fmt.Println("entries:", ad.LastTape().Len())
	}
}

// Output:
// n=1 forward = 0.3623577545 ok
// n=1 reverse = 0.3623577545 ok
// entries: 2
// n=5 forward = 0.08926190092 ok
// n=5 reverse = 0.08926190092 ok
// entries: 6
// n=50 forward = 0.004721079444 ok
// n=50 reverse = 0.004721079444 ok
// entries: 51
