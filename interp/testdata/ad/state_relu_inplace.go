// An in-place ReLU, x[i] = max(x[i], 0) written with an if: the backward
// pass needs the sign pattern of the values before they were overwritten,
// and gets it, because the tape recorded which path each element took.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func layer(x []float64) float64 {
	for i := range x {
		x[i] = 3*x[i] - 1
		if x[i] < 0 {
			x[i] = 0
		}
	}
	s := 0.0
	for i := range x {
		s += x[i] * x[i]
	}
	return s
}

func main() {
	x := []float64{1, 0.2, -4, 0.5, 0.3}
	g := ad.Grad(layer)(x)
	want := make([]float64, len(x))
	for i, v := range x {
		if a := 3*v - 1; a >= 0 {
			want[i] = 2 * a * 3
		}
	}
	check.Vec("relu layer", g, want)
	fmt.Println("x after:", x)
}

// Output:
// relu layer[0] = 12 ok
// relu layer[1] = 0 ok
// relu layer[2] = 0 ok
// relu layer[3] = 3 ok
// relu layer[4] = 0 ok
// x after: [1 0.2 -4 0.5 0.3]
