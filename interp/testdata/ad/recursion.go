// Recursion: the tape records the calls as they unfold, so recursive
// functions differentiate like loops.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func power(x float64, n int) float64 {
	if n == 0 {
		return 1
	}
	if n%2 == 0 {
		h := power(x, n/2)
		return h * h
	}
	return x * power(x, n-1)
}

// cf is the continued fraction 1 + x/(1 + x/(1 + ...)), depth levels.
func cf(x float64, depth int) float64 {
	if depth == 0 {
		return 1
	}
	return 1 + x/cf(x, depth-1)
}

// Chebyshev T_n(x) by its three-term recursion; T_n(cos θ) = cos(nθ).
func cheb(n int, x float64) float64 {
	if n == 0 {
		return 1
	}
	if n == 1 {
		return x
	}
	return 2*x*cheb(n-1, x) - cheb(n-2, x)
}

func main() {
	x := 1.3
	for _, n := range []int{0, 1, 7, 16} {
		want := 0.0
		if n > 0 {
			want = float64(n) * math.Pow(x, float64(n-1))
		}
		check.Float(fmt.Sprintf("d/dx x^%d", n), ad.Grad(func(x float64) float64 { return power(x, n) })(x), want)
	}
	// The continued fraction converges to φ(x) = (1 + sqrt(1+4x))/2, whose
	// derivative is 1/sqrt(1+4x).
	check.Float("continued fraction", ad.Derivative(func(x float64) float64 { return cf(x, 60) })(x), 1/math.Sqrt(1+4*x))
	// dT_n/dx at cos θ is n sin(nθ)/sin θ.
	th := 0.4
	for _, n := range []int{2, 5, 9} {
		check.Float(fmt.Sprintf("T_%d'", n), ad.Grad(func(x float64) float64 { return cheb(n, x) })(math.Cos(th)), float64(n)*math.Sin(float64(n)*th)/math.Sin(th))
	}
}

// Output:
// d/dx x^0 = 0 ok
// d/dx x^1 = 1 ok
// d/dx x^7 = 33.787663 ok
// d/dx x^16 = 818.9742882 ok
// continued fraction = 0.4016096645 ok
// T_2' = 3.684243976 ok
// T_5' = 11.67507187 ok
// T_9' = -10.22726348 ok
