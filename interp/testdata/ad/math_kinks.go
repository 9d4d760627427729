// The conventions at kinks and singularities (docs/ad-conventions.md), in
// both modes: |x|' at 0 is 0, sqrt'(0) = cbrt'(0) = +Inf, max and min split
// ties evenly, steps have derivative 0, Pow's exponent derivative is 0 for a
// base <= 0, Hypot at the origin has zero partials.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func both(name string, f func(float64) float64, x, want float64) {
	check.Float(name+" forward", ad.Derivative(f)(x), want)
	check.Float(name+" reverse", ad.Grad(f)(x), want)
}

func main() {
	both("Abs at 0", func(x float64) float64 { return math.Abs(x) }, 0, 0)
	both("Abs at -0", func(x float64) float64 { return math.Abs(x) }, math.Copysign(0, -1), 0)
	both("Sqrt at 0", func(x float64) float64 { return math.Sqrt(x) }, 0, math.Inf(1))
	both("Cbrt at 0", func(x float64) float64 { return math.Cbrt(x) }, 0, math.Inf(1))
	both("Max(x, 1) at tie", func(x float64) float64 { return math.Max(x, 1) }, 1, 0.5)
	both("Min(x, 1) at tie", func(x float64) float64 { return math.Min(x, 1) }, 1, 0.5)
	both("Max(x, x) ", func(x float64) float64 { return math.Max(x, x) }, 2, 1)
	both("Floor at 2", func(x float64) float64 { return math.Floor(x) }, 2, 0)
	both("Round at 2.5", func(x float64) float64 { return math.Round(x) }, 2.5, 0)
	both("Pow(-2, y) in y", func(y float64) float64 { return math.Pow(-2, y) }, 3, 0)
	both("Pow(0, y) in y", func(y float64) float64 { return math.Pow(0, y) }, 2, 0)
	both("Pow(x, 0) in x at 0", func(x float64) float64 { return math.Pow(x, 0) }, 0, 0)
	both("Pow(x, 2) at 0", func(x float64) float64 { return math.Pow(x, 2) }, 0, 0)
	both("Pow(x, 3) at -2", func(x float64) float64 { return math.Pow(x, 3) }, -2, 12)
	both("Hypot(x, 0) at 0", func(x float64) float64 { return math.Hypot(x, 0) }, 0, 0)
	both("Dim(x, 1) at tie", func(x float64) float64 { return math.Dim(x, 1) }, 1, 0)
	both("ReLU by if at 0", func(x float64) float64 {
		if x > 0 {
			return x
		}
		return 0
	}, 0, 0)
	// An integer conversion stops the derivative.
	both("float64(int(3x))", func(x float64) float64 { return float64(int(3 * x)) }, 1.1, 0)
	// Hessian of |x| + max(x, y) at a tie is zero: the rules are piecewise linear.
	H := ad.Hessian(func(v []float64) float64 { return math.Abs(v[0]) + math.Max(v[0], v[1]) })([]float64{0, 0})
	fmt.Println("Hessian at the kink:", H)
	g := ad.Grad(func(v []float64) float64 { return math.Max(v[0], v[1]) })([]float64{2, 2})
	fmt.Println("gradient of max at a tie:", g)
}

// Output:
// Abs at 0 forward = 0 ok
// Abs at 0 reverse = 0 ok
// Abs at -0 forward = 0 ok
// Abs at -0 reverse = 0 ok
// Sqrt at 0 forward = +Inf ok
// Sqrt at 0 reverse = +Inf ok
// Cbrt at 0 forward = +Inf ok
// Cbrt at 0 reverse = +Inf ok
// Max(x, 1) at tie forward = 0.5 ok
// Max(x, 1) at tie reverse = 0.5 ok
// Min(x, 1) at tie forward = 0.5 ok
// Min(x, 1) at tie reverse = 0.5 ok
// Max(x, x)  forward = 1 ok
// Max(x, x)  reverse = 1 ok
// Floor at 2 forward = 0 ok
// Floor at 2 reverse = 0 ok
// Round at 2.5 forward = 0 ok
// Round at 2.5 reverse = 0 ok
// Pow(-2, y) in y forward = 0 ok
// Pow(-2, y) in y reverse = 0 ok
// Pow(0, y) in y forward = 0 ok
// Pow(0, y) in y reverse = 0 ok
// Pow(x, 0) in x at 0 forward = 0 ok
// Pow(x, 0) in x at 0 reverse = 0 ok
// Pow(x, 2) at 0 forward = 0 ok
// Pow(x, 2) at 0 reverse = 0 ok
// Pow(x, 3) at -2 forward = 12 ok
// Pow(x, 3) at -2 reverse = 12 ok
// Hypot(x, 0) at 0 forward = 0 ok
// Hypot(x, 0) at 0 reverse = 0 ok
// Dim(x, 1) at tie forward = 0 ok
// Dim(x, 1) at tie reverse = 0 ok
// ReLU by if at 0 forward = 0 ok
// ReLU by if at 0 reverse = 0 ok
// float64(int(3x)) forward = 0 ok
// float64(int(3x)) reverse = 0 ok
// Hessian at the kink: [[0 0] [0 0]]
// gradient of max at a tie: [0.5 0.5]
