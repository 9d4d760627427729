// Pointers: new(float64), pointers to locals, to struct fields and to array
// elements; writes through them carry derivatives.
package main

import (
	"ad"
	"adrepl/check"
	"math"
)

func scaleInto(dst *float64, k float64) { *dst = *dst * k }

type Pair struct{ A, B float64 }

func main() {
	d := ad.Derivative(func(x float64) float64 {
		p := new(float64)
		*p = x
		scaleInto(p, x) // x^2
		q := &x
		*q = *q + *p  // x + x^2, written into x itself
		return x * *p // (x + x^2)·x^2
	})(2)
	check.Float("through pointers", d, 3*4+4*8)
	g := ad.Grad(func(s Pair) float64 {
		pa, pb := &s.A, &s.B
		*pa, *pb = *pb, *pa*3 // swap with a scale
		return s.A*s.A + s.B
	})(Pair{2, 5})
	check.Float("d/dA", g.A, 3)
	check.Float("d/dB", g.B, 10)
	arr := [3]float64{1, 2, 3}
	g2 := ad.Grad(func(a [3]float64) float64 {
		for i := range a {
			p := &a[i]
			*p = math.Exp(*p)
		}
		return a[0] * a[2]
	})(arr)
	check.Vec("pointers to elements", g2[:], []float64{math.Exp(4), 0, math.Exp(4)})
}

// Output:
// through pointers = 44 ok
// d/dA = 3 ok
// d/dB = 10 ok
// pointers to elements[0] = 54.59815003 ok
// pointers to elements[1] = 0 ok
// pointers to elements[2] = 54.59815003 ok
