// Overwriting a variable: x = x*x; x = x+1 destroys the old x, but each
// recorded operation keeps the values its derivative rule needs, so the
// imperative program and its single-assignment form have the same
// derivative 2x.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func imperative(x float64) float64 {
	x = x * x
	x = x + 1
	return x
}

func ssa(x0 float64) float64 {
	x1 := x0 * x0
	x2 := x1 + 1
	return x2
}

func main() {
	for _, x := range []float64{-1.5, 0, 3} {
		check.Float(fmt.Sprintf("imperative at %v", x), ad.Grad(imperative)(x), 2*x)
		check.Float(fmt.Sprintf("ssa        at %v", x), ad.Grad(ssa)(x), 2*x)
	}
	// x = 1; x = x + 2; x = x * 3 with x an input: derivative 3.
	check.Float("x+2 then *3", ad.Derivative(func(x float64) float64 {
		x = x + 2
		x = x * 3
		return x
	})(1), 3)
	// Compound assignment and ++ on float64.
	check.Float("x += x; x *= x; x++", ad.Grad(func(x float64) float64 {
		x += x
		x *= x
		x++
		return x
	})(1.25), 8*1.25)
}

// Output:
// imperative at -1.5 = -3 ok
// ssa        at -1.5 = -3 ok
// imperative at 0 = 0 ok
// ssa        at 0 = 0 ok
// imperative at 3 = 6 ok
// ssa        at 3 = 6 ok
// x+2 then *3 = 3 ok
// x += x; x *= x; x++ = 10 ok
