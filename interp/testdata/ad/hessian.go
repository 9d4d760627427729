// ad.Hessian (forward over reverse) against analytic Hessians.
package main

import (
	"ad"
	"adrepl/check"
	"math"
)

func main() {
	// Rosenbrock: (1-x)² + 100(y-x²)².
	rosen := func(v []float64) float64 {
		x, y := v[0], v[1]
		return (1-x)*(1-x) + 100*(y-x*x)*(y-x*x)
	}
	x, y := 0.6, -0.3
	check.Mat("rosenbrock", ad.Hessian(rosen)([]float64{x, y}), [][]float64{
		{2 - 400*(y-x*x) + 800*x*x, -400 * x},
		{-400 * x, 200},
	})
	// A quadratic form ½xᵀAx with symmetric A: the Hessian is A.
	A := [][]float64{{4, 1, -2}, {1, 3, 0.5}, {-2, 0.5, 5}}
	quad := func(v []float64) float64 {
		s := 0.0
		for i := range v {
			for j := range v {
				s += 0.5 * v[i] * A[i][j] * v[j]
			}
		}
		return s
	}
	check.Mat("quadratic", ad.Hessian(quad)([]float64{1, -1, 2}), A)
	// sin(x)·exp(y)·z.
	p := []float64{0.3, 0.4, 1.7}
	f := func(v []float64) float64 { return math.Sin(v[0]) * math.Exp(v[1]) * v[2] }
	s, c, e, z := math.Sin(p[0]), math.Cos(p[0]), math.Exp(p[1]), p[2]
	check.Mat("sin·exp·z", ad.Hessian(f)(p), [][]float64{
		{-s * e * z, c * e * z, c * e},
		{c * e * z, s * e * z, s * e},
		{c * e, s * e, 0},
	})
	// log-sum-exp: H = diag(p) - ppᵀ with p the softmax.
	q := []float64{0.1, -1, 2}
	lse := func(v []float64) float64 {
		m := 0.0
		for _, t := range v {
			m += math.Exp(t)
		}
		return math.Log(m)
	}
	sm := make([]float64, 3)
	tot := 0.0
	for i, t := range q {
		sm[i] = math.Exp(t)
		tot += sm[i]
	}
	H := make([][]float64, 3)
	for i := range H {
		H[i] = make([]float64, 3)
	}
	for i := range H {
		for j := range H {
			pi, pj := sm[i]/tot, sm[j]/tot
			H[i][j] = -pi * pj
			if i == j {
				H[i][j] += pi
			}
		}
	}
	check.Mat("logsumexp", ad.Hessian(lse)(q), H)
}

// Output:
// rosenbrock[0][0] = 554 ok
// rosenbrock[0][1] = -240 ok
// rosenbrock[1][0] = -240 ok
// rosenbrock[1][1] = 200 ok
// quadratic[0][0] = 4 ok
// quadratic[0][1] = 1 ok
// quadratic[0][2] = -2 ok
// quadratic[1][0] = 1 ok
// quadratic[1][1] = 3 ok
// quadratic[1][2] = 0.5 ok
// quadratic[2][0] = -2 ok
// quadratic[2][1] = 0.5 ok
// quadratic[2][2] = 5 ok
// sin·exp·z[0][0] = -0.749469383 ok
// sin·exp·z[0][1] = 2.422830767 ok
// sin·exp·z[0][2] = 1.425194569 ok
// sin·exp·z[1][0] = 2.422830767 ok
// sin·exp·z[1][1] = 0.749469383 ok
// sin·exp·z[1][2] = 0.4408643429 ok
// sin·exp·z[2][0] = 1.425194569 ok
// sin·exp·z[2][1] = 0.4408643429 ok
// sin·exp·z[2][2] = 0 ok
// logsumexp[0][0] = 0.1091555206 ok
// logsumexp[0][1] = -0.005176795874 ok
// logsumexp[0][2] = -0.1039787247 ok
// logsumexp[1][0] = -0.005176795874 ok
// logsumexp[1][1] = 0.03978830664 ok
// logsumexp[1][2] = -0.03461151076 ok
// logsumexp[2][0] = -0.1039787247 ok
// logsumexp[2][1] = -0.03461151076 ok
// logsumexp[2][2] = 0.1385902354 ok
