// Gradient-norm verdicts on recurrences built to vanish and to explode.
//
// W = s·Q with Q orthogonal (a product of two Householder reflections and
// a rotation), so every singular value of W is s and ad.SpectralNorm(W) = s.
// For the linear recurrence h_t = W·h_{t-1}, y = Σ h_T, the gradient
// ∂y/∂h_{t-1} = Wᵀ ∂y/∂h_t has norm exactly s·‖∂y/∂h_t‖: the fitted growth
// factor per step backwards is s.
package main

import (
	"ad"
	"fmt"
	"math"
)

const n = 8

// householder is I - 2 u uᵀ / (uᵀu).
func householder(u []float64) ad.Tensor {
	uu := 0.0
	for _, x := range u {
		uu += x * x
	}
	d := make([]float64, n*n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			d[i*n+j] = -2 * u[i] * u[j] / uu
		}
		d[i*n+i]++
	}
	return ad.Mat(n, n, d)
}

// rotation turns the plane of coordinates (i, j) by angle a.
func rotation(i, j int, a float64) ad.Tensor {
	d := ad.Eye(n).Data()
	d[i*n+i], d[i*n+j] = math.Cos(a), -math.Sin(a)
	d[j*n+i], d[j*n+j] = math.Sin(a), math.Cos(a)
	return ad.Mat(n, n, d)
}

func orthogonal() ad.Tensor {
	u1, u2 := make([]float64, n), make([]float64, n)
	for i := range u1 {
		u1[i] = math.Sin(float64(i) + 1)
		u2[i] = math.Cos(2*float64(i)) + 0.3
	}
	return householder(u1).MatMul(rotation(1, 5, 0.7)).MatMul(householder(u2))
}

type P struct{ W ad.Tensor }

const T = 20

func linear(p P) float64 {
	h := ad.Ones(n)
	for t := 0; t < T; t++ {
		h = p.W.MatVec(h)
	}
	return h.Sum()
}

// tanhTiny is tanh in its linear regime: inputs of size 1e-9 stay tiny
// even after 1.5^20 ≈ 3325 times growth, so tanh'(a) = 1 - h² ≈ 1.
func tanhTiny(p P) float64 {
	h := ad.Ones(n).Scale(1e-9)
	for t := 0; t < T; t++ {
		h = p.W.MatVec(h).Tanh()
	}
	return h.Sum()
}

// tanhBias is a tanh RNN with a bias that saturates some units: its gain is
// below s, which is already below 1.
func tanhBias(p P) float64 {
	h := ad.Zeros(n)
	b := ad.Vec([]float64{0.5, -1, 2, 0.1, -0.3, 1.5, 0, 0.8})
	for t := 0; t < T; t++ {
		h = p.W.MatVec(h).Add(b).Tanh()
	}
	return h.Sum()
}

// twoSteps assigns h twice per iteration: the state carried into the next
// iteration is the second value, so its norms are the ones reported:
// ∂y/∂h_19 = 1 (norm √8), where the first value's adjoint is 2.
func twoSteps(p P) float64 {
	h := ad.Ones(n)
	for t := 0; t < T; t++ {
		h = p.W.MatVec(h)
		h = h.Scale(2)
	}
	return h.Sum()
}

func report(name string, f func(P) float64, s float64) {
	W := orthogonal().Scale(s)
	ad.Grad(f)(P{W})
	g := ad.GradNorms("h")
	fmt.Printf("%s s=%g: %d iterations, ‖∂y/∂h_%d‖ = %.6g, ‖∂y/∂h_0‖ = %.6g, factor %.6f: %s\n",
		name, s, len(g.Iters), g.Iters[len(g.Iters)-1], g.Norms[len(g.Norms)-1], g.Norms[0], g.Factor, g.Verdict)
	if name == "two-assignments" {
		within("‖∂y/∂h_19‖ (the last assignment's)", g.Norms[len(g.Norms)-1], math.Sqrt(n), 1e-12)
		within("growth factor 2s", g.Factor, 2*s, 1e-6)
	}
	if name == "linear" {
		within("growth factor", g.Factor, s, 1e-6)
		// The per-step ratio itself is s at every step, not only on average.
		worst := 0.0
		for i := 1; i < len(g.Norms); i++ {
			worst = math.Max(worst, math.Abs(g.Norms[i-1]/g.Norms[i]-s))
		}
		within("largest |ratio - s| per step", worst, 0, 1e-9)
	}
}

// within prints the wanted value (got agrees with it to tol, so rounding
// noise does not reach the output) with ok, or both values with FAIL.
func within(name string, got, want, tol float64) {
	if math.Abs(got-want) <= tol {
		fmt.Printf("  %s = %.9g (±%g) ok\n", name, want, tol)
	} else {
		fmt.Printf("  %s = %.17g, want %.17g ± %g FAIL\n", name, got, want, tol)
	}
}

func main() {
	Q := orthogonal()
	// QᵀQ = I.
	e := Q.T().MatMul(Q).Sub(ad.Eye(n)).Norm()
	within("‖QᵀQ - I‖", e, 0, 1e-14)
	for _, s := range []float64{0.5, 1, 1.5} {
		within(fmt.Sprintf("SpectralNorm(%g·Q)", s), ad.SpectralNorm(Q.Scale(s)), s, 1e-12)
	}
	// SpectralNorm of a diagonal matrix is its largest |entry|, and of a
	// vector its Euclidean norm.
	within("SpectralNorm(diag(1,-3,2))", ad.SpectralNorm(ad.Mat(3, 3, []float64{1, 0, 0, 0, -3, 0, 0, 0, 2})), 3, 1e-12)
	within("SpectralNorm(vec(3,4))", ad.SpectralNorm(ad.Vec([]float64{3, 4})), 5, 1e-12)
	// A general matrix: compare with power iteration on AᵀA, in the program.
	A := ad.RandN(7, 5, 3)
	x := ad.Ones(3)
	for k := 0; k < 500; k++ {
		x = A.T().MatVec(A.MatVec(x))
		x = x.Scale(1 / x.Norm())
	}
	sn := ad.SpectralNorm(A)
	within("SpectralNorm(A) vs power iteration", sn, A.MatVec(x).Norm(), 1e-12)
	fmt.Printf("  SpectralNorm(A) = %.9g\n", sn)

	for _, s := range []float64{0.5, 0.9, 1.5} {
		report("linear", linear, s)
	}
	report("two-assignments", twoSteps, 0.3)
	report("tanh-linear-regime", tanhTiny, 1.5)
	report("tanh-linear-regime", tanhTiny, 0.5)
	report("tanh-bias", tanhBias, 0.5)
	report("tanh-bias", tanhBias, 0.98)
}

// Output:
//   ‖QᵀQ - I‖ = 0 (±1e-14) ok
//   SpectralNorm(0.5·Q) = 0.5 (±1e-12) ok
//   SpectralNorm(1·Q) = 1 (±1e-12) ok
//   SpectralNorm(1.5·Q) = 1.5 (±1e-12) ok
//   SpectralNorm(diag(1,-3,2)) = 3 (±1e-12) ok
//   SpectralNorm(vec(3,4)) = 5 (±1e-12) ok
//   SpectralNorm(A) vs power iteration = 3.62179814 (±1e-12) ok
//   SpectralNorm(A) = 3.62179814
// linear s=0.5: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 5.3948e-06, factor 0.500000: vanishing
//   growth factor = 0.5 (±1e-06) ok
//   largest |ratio - s| per step = 0 (±1e-09) ok
// linear s=0.9: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 0.382079, factor 0.900000: vanishing
//   growth factor = 0.9 (±1e-06) ok
//   largest |ratio - s| per step = 0 (±1e-09) ok
// linear s=1.5: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 6270.16, factor 1.500000: exploding
//   growth factor = 1.5 (±1e-06) ok
//   largest |ratio - s| per step = 0 (±1e-09) ok
// two-assignments s=0.3: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 0.000172353, factor 0.600000: vanishing
//   ‖∂y/∂h_19‖ (the last assignment's) = 2.82842712 (±1e-12) ok
//   growth factor 2s = 0.6 (±1e-06) ok
// tanh-linear-regime s=1.5: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 6270.16, factor 1.500000: exploding
// tanh-linear-regime s=0.5: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 5.3948e-06, factor 0.500000: vanishing
// tanh-bias s=0.5: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 1.27147e-07, factor 0.421136: vanishing
// tanh-bias s=0.98: 20 iterations, ‖∂y/∂h_19‖ = 2.82843, ‖∂y/∂h_0‖ = 1.23865e-05, factor 0.518587: vanishing
