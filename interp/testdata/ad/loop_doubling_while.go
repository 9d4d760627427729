// The while loop "for x < 1 { x = 2*x }" runs k times, so its result is
// 2^k x and its derivative 2^k, where k depends on x: the function is
// piecewise linear, and the derivative AD gives (that of the path the
// execution took) jumps at x = 1/2, 1/4, 1/8, ...
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func double(x float64) float64 {
	for x < 1 {
		x = 2 * x
	}
	return x
}

func main() {
	for _, x := range []float64{3, 1, 0.9, 0.5, 0.4999, 0.3, 0.25, 0.2499, 0.126, 0.124, 0.001} {
		k := 0
		for v := x; v < 1; v *= 2 {
			k++
		}
		want := math.Pow(2, float64(k))
		check.Float(fmt.Sprintf("x=%v k=%d forward", x, k), ad.Derivative(double)(x), want)
		check.Float(fmt.Sprintf("x=%v k=%d reverse", x, k), ad.Grad(double)(x), want)
	}
	// Just below and at a power of two the derivative differs by a factor 2.
	for _, p := range []float64{0.5, 0.25, 0.125} {
		below := ad.Grad(double)(math.Nextafter(p, 0))
		at := ad.Grad(double)(p)
		fmt.Printf("at %v: %v, just below: %v\n", p, at, below)
	}
}

// Output:
// x=3 k=0 forward = 1 ok
// x=3 k=0 reverse = 1 ok
// x=1 k=0 forward = 1 ok
// x=1 k=0 reverse = 1 ok
// x=0.9 k=1 forward = 2 ok
// x=0.9 k=1 reverse = 2 ok
// x=0.5 k=1 forward = 2 ok
// x=0.5 k=1 reverse = 2 ok
// x=0.4999 k=2 forward = 4 ok
// x=0.4999 k=2 reverse = 4 ok
// x=0.3 k=2 forward = 4 ok
// x=0.3 k=2 reverse = 4 ok
// x=0.25 k=2 forward = 4 ok
// x=0.25 k=2 reverse = 4 ok
// x=0.2499 k=3 forward = 8 ok
// x=0.2499 k=3 reverse = 8 ok
// x=0.126 k=3 forward = 8 ok
// x=0.126 k=3 reverse = 8 ok
// x=0.124 k=4 forward = 16 ok
// x=0.124 k=4 reverse = 16 ok
// x=0.001 k=10 forward = 1024 ok
// x=0.001 k=10 reverse = 1024 ok
// at 0.5: 2, just below: 4
// at 0.25: 4, just below: 8
// at 0.125: 8, just below: 16
