// The loop-carried sum s = s + x_i*x_i has gradient 2x: the adjoint of every
// intermediate sum is 1.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func sumSquares(x []float64) float64 {
	s := 0.0
	for i := 0; i < len(x); i++ {
		s = s + x[i]*x[i]
	}
	return s
}

func main() {
	x := []float64{1, -2, 0.5, 3, 0}
	y, g := ad.ValueAndGrad(sumSquares)(x)
	check.Float("value", y, 14.25)
	want := make([]float64, len(x))
	for i := range x {
		want[i] = 2 * x[i]
	}
	check.Vec("gradient", g, want)
	// The same with range and +=, and for a longer vector.
	big := make([]float64, 1000)
	for i := range big {
		big[i] = math.Sin(float64(i))
	}
	g2 := ad.Grad(func(x []float64) float64 {
		s := 0.0
		for _, v := range x {
			s += v * v
		}
		return s
	})(big)
	worst := 0.0
	for i := range big {
		worst = math.Max(worst, math.Abs(g2[i]-2*big[i]))
	}
	fmt.Println("n=1000: largest |g - 2x| =", worst)
	fmt.Println("tape entries:", ad.LastTape().Len())
}

// Output:
// value = 14.25 ok
// gradient[0] = 2 ok
// gradient[1] = -4 ok
// gradient[2] = 1 ok
// gradient[3] = 6 ok
// gradient[4] = 0 ok
// n=1000: largest |g - 2x| = 0
// tape entries: 3000
