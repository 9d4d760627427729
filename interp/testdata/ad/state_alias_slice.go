// Aliasing: two slices sharing one backing array. A write through one is
// read through the other, and derivatives follow the data, not the names.
package main

import (
	"ad"
	"adrepl/check"
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
	check.Float("through an alias", d, 6*x)
	// A subslice: s[0] is a[1].
	g := ad.Grad(func(a []float64) float64 {
		s := a[1:]
		s[0] = s[0] * a[0]
		return a[1] + s[1]
	})([]float64{2, 3, 4})
	check.Vec("subslice writes", g, []float64{3, 2, 1})
	// A pointer to an element.
	g2 := ad.Grad(func(a []float64) float64 {
		p := &a[2]
		*p = *p * *p
		return a[2] + a[0]
	})([]float64{2, 3, 4})
	check.Vec("pointer to element", g2, []float64{1, 0, 8})
	// An array is a value: copying it breaks the alias.
	g3 := ad.Grad(func(a [2]float64) float64 {
		b := a
		b[0] = b[0] * 10
		return a[0] + b[0]
	})([2]float64{1, 1})
	check.Float("array copy", g3[0], 11)
	// Overlapping copy within one slice.
	g4 := ad.Grad(func(a []float64) float64 {
		copy(a[1:], a[:2])
		return a[0] + 2*a[1] + 3*a[2]
	})([]float64{1, 1, 1})
	check.Vec("overlapping copy", g4, []float64{3, 3, 0})
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
