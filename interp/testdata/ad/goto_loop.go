// A loop written with goto records on the tape like any loop: Horner's rule
// for p(x) = 1 + 2x + 3x² + 4x³ with a backward goto, in both modes, against
// p'(x) = 2 + 6x + 12x².
package main

import (
	"ad"
	"adrepl/check"
)

func horner(x float64) float64 {
	coef := []float64{4, 3, 2, 1}
	p := 0.0
	i := 0
next:
	p = p*x + coef[i]
	i++
	if i < len(coef) {
		goto next
	}
	return p
}

func main() {
	for _, x := range []float64{-1.5, 0, 0.5, 2} {
		want := 2 + 6*x + 12*x*x
		check.Float("reverse", ad.Grad(horner)(x), want)
		check.Float("forward", ad.Derivative(horner)(x), want)
	}
}

// Output:
// reverse = 20 ok
// forward = 20 ok
// reverse = 2 ok
// forward = 2 ok
// reverse = 8 ok
// forward = 8 ok
// reverse = 62 ok
// forward = 62 ok
