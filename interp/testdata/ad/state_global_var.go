// Package-level variables written inside a differentiated function carry
// tracked values like locals do, and a value left over from an earlier
// differentiation is a constant for later ones.
package main

import (
	"ad"
	"fmt"
	"math"
)

var acc float64
var hist []float64

func f(x float64) float64 {
	acc = 0
	hist = hist[:0]
	for i := 1; i <= 3; i++ {
		acc += math.Pow(x, float64(i))
		hist = append(hist, acc)
	}
	return acc * hist[0]
}

func main() {
	x := 1.5
	// (x + x^2 + x^3)·x
	check("d/dx", ad.Grad(f)(x), 2*x+3*x*x+4*x*x*x)
	check("acc afterwards", acc, x+x*x+x*x*x)
	// acc now holds a value from the finished differentiation: a constant.
	check("old value is a constant", ad.Grad(func(y float64) float64 { return acc * y })(2), acc)
	fmt.Println("done")
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
// d/dx = 23.25 ok
// acc afterwards = 7.125 ok
// old value is a constant = 7.125 ok
// done
