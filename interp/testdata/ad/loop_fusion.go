// Loop fusion does not change derivatives: y_i = sin(x_i) then z_i = 2 y_i
// in two loops, or z_i = 2 sin(x_i) in one, have the same gradient (of Σ z_i)
// 2cos(x_i) and the same number of tape entries.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func twoLoops(x []float64) float64 {
	y := make([]float64, len(x))
	for i := range x {
		y[i] = math.Sin(x[i])
	}
	z := make([]float64, len(x))
	for i := range x {
		z[i] = y[i] * 2
	}
	s := 0.0
	for _, v := range z {
		s += v
	}
	return s
}

func fused(x []float64) float64 {
	s := 0.0
	for i := range x {
		s += 2 * math.Sin(x[i])
	}
	return s
}

func main() {
	x := []float64{0.1, 0.7, 1.9, -2.4}
	g1 := ad.Grad(twoLoops)(x)
	n1 := ad.LastTape().Len()
	g2 := ad.Grad(fused)(x)
	n2 := ad.LastTape().Len()
	for i := range x {
		check.Float(fmt.Sprintf("two loops g[%d]", i), g1[i], 2*math.Cos(x[i]))
		check.Float(fmt.Sprintf("fused     g[%d]", i), g2[i], 2*math.Cos(x[i]))
	}
	fmt.Println("tape entries:", n1, n2)
}

// Output:
// two loops g[0] = 1.990008331 ok
// fused     g[0] = 1.990008331 ok
// two loops g[1] = 1.529684375 ok
// fused     g[1] = 1.529684375 ok
// two loops g[2] = -0.6465791337 ok
// fused     g[2] = -0.6465791337 ok
// two loops g[3] = -1.474787431 ok
// fused     g[3] = -1.474787431 ok
// tape entries: 16 16
