// The Jacobian three ways: ad.Jacobian (reverse, one sweep per output row),
// JVP against basis vectors (forward, columns), and the VJP pullback
// (reverse, rows), against the analytic Jacobian of a map R³ → R².
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func f(v []float64) []float64 {
	x, y, z := v[0], v[1], v[2]
	return []float64{x * y * math.Exp(z), math.Sin(x) + y*z*z}
}

func main() {
	v := []float64{0.4, -1.1, 0.6}
	x, y, z := v[0], v[1], v[2]
	e := math.Exp(z)
	want := [][]float64{
		{y * e, x * e, x * y * e},
		{math.Cos(x), z * z, 2 * y * z},
	}
	J := ad.Jacobian(f)(v)
	_, pull := ad.VJP(f, v)
	for i := range want {
		u := make([]float64, 2)
		u[i] = 1
		row := pull(u)
		for j := range want[i] {
			basis := make([]float64, 3)
			basis[j] = 1
			_, col := ad.JVP(f, v, basis)
			check.Float(fmt.Sprintf("J[%d][%d] jacobian", i, j), J[i][j], want[i][j])
			check.Float(fmt.Sprintf("J[%d][%d] jvp     ", i, j), col[i], want[i][j])
			check.Float(fmt.Sprintf("J[%d][%d] vjp     ", i, j), row[j], want[i][j])
		}
	}
}

// Output:
// J[0][0] jacobian = -2.00433068 ok
// J[0][0] jvp      = -2.00433068 ok
// J[0][0] vjp      = -2.00433068 ok
// J[0][1] jacobian = 0.7288475202 ok
// J[0][1] jvp      = 0.7288475202 ok
// J[0][1] vjp      = 0.7288475202 ok
// J[0][2] jacobian = -0.8017322722 ok
// J[0][2] jvp      = -0.8017322722 ok
// J[0][2] vjp      = -0.8017322722 ok
// J[1][0] jacobian = 0.921060994 ok
// J[1][0] jvp      = 0.921060994 ok
// J[1][0] vjp      = 0.921060994 ok
// J[1][1] jacobian = 0.36 ok
// J[1][1] jvp      = 0.36 ok
// J[1][1] vjp      = 0.36 ok
// J[1][2] jacobian = -1.32 ok
// J[1][2] jvp      = -1.32 ok
// J[1][2] vjp      = -1.32 ok
