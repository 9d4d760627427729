// Perturbation confusion: D(x -> x * D(y -> x*y)(3))(5). The inner
// derivative is x (y's coefficient), so the outer function is x^2 and the
// answer is 2·5 = 10. A system that mixed the two perturbations would give
// 15 or more. All four combinations of forward (Derivative) and reverse
// (Grad) modes must give 10.
package main

import (
	"ad"
	"fmt"
	"math"
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
			check(fmt.Sprintf("%-10s of x*%-10s", outer.name, inner.name), outer.d(f)(5), 10)
		}
	}
	// Three levels: D(x -> x * D(y -> y * D(z -> x*y*z)(2))(3))(4).
	// Innermost: x*y; middle: d/dy y*x*y = 2xy at 3: 6x; outer: x*6x → 12x = 48.
	g := ad.Grad(func(x float64) float64 {
		return x * ad.Derivative(func(y float64) float64 {
			return y * ad.Grad(func(z float64) float64 { return x * y * z })(2)
		})(3)
	})(4)
	check("three levels", g, 48)
}

// check prints a derivative computed by package ad beside its closed form:
// the value and ok when they agree to 1e-12 (relative), else FAIL.
func check(name string, got, want float64) {
	if got == want || math.IsNaN(got) && math.IsNaN(want) ||
		math.Abs(got-want) <= 1e-12*math.Max(1, math.Abs(want)) {
		fmt.Printf("%s = %.10g ok\n", name, got)
	} else {
		fmt.Printf("%s = %.17g, want %.17g FAIL\n", name, got, want)
	}
}

// Output:
// Derivative of x*Derivative = 10 ok
// Derivative of x*Grad       = 10 ok
// Grad       of x*Derivative = 10 ok
// Grad       of x*Grad       = 10 ok
// three levels = 48 ok
