// Higher derivatives by nesting: grad of grad, the third derivative of sin
// by three forward levels, and the fourth derivative of x^6 mixing modes.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func main() {
	x := 0.9
	gg := ad.Grad(ad.Grad(func(x float64) float64 { return x * x * x }))
	check.Float("(x^3)''", gg(x), 6*x)
	d3 := ad.Derivative(ad.Derivative(ad.Derivative(func(x float64) float64 { return math.Sin(x) })))
	check.Float("sin'''", d3(x), -math.Cos(x))
	d4 := ad.Grad(ad.Derivative(ad.Grad(ad.Derivative(func(x float64) float64 { return math.Pow(x, 6) }))))
	check.Float("(x^6)''''", d4(x), 360*x*x)
	// Second derivative of exp(sin x): (cos²x - sin x) e^{sin x}.
	e2 := ad.Derivative(ad.Grad(func(x float64) float64 { return math.Exp(math.Sin(x)) }))
	check.Float("(e^sin)''", e2(x), (math.Cos(x)*math.Cos(x)-math.Sin(x))*math.Exp(math.Sin(x)))
	// Derivatives of a tanh up to the third: 1-t², -2t(1-t²), (6t²-2)(1-t²).
	t := math.Tanh(x)
	f := func(x float64) float64 { return math.Tanh(x) }
	check.Float("tanh'", ad.Grad(f)(x), 1-t*t)
	check.Float("tanh''", ad.Grad(ad.Grad(f))(x), -2*t*(1-t*t))
	check.Float("tanh'''", ad.Grad(ad.Grad(ad.Grad(f)))(x), (6*t*t-2)*(1-t*t))
	// A gradient of a function of a gradient: d/dx |∇g(x, 2x)|² with
	// g(a, b) = a²b: ∇g = (2ab, a²) = (4x², x²), |∇g|² = 17x⁴.
	h := ad.Grad(func(x float64) float64 {
		gr := ad.Grad(func(v [2]float64) float64 { return v[0] * v[0] * v[1] })([2]float64{x, 2 * x})
		return gr[0]*gr[0] + gr[1]*gr[1]
	})
	check.Float("d/dx |∇g|²", h(x), 68*x*x*x)
	fmt.Println("done")
}

// Output:
// (x^3)'' = 5.4 ok
// sin''' = -0.6216099683 ok
// (x^6)'''' = 291.6 ok
// (e^sin)'' = -0.8687728557 ok
// tanh' = 0.4869173611 ok
// tanh'' = -0.6975557375 ok
// tanh''' = 0.5251383451 ok
// d/dx |∇g|² = 49.572 ok
// done
