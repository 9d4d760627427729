// A fixed-point iteration x = f(x, a) = 0.5 cos(x) + a, stopped when it has
// converged. Differentiating through the unrolled iterations gives the
// derivative of the fixed point x*(a); the implicit function theorem gives
// it without the iterations: dx*/da = (∂f/∂a) / (1 - ∂f/∂x) = 1/(1 + 0.5 sin x*).
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func fixedPoint(a float64) float64 {
	x := 0.0
	for i := 0; i < 200; i++ {
		next := 0.5*math.Cos(x) + a
		if math.Abs(next-x) < 1e-15 {
			x = next
			break
		}
		x = next
	}
	return x
}

func main() {
	for _, a := range []float64{0, 0.3, 1, 2.5} {
		x := fixedPoint(a)
		implicit := 1 / (1 + 0.5*math.Sin(x))
		check.Float(fmt.Sprintf("a=%v reverse", a), ad.Grad(fixedPoint)(a), implicit)
		check.Float(fmt.Sprintf("a=%v forward", a), ad.Derivative(fixedPoint)(a), implicit)
	}
	// Newton's iteration for sqrt(a): x = (x + a/x)/2 until converged; the
	// derivative of the result is 1/(2 sqrt(a)).
	sqrt := func(a float64) float64 {
		x := a
		for i := 0; i < 100; i++ {
			next := 0.5 * (x + a/x)
			if next == x {
				break
			}
			x = next
		}
		return x
	}
	for _, a := range []float64{2, 9, 0.01} {
		check.Float(fmt.Sprintf("d sqrt(%v) by Newton", a), ad.Grad(sqrt)(a), 0.5/math.Sqrt(a))
	}
}

// Output:
// a=0 reverse = 0.8213110982 ok
// a=0 forward = 0.8213110982 ok
// a=0.3 reverse = 0.7593096028 ok
// a=0.3 forward = 0.7593096028 ok
// a=1 reverse = 0.6832219297 ok
// a=1 forward = 0.6832219297 ok
// a=2.5 reverse = 0.7127382882 ok
// a=2.5 forward = 0.7127382882 ok
// d sqrt(2) by Newton = 0.3535533906 ok
// d sqrt(9) by Newton = 0.1666666667 ok
// d sqrt(0.01) by Newton = 5 ok
