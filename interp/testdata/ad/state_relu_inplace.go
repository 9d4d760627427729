// An in-place ReLU, x[i] = max(x[i], 0) written with an if: the backward
// pass needs the sign pattern of the values before they were overwritten,
// and gets it, because the tape recorded which path each element took.
package main

import (
	"ad"
	"fmt"
	"math"
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
	checkVec("relu layer", g, want)
	fmt.Println("x after:", x)
}

// check prints a derivative computed by package ad beside its closed form:
// the value and ok when they agree to 1e-12 (relative), else FAIL.
func check(name string, got, want float64) {
	if got == want || math.IsNaN(got) && math.IsNaN(want) ||
		math.Abs(got-want) <= 1e-12*math.Max(1, math.Abs(want)) {
		fmt.Printf("%s = %.10g ok\n", name, got)
	} else {
		fmt.Printf("%s = %.17g, want %.17g FAIL\n", name, got, want)
	}
}

// checkVec is check for each element.
func checkVec(name string, got, want []float64) {
	if len(got) != len(want) {
		fmt.Printf("%s: length %d, want %d FAIL\n", name, len(got), len(want))
		return
	}
	for i := range got {
		check(fmt.Sprintf("%s[%d]", name, i), got[i], want[i])
	}
}

// Output:
// relu layer[0] = 12 ok
// relu layer[1] = 0 ok
// relu layer[2] = 0 ok
// relu layer[3] = 3 ok
// relu layer[4] = 0 ok
// x after: [1 0.2 -4 0.5 0.3]
