// float32 arithmetic is recorded: each result rounded to float32 as Go
// computes it, the rounding counting as the identity. The derivative of
// a float32 computation is the float64 derivative of its formula at the
// float32 values that ran, in both modes; it agrees with central
// differences taken at float32 resolution.
package main

import (
	"ad"
	"fmt"
	"math"
)

// poly computes p(y) = -(y² + 3y - y/2) + 1 in float32, times sin(y).
func poly(x float64) float64 {
	y := float32(x)
	z := y*y + 3*y - y/2
	z = -z
	z++
	return float64(z) * math.Sin(float64(y))
}

type acc32 struct{ s float32 }

func (a *acc32) add(v float32) { a.s += v * v }

func main() {
	x := 1.1
	y := float64(float32(x))
	z := float64(-(float32(y)*float32(y) + 3*float32(y) - float32(y)/2) + 1)
	want := -(2*y+2.5)*math.Sin(y) + z*math.Cos(y)
	checkTol("poly' forward", ad.Derivative(poly)(x), want, 1e-7)
	checkTol("poly' reverse", ad.Grad(poly)(x), want, 1e-7)
	checkTol("forward vs reverse", ad.Derivative(poly)(x), ad.Grad(poly)(x), 1e-15)

	check("float64(float32(x))'", ad.Grad(func(x float64) float64 { return float64(float32(x)) })(1.1), 1)
	check("(y³)'' in float32", ad.Hessian(func(v []float64) float64 { a := float32(v[0]); return float64(a * a * a) })([]float64{2})[0][0], 12)

	// float32 state through a method and a loop: Σ (x·k)² for k = 1..4 has
	// derivative 2x·Σk² = 60x.
	f := func(x float64) float64 {
		var a acc32
		for k := 1; k <= 4; k++ {
			a.add(float32(x) * float32(k))
		}
		return float64(a.s)
	}
	check("Σ (x·k)² forward", ad.Derivative(f)(0.5), 30)
	check("Σ (x·k)² reverse", ad.Grad(f)(0.5), 30)
	h := 1e-3
	checkTol("Σ (x·k)² central differences", (f(0.5+h)-f(0.5-h))/(2*h), 30, 1e-5)

	// Nextafter and Nextafter32 move x by one ulp: derivative 1 in x, 0 in y.
	nx := func(x float64) float64 { return math.Nextafter(x, 10) + float64(math.Nextafter32(float32(x), 0))*3 }
	check("Nextafter' + 3·Nextafter32' reverse", ad.Grad(nx)(2), 4)
	check("Nextafter' + 3·Nextafter32' forward", ad.Derivative(nx)(2), 4)

	// Values are the ones Go computes: float32 rounding at every step.
	fmt.Println(poly(x), f(0.1))
}

func check(name string, got, want float64) { checkTol(name, got, want, 1e-12) }

// checkTol prints a derivative computed by package ad beside its closed
// form: the value and ok when they agree to tol (relative), else FAIL.
func checkTol(name string, got, want, tol float64) {
	if got == want || math.IsNaN(got) && math.IsNaN(want) ||
		math.Abs(got-want) <= tol*math.Max(1, math.Abs(want)) {
		fmt.Printf("%s = %.7g ok\n", name, got)
	} else {
		fmt.Printf("%s = %.17g, want %.17g FAIL\n", name, got, want)
	}
}

// Output:
// poly' forward = -5.531319 ok
// poly' reverse = -5.531319 ok
// forward vs reverse = -5.531319 ok
// float64(float32(x))' = 1 ok
// (y³)'' in float32 = 12 ok
// Σ (x·k)² forward = 30 ok
// Σ (x·k)² reverse = 30 ok
// Σ (x·k)² central differences = 30.00021 ok
// Nextafter' + 3·Nextafter32' reverse = 4 ok
// Nextafter' + 3·Nextafter32' forward = 4 ok
// -2.637974064270246 0.30000001192092896
