// Overwriting a variable: x = x*x; x = x+1 destroys the old x, but each
// recorded operation keeps the values its derivative rule needs, so the
// imperative program and its single-assignment form have the same
// derivative 2x.
package main

import (
	"ad"
	"fmt"
	"math"
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
		check(fmt.Sprintf("imperative at %v", x), ad.Grad(imperative)(x), 2*x)
		check(fmt.Sprintf("ssa        at %v", x), ad.Grad(ssa)(x), 2*x)
	}
	// x = 1; x = x + 2; x = x * 3 with x an input: derivative 3.
	check("x+2 then *3", ad.Derivative(func(x float64) float64 {
		x = x + 2
		x = x * 3
		return x
	})(1), 3)
	// Compound assignment and ++ on float64.
	check("x += x; x *= x; x++", ad.Grad(func(x float64) float64 {
		x += x
		x *= x
		x++
		return x
	})(1.25), 8*1.25)
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

// Output:
// imperative at -1.5 = -3 ok
// ssa        at -1.5 = -3 ok
// imperative at 0 = 0 ok
// ssa        at 0 = 0 ok
// imperative at 3 = 6 ok
// ssa        at 3 = 6 ok
// x+2 then *3 = 3 ok
// x += x; x *= x; x++ = 10 ok
