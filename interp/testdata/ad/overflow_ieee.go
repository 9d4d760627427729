// Overflow in the primal shows in the derivative, the same way in both
// modes: the sweeps multiply with IEEE arithmetic (0·Inf = NaN), as PyTorch
// does. Naive log(1+exp(x)) at 800 and a naive log-sum-exp at 1000 give
// NaN by reverse and forward mode; the stable forms give the exact
// derivative. Values computed but not used, and outputs seeded with 0, are
// not reached and do not turn the derivative into NaN.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func naiveSoftplus(x float64) float64 { return math.Log(1 + math.Exp(x)) }

func stableSoftplus(x float64) float64 { return x + math.Log1p(math.Exp(-x)) }

func naiveLSE(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += math.Exp(x)
	}
	return math.Log(s)
}

func stableLSE(v []float64) float64 {
	m := max(v[0], v[1], v[2])
	s := 0.0
	for _, x := range v {
		s += math.Exp(x - m)
	}
	return m + math.Log(s)
}

func main() {
	nan := math.NaN()
	both("naive softplus'(800)", naiveSoftplus, 800, nan)
	both("stable softplus'(800)", stableSoftplus, 800, 1)
	both("naive softplus'(30)", naiveSoftplus, 30, 1/(1+math.Exp(-30)))
	both("sqrt(x·x)' at 0", func(x float64) float64 { return math.Sqrt(x * x) }, 0, nan)
	both("|x|' at 0", math.Abs, 0, 0)
	both("unused exp(800x)", func(x float64) float64 { u := math.Exp(800 * x); _ = u; return 3 * x }, 1, 3)
	both("x·0·exp(800)", func(x float64) float64 { return x * 0 * math.Exp(800) }, 1, nan)

	v := []float64{1000, 1000, 1000}
	g := ad.Grad(naiveLSE)(v)
	gs := ad.Grad(stableLSE)(v)
	for i := range v {
		_, jv := ad.JVP(naiveLSE, v, unit(i))
		check.Float(fmt.Sprintf("naive LSE ∂%d reverse", i), g[i], nan)
		check.Float(fmt.Sprintf("naive LSE ∂%d forward", i), jv, nan)
		_, js := ad.JVP(stableLSE, v, unit(i))
		check.Float(fmt.Sprintf("stable LSE ∂%d reverse", i), gs[i], 1.0/3)
		check.Float(fmt.Sprintf("stable LSE ∂%d forward", i), js, 1.0/3)
	}
	// A zero seed is no seed: the second row of the Jacobian is not spoiled
	// by the first output's overflow.
	J := ad.Jacobian(func(v []float64) []float64 { return []float64{math.Exp(800 * v[0]), 2 * v[0]} })([]float64{1})
	check.Float("Jacobian row 0", J[0][0], math.Inf(1))
	check.Float("Jacobian row 1", J[1][0], 2)
	_, pull := ad.VJP(func(v []float64) []float64 { return []float64{math.Exp(800 * v[0]), 2 * v[0]} }, []float64{1})
	check.Float("VJP with u = (0, 1)", pull([]float64{0, 1})[0], 2)
	check.Float("VJP with u = (1e-300, 1)", pull([]float64{1e-300, 1})[0], math.Inf(1))
	// Second order: the nested sweeps follow the same rule.
	H := ad.Hessian(func(v []float64) float64 { return naiveSoftplus(v[0]) })([]float64{800})
	check.Float("naive softplus''(800)", H[0][0], nan)
	check.Float("stable softplus''(30)", ad.Derivative(ad.Grad(stableSoftplus))(30), math.Exp(-30)/((1+math.Exp(-30))*(1+math.Exp(-30))))
}

func unit(i int) []float64 {
	e := make([]float64, 3)
	e[i] = 1
	return e
}

// both checks f'(x) by forward mode and by reverse mode.
func both(name string, f func(float64) float64, x, want float64) {
	check.Float(name+" forward", ad.Derivative(f)(x), want)
	check.Float(name+" reverse", ad.Grad(f)(x), want)
}

// Output:
// naive softplus'(800) forward = NaN ok
// naive softplus'(800) reverse = NaN ok
// stable softplus'(800) forward = 1 ok
// stable softplus'(800) reverse = 1 ok
// naive softplus'(30) forward = 1 ok
// naive softplus'(30) reverse = 1 ok
// sqrt(x·x)' at 0 forward = NaN ok
// sqrt(x·x)' at 0 reverse = NaN ok
// |x|' at 0 forward = 0 ok
// |x|' at 0 reverse = 0 ok
// unused exp(800x) forward = 3 ok
// unused exp(800x) reverse = 3 ok
// x·0·exp(800) forward = NaN ok
// x·0·exp(800) reverse = NaN ok
// naive LSE ∂0 reverse = NaN ok
// naive LSE ∂0 forward = NaN ok
// stable LSE ∂0 reverse = 0.3333333333 ok
// stable LSE ∂0 forward = 0.3333333333 ok
// naive LSE ∂1 reverse = NaN ok
// naive LSE ∂1 forward = NaN ok
// stable LSE ∂1 reverse = 0.3333333333 ok
// stable LSE ∂1 forward = 0.3333333333 ok
// naive LSE ∂2 reverse = NaN ok
// naive LSE ∂2 forward = NaN ok
// stable LSE ∂2 reverse = 0.3333333333 ok
// stable LSE ∂2 forward = 0.3333333333 ok
// Jacobian row 0 = +Inf ok
// Jacobian row 1 = 2 ok
// VJP with u = (0, 1) = 2 ok
// VJP with u = (1e-300, 1) = +Inf ok
// naive softplus''(800) = NaN ok
// stable softplus''(30) = 9.357622969e-14 ok
