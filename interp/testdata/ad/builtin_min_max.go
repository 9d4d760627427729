// The builtins min and max on float64 are recorded like math.Min and
// math.Max: the selected argument gets derivative 1 (each gets 1/2 at a
// tie). (They used to drop the tape mark, giving a silent 0.)
package main

import (
	"ad"
	"adrepl/check"
)

func main() {
	// max(x, 2) + min(x*x, 100) at 3: 1 + 2·3 = 7.
	f := func(x float64) float64 { return max(x, 2) + min(x*x, 100) }
	check.Float("max(x, 2) + min(x*x, 100) forward", ad.Derivative(f)(3), 7)
	check.Float("max(x, 2) + min(x*x, 100) reverse", ad.Grad(f)(3), 7)
	// Three arguments: max(x, 2x, 1) at 1 is 2x.
	g := func(x float64) float64 { return max(x, 2*x, 1) }
	check.Float("max(x, 2x, 1) reverse", ad.Grad(g)(1), 2)
}

// Output:
// max(x, 2) + min(x*x, 100) forward = 7 ok
// max(x, 2) + min(x*x, 100) reverse = 7 ok
// max(x, 2x, 1) reverse = 2 ok
