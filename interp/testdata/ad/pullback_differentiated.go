// A VJP pullback, and Sweep of a persistent tape, called inside a later
// differentiation: the pullback u ↦ uᵀJ(x0) is linear in u, so its
// derivative with respect to u is J(x0), in both modes; with respect to
// anything else it is 0 (x0 is fixed). Second order through a pullback of
// the same outer level also works.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func f(x []float64) []float64 { return []float64{x[0] * x[1], math.Sin(x[0]) * x[1]} }

func main() {
	x0 := []float64{2, 3}
	// J(x0) = [[x1, x0], [cos(x0)·x1, sin(x0)]]
	J := [][]float64{{3, 2}, {math.Cos(2) * 3, math.Sin(2)}}
	_, pull := ad.VJP(f, x0)

	// Reverse: ∇_u (pull(u)·w) = J w.
	w := []float64{1, 10}
	g := ad.Grad(func(u []float64) float64 { r := pull(u); return r[0]*w[0] + r[1]*w[1] })([]float64{0.5, -1})
	for i := range g {
		check.Float(fmt.Sprintf("∇u[%d] (reverse)", i), g[i], J[i][0]*w[0]+J[i][1]*w[1])
	}
	// Forward: d/dt pull(u + t·e_k) = row k of J.
	for k := 0; k < 2; k++ {
		v := []float64{0, 0}
		v[k] = 1
		_, jv := ad.JVP(pull, []float64{0.5, -1}, v)
		for j := range jv {
			check.Float(fmt.Sprintf("J[%d][%d] (forward)", k, j), jv[j], J[k][j])
		}
	}
	// Central differences of the pullback itself.
	h := 1e-6
	cd := (pull([]float64{0.5 + h, -1})[1] - pull([]float64{0.5 - h, -1})[1]) / (2 * h)
	check.Tol("J[0][1] (central differences)", cd, J[0][1], 1e-8)

	// The seed of a persistent tape: Sweep(s) = s·∇y, so d/ds Sweep(s²)·1 = 2s·Σ∇y.
	_, tp := ad.Record(func(x []float64) []float64 { return []float64{x[0] * x[0] * x[1]} }, []float64{2, 5})
	sweep := func(s float64) float64 { r := tp.Sweep(s * s); return r[0] + r[1] }
	check.Float("d/ds Sweep(s²) (reverse)", ad.Grad(sweep)(3), 2*3*(2*2*5+2*2))
	check.Float("d/ds Sweep(s²) (forward)", ad.Derivative(sweep)(3), 2*3*(2*2*5+2*2))

	// A pullback made inside an outer level and called there: x·(z²)' at z = x.
	k := func(x float64) float64 {
		_, p := ad.VJP(func(z float64) float64 { return z * z * x }, x)
		return p(1) // 2x²
	}
	check.Float("d/dx 2x² (reverse)", ad.Grad(k)(3), 12)
	check.Float("d/dx 2x² (forward)", ad.Derivative(k)(3), 12)

	// A pullback that escaped its outer level, called in a new one.
	var esc func(float64) float64
	ad.Grad(func(x float64) float64 {
		y, p := ad.VJP(func(z float64) float64 { return z * z * z }, x)
		esc = p
		return y
	})(2)
	check.Float("d/du esc(u) = 3·2² (reverse)", ad.Grad(func(u float64) float64 { return esc(u * u) })(1), 2*12)
	check.Float("d/du esc(u) = 3·2² (forward)", ad.Derivative(func(u float64) float64 { return esc(u * u) })(1), 2*12)

	// With respect to a parameter the pullback does not see: 0, truly.
	check.Float("d/dθ pull([1, 1]) (reverse)", ad.Grad(func(th float64) float64 { return pull([]float64{1, 1})[0] * th })(5), 3+math.Cos(2)*3)
}

// Output:
// ∇u[0] (reverse) = 23 ok
// ∇u[1] (reverse) = 7.844533759 ok
// J[0][0] (forward) = 3 ok
// J[0][1] (forward) = 2 ok
// J[1][0] (forward) = -1.24844051 ok
// J[1][1] (forward) = 0.9092974268 ok
// J[0][1] (central differences) = 2 ok
// d/ds Sweep(s²) (reverse) = 144 ok
// d/ds Sweep(s²) (forward) = 144 ok
// d/dx 2x² (reverse) = 12 ok
// d/dx 2x² (forward) = 12 ok
// d/du esc(u) = 3·2² (reverse) = 24 ok
// d/du esc(u) = 3·2² (forward) = 24 ok
// d/dθ pull([1, 1]) (reverse) = 1.75155949 ok
