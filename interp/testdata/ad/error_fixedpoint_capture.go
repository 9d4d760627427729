// ad.FixedPoint differentiates theta only. A value f captures from outside
// that is being differentiated would lose its derivative, so using it is
// an error that says to pass it in theta.
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	good := ad.Grad(func(th float64) float64 {
		return ad.FixedPoint(func(x, t float64) float64 { return math.Cos(x) * t }, 0.5, th)
	})(0.7)
	fmt.Printf("%.6f\n", good)
	bad := ad.Grad(func(th float64) float64 {
		return ad.FixedPoint(func(x, t float64) float64 { return math.Cos(x) * th }, 0.5, 1.0)
	})
	fmt.Println(bad(0.7))
}

// Output:
// 0.601948
// Error:
// panic: ad.FixedPoint: f uses a value it captured from outside that is being differentiated; pass it in theta
// error_fixedpoint_capture.go:18:53
