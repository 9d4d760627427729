// Mutation of a buffer element by a function of itself: buf[0] = buf[0]*buf[0]
// reads the old value and writes the new one in the same place. The
// derivative of the result is 2·buf[0] (old value), then 4x^3 when done twice.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func main() {
	for _, x := range []float64{0.5, -2, 3} {
		once := ad.Grad(func(buf []float64) float64 {
			buf[0] = buf[0] * buf[0]
			return buf[0] + buf[1]
		})([]float64{x, 7})
		check.Float(fmt.Sprintf("once  d/dbuf0 at %v", x), once[0], 2*x)
		check.Float(fmt.Sprintf("once  d/dbuf1 at %v", x), once[1], 1)
		twice := ad.Derivative(func(x float64) float64 {
			buf := []float64{x}
			buf[0] = buf[0] * buf[0]
			buf[0] = buf[0] * buf[0]
			return buf[0]
		})(x)
		check.Float(fmt.Sprintf("twice d/dx at %v", x), twice, 4*x*x*x)
	}
	// a[0] = x; a[1] = y; a[0] = a[0] + 1: the last write wins.
	g := ad.Grad(func(p [2]float64) float64 {
		var a [2]float64
		a[0] = p[0]
		a[1] = p[1]
		a[0] = a[0] + 1
		a[0] = a[0] * a[1]
		return a[0]
	})([2]float64{2, 5})
	check.Float("d/dx (x+1)y", g[0], 5)
	check.Float("d/dy (x+1)y", g[1], 3)
}

// Output:
// once  d/dbuf0 at 0.5 = 1 ok
// once  d/dbuf1 at 0.5 = 1 ok
// twice d/dx at 0.5 = 0.5 ok
// once  d/dbuf0 at -2 = -4 ok
// once  d/dbuf1 at -2 = 1 ok
// twice d/dx at -2 = -32 ok
// once  d/dbuf0 at 3 = 6 ok
// once  d/dbuf1 at 3 = 1 ok
// twice d/dx at 3 = 108 ok
// d/dx (x+1)y = 5 ok
// d/dy (x+1)y = 3 ok
