// Aliasing: two slices sharing one backing array. A write through one is
// read through the other, and derivatives follow the data, not the names.
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	x := 1.5
	// b aliases a: a[0] = x*x is seen as b[0].
	d := ad.Derivative(func(x float64) float64 {
		a := make([]float64, 3)
		b := a
		a[0] = x * x
		return b[0] * 3
	})(x)
	check("through an alias", d, 6*x)
	// A subslice: s[0] is a[1].
	g := ad.Grad(func(a []float64) float64 {
		s := a[1:]
		s[0] = s[0] * a[0]
		return a[1] + s[1]
	})([]float64{2, 3, 4})
	checkVec("subslice writes", g, []float64{3, 2, 1})
	// A pointer to an element.
	g2 := ad.Grad(func(a []float64) float64 {
		p := &a[2]
		*p = *p * *p
		return a[2] + a[0]
	})([]float64{2, 3, 4})
	checkVec("pointer to element", g2, []float64{1, 0, 8})
	// An array is a value: copying it breaks the alias.
	g3 := ad.Grad(func(a [2]float64) float64 {
		b := a
		b[0] = b[0] * 10
		return a[0] + b[0]
	})([2]float64{1, 1})
	check("array copy", g3[0], 11)
	// Overlapping copy within one slice.
	g4 := ad.Grad(func(a []float64) float64 {
		copy(a[1:], a[:2])
		return a[0] + 2*a[1] + 3*a[2]
	})([]float64{1, 1, 1})
	checkVec("overlapping copy", g4, []float64{3, 3, 0})
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
// through an alias = 9 ok
// subslice writes[0] = 3 ok
// subslice writes[1] = 2 ok
// subslice writes[2] = 1 ok
// pointer to element[0] = 1 ok
// pointer to element[1] = 0 ok
// pointer to element[2] = 8 ok
// array copy = 11 ok
// overlapping copy[0] = 3 ok
// overlapping copy[1] = 3 ok
// overlapping copy[2] = 0 ok
