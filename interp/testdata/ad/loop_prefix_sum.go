// Prefix sums y_i = x_0 + ... + x_i: each output depends on every earlier
// input, so the Jacobian is lower triangular with ones on and below the
// diagonal. Built by ad.Jacobian (one reverse sweep per row), by JVP columns
// and by VJP rows.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func prefix(x []float64) []float64 {
	y := make([]float64, len(x))
	s := 0.0
	for i := range x {
		s = s + x[i]
		y[i] = s
	}
	return y
}

func main() {
	x := []float64{0.5, -1, 2, 3.5, 4}
	J := ad.Jacobian(prefix)(x)
	for _, row := range J {
		fmt.Println(row)
	}
	lower := true
	for i := range J {
		for j := range J[i] {
			want := 0.0
			if j <= i {
				want = 1
			}
			if J[i][j] != want {
				lower = false
			}
		}
	}
	fmt.Println("lower triangular of ones:", lower)
	// Column j by forward mode, row i by reverse mode.
	same := true
	for j := range x {
		e := make([]float64, len(x))
		e[j] = 1
		_, col := ad.JVP(prefix, x, e)
		_, pull := ad.VJP(prefix, x)
		row := pull(e)
		for i := range x {
			if col[i] != J[i][j] || row[i] != J[j][i] {
				same = false
			}
		}
	}
	fmt.Println("JVP columns and VJP rows agree:", same)
	// The gradient of the last prefix sum is all ones; of their total, n-i.
	g := ad.Grad(func(x []float64) float64 {
		t := 0.0
		for _, v := range prefix(x) {
			t += v
		}
		return t
	})(x)
	for i := range g {
		check.Float(fmt.Sprintf("d(sum of prefixes)/dx_%d", i), g[i], float64(len(x)-i))
	}
}

// Output:
// [1 0 0 0 0]
// [1 1 0 0 0]
// [1 1 1 0 0]
// [1 1 1 1 0]
// [1 1 1 1 1]
// lower triangular of ones: true
// JVP columns and VJP rows agree: true
// d(sum of prefixes)/dx_0 = 5 ok
// d(sum of prefixes)/dx_1 = 4 ok
// d(sum of prefixes)/dx_2 = 3 ok
// d(sum of prefixes)/dx_3 = 2 ok
// d(sum of prefixes)/dx_4 = 1 ok
