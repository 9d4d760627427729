// Fan-out: v1 = x^2 is used twice, y = v1 + sin(v1), so the reverse sweep
// accumulates two contributions into v1's adjoint: dy/dx = 2x(1 + cos x²).
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func main() {
	f := func(x float64) float64 {
		v1 := x * x
		v2 := math.Sin(v1)
		return v1 + v2
	}
	for _, x := range []float64{-1, 0.5, 2} {
		check.Float(fmt.Sprintf("at %v", x), ad.Grad(f)(x), 2*x*(1+math.Cos(x*x)))
	}
	// A wide fan-out: y = Σ_k (k+1)·x uses x 100 times.
	g := ad.Grad(func(x float64) float64 {
		s := 0.0
		for k := 0; k < 100; k++ {
			s += float64(k+1) * x
		}
		return s
	})(3)
	check.Float("Σ (k+1) for k < 100", g, 5050)
}

// Output:
// at -1 = -3.080604612 ok
// at 0.5 = 1.968912422 ok
// at 2 = 1.385425517 ok
// Σ (k+1) for k < 100 = 5050 ok
