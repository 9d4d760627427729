package main

import (
	"fmt"
	"math"
)

func newton(f, df func(float64) float64, x0 float64) (float64, int) {
	x := x0
	for i := 1; i <= 100; i++ {
		next := x - f(x)/df(x)
		if math.Abs(next-x) < 1e-12 {
			return next, i
		}
		x = next
	}
	return x, 100
}

func main() {
	for _, a := range []float64{2, 10, 1e6, 0.25} {
		r, it := newton(func(x float64) float64 { return x*x - a }, func(x float64) float64 { return 2 * x }, a)
		fmt.Printf("sqrt(%g) = %.12f after %d iterations (math: %.12f)\n", a, r, it, math.Sqrt(a))
	}
	// root of cos(x) - x
	r, it := newton(func(x float64) float64 { return math.Cos(x) - x }, func(x float64) float64 { return -math.Sin(x) - 1 }, 1)
	fmt.Printf("%.15f %d\n", r, it)
	// cube root of 2 via x^3 - 2
	r, _ = newton(func(x float64) float64 { return x*x*x - 2 }, func(x float64) float64 { return 3 * x * x }, 1)
	fmt.Println(r, math.Cbrt(2))
}

// Output:
// sqrt(2) = 1.414213562373 after 6 iterations (math: 1.414213562373)
// sqrt(10) = 3.162277660168 after 7 iterations (math: 3.162277660168)
// sqrt(1e+06) = 1000.000000000000 after 16 iterations (math: 1000.000000000000)
// sqrt(0.25) = 0.500000000000 after 6 iterations (math: 0.500000000000)
// 0.739085133215161 5
// 1.2599210498948732 1.2599210498948732
