// Perturbation confusion: D(x -> x * D(y -> x*y)(3))(5). The inner
// derivative is x (y's coefficient), so the outer function is x^2 and the
// answer is 2·5 = 10. A system that mixed the two perturbations would give
// 15 or more. All four combinations of forward (Derivative) and reverse
// (Grad) modes must give 10.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

type deriv func(func(float64) float64) func(float64) float64

func main() {
	modes := []struct {
		name string
		d    deriv
	}{
		{"Derivative", ad.Derivative},
		{"Grad", ad.Grad[float64]},
	}
	for _, outer := range modes {
		for _, inner := range modes {
			f := func(x float64) float64 {
				return x * inner.d(func(y float64) float64 { return x * y })(3)
			}
			check.Float(fmt.Sprintf("%-10s of x*%-10s", outer.name, inner.name), outer.d(f)(5), 10)
		}
	}
	// Three levels: D(x -> x * D(y -> y * D(z -> x*y*z)(2))(3))(4).
	// Innermost: x*y; middle: d/dy y*x*y = 2xy at 3: 6x; outer: x*6x → 12x = 48.
	g := ad.Grad(func(x float64) float64 {
		return x * ad.Derivative(func(y float64) float64 {
			return y * ad.Grad(func(z float64) float64 { return x * y * z })(2)
		})(3)
	})(4)
	check.Float("three levels", g, 48)
}

// Output:
// Derivative of x*Derivative = 10 ok
// Derivative of x*Grad       = 10 ok
// Grad       of x*Derivative = 10 ok
// Grad       of x*Grad       = 10 ok
// three levels = 48 ok
