// Two loop-carried states: a, b = a+b, a*b. The Jacobian of the final state
// with respect to (a_0, b_0) is the product of the per-step Jacobians
// [[1, 1], [b_t, a_t]] in execution order; JVP multiplies a tangent by it and
// VJP a cotangent by its transpose.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

const steps = 4

func loop(s []float64) []float64 {
	a, b := s[0], s[1]
	for t := 0; t < steps; t++ {
		a, b = a+b, a*b
	}
	return []float64{a, b}
}

func matmul(p, q [2][2]float64) [2][2]float64 {
	var r [2][2]float64
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			r[i][j] = p[i][0]*q[0][j] + p[i][1]*q[1][j]
		}
	}
	return r
}

func main() {
	s0 := []float64{0.7, 1.1}
	// Product of the per-step Jacobians, the latest on the left.
	P := [2][2]float64{{1, 0}, {0, 1}}
	a, b := s0[0], s0[1]
	for t := 0; t < steps; t++ {
		P = matmul([2][2]float64{{1, 1}, {b, a}}, P)
		a, b = a+b, a*b
	}
	J := ad.Jacobian(loop)(s0)
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			check.Float(fmt.Sprintf("J[%d][%d]", i, j), J[i][j], P[i][j])
		}
	}
	v := []float64{0.3, -2}
	y, jv := ad.JVP(loop, s0, v)
	check.Float("a_n", y[0], a)
	check.Float("b_n", y[1], b)
	for i := 0; i < 2; i++ {
		check.Float(fmt.Sprintf("(J v)[%d]", i), jv[i], P[i][0]*v[0]+P[i][1]*v[1])
	}
	u := []float64{1.5, 0.25}
	_, pull := ad.VJP(loop, s0)
	uJ := pull(u)
	for j := 0; j < 2; j++ {
		check.Float(fmt.Sprintf("(uᵀJ)[%d]", j), uJ[j], u[0]*P[0][j]+u[1]*P[1][j])
	}
}

// Output:
// J[0][0] = 14.8281 ok
// J[0][1] = 11.3033 ok
// J[1][0] = 56.7491606 ok
// J[1][1] = 43.2463094 ok
// a_n = 7.51802 ok
// b_n = 14.09135112 ok
// (J v)[0] = -18.15817 ok
// (J v)[1] = -69.46787062 ok
// (uᵀJ)[0] = 36.42944015 ok
// (uᵀJ)[1] = 27.76652735 ok
