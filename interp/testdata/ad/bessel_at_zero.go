// Bessel functions at 0, where the derivative formulas are 0/0 or −Inf+Inf:
// J1'(x) = J0(x) − J1(x)/x has the limit 1/2 (J1 = x/2 − x³/16 + ...), so
// at 0 the second derivative of J0 is −1/2, that of J1 is 0 and the third
// derivative of J1 is −3/8; the Y functions have the
// one-sided limit +Inf (−Inf for Yn with odd negative n). Both modes, and
// every nesting of them, give the limits; near 0 they match the formula.
package main

import (
	"ad"
	"adrepl/check"
	"math"
)

func main() {
	d1 := []func(func(float64) float64) func(float64) float64{ad.Derivative, ad.Grad[float64]}
	names := []string{"forward", "reverse"}
	for i, D := range d1 {
		check.Float("J1'(0) "+names[i], D(math.J1)(0), 0.5)
		check.Float("J0''(0) "+names[i], D(D(math.J0))(0), -0.5)
		check.Float("J1''(0) "+names[i], D(D(math.J1))(0), 0)
		check.Float("J1'''(0) "+names[i], D(D(D(math.J1)))(0), -3.0/8)
		check.Float("J0'''(0) "+names[i], D(D(D(math.J0)))(0), 0)
		check.Float("J2''(0) "+names[i], D(D(func(x float64) float64 { return math.Jn(2, x) }))(0), 0.25)
		check.Float("Y1'(0) "+names[i], D(math.Y1)(0), math.Inf(1))
		check.Float("Y0'(0) "+names[i], D(math.Y0)(0), math.Inf(1))
		check.Float("Yn(2)'(0) "+names[i], D(func(x float64) float64 { return math.Yn(2, x) })(0), math.Inf(1))
		check.Float("Yn(-1)'(0) "+names[i], D(func(x float64) float64 { return math.Yn(-1, x) })(0), math.Inf(-1))
	}
	// Mixed modes: forward over reverse and reverse over forward.
	check.Float("J0''(0) forward∘reverse", ad.Derivative(ad.Grad(math.J0))(0), -0.5)
	check.Float("J0''(0) reverse∘forward", ad.Grad(ad.Derivative(math.J0))(0), -0.5)
	// Just off 0 the general formula takes over and agrees with the limit.
	check.Float("J1'(1e-8)", ad.Grad(math.J1)(1e-8), 0.5)
	x := 1e-3
	check.Float("J1'(1e-3) vs series", ad.Grad(math.J1)(x), 0.5-3*x*x/16+5*x*x*x*x/384)
	h := 1e-5
	check.Tol("J1'(0) central differences", (math.J1(h)-math.J1(-h))/(2*h), ad.Grad(math.J1)(0), 1e-9)
	// Wide arguments: the derivatives of Asinh and Acosh at 1e200 are about
	// 1e-200 (x·x would overflow in the naive formula and give 0).
	check.Float("Asinh'(1e200)", ad.Grad(math.Asinh)(1e200), 1e-200)
	check.Float("Acosh'(1e200)", ad.Derivative(math.Acosh)(1e200), 1e-200)
}

// Output:
// J1'(0) forward = 0.5 ok
// J0''(0) forward = -0.5 ok
// J1''(0) forward = 0 ok
// J1'''(0) forward = -0.375 ok
// J0'''(0) forward = 0 ok
// J2''(0) forward = 0.25 ok
// Y1'(0) forward = +Inf ok
// Y0'(0) forward = +Inf ok
// Yn(2)'(0) forward = +Inf ok
// Yn(-1)'(0) forward = -Inf ok
// J1'(0) reverse = 0.5 ok
// J0''(0) reverse = -0.5 ok
// J1''(0) reverse = 0 ok
// J1'''(0) reverse = -0.375 ok
// J0'''(0) reverse = 0 ok
// J2''(0) reverse = 0.25 ok
// Y1'(0) reverse = +Inf ok
// Y0'(0) reverse = +Inf ok
// Yn(2)'(0) reverse = +Inf ok
// Yn(-1)'(0) reverse = -Inf ok
// J0''(0) forward∘reverse = -0.5 ok
// J0''(0) reverse∘forward = -0.5 ok
// J1'(1e-8) = 0.5 ok
// J1'(1e-3) vs series = 0.4999998125 ok
// J1'(0) central differences = 0.5 ok
// Asinh'(1e200) = 1e-200 ok
// Acosh'(1e200) = 1e-200 ok
