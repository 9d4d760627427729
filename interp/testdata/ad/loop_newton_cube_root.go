// A dynamic loop: Newton's method for the root of r^3 - a, run until the
// residual is below a tolerance; the number of iterations depends on a. The
// derivative of the root is 1/(3r^2), by implicit differentiation of r^3 = a.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func cubeRoot(a float64) float64 {
	r := 1.0
	for iter := 0; math.Abs(r*r*r-a) > 1e-14*math.Max(1, a) && iter < 100; iter++ {
		r = r - (r*r*r-a)/(3*r*r)
	}
	return r
}

func main() {
	for _, a := range []float64{2, 27, 0.5, 1000} {
		r := cubeRoot(a)
		check.Float(fmt.Sprintf("root of r^3 = %v", a), r, math.Cbrt(a))
		check.Float(fmt.Sprintf("d root/da at %v", a), ad.Grad(cubeRoot)(a), 1/(3*r*r))
	}
}

// Output:
// root of r^3 = 2 = 1.25992105 ok
// d root/da at 2 = 0.2099868416 ok
// root of r^3 = 27 = 3 ok
// d root/da at 27 = 0.03703703704 ok
// root of r^3 = 0.5 = 0.793700526 ok
// d root/da at 0.5 = 0.529133684 ok
// root of r^3 = 1000 = 10 ok
// d root/da at 1000 = 0.003333333333 ok
