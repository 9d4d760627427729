// Package-level variables written inside a differentiated function carry
// tracked values like locals do, and a value left over from an earlier
// differentiation is a constant for later ones.
package main

import (
	"ad"
	"adrepl/check"
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
	check.Float("d/dx", ad.Grad(f)(x), 2*x+3*x*x+4*x*x*x)
	check.Float("acc afterwards", acc, x+x*x+x*x*x)
	// acc now holds a value from the finished differentiation: a constant.
	check.Float("old value is a constant", ad.Grad(func(y float64) float64 { return acc * y })(2), acc)
	fmt.Println("done")
}

// Output:
// d/dx = 23.25 ok
// acc afterwards = 7.125 ok
// old value is a constant = 7.125 ok
// done
