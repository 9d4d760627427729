// Functions of package math used as values (f := math.Sin, or
// ad.Derivative(math.Sin)) are recorded like direct calls math.Sin(x).
// (They used to bypass the tape, giving a silent 0.)
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	x := 0.7
	check("ad.Derivative(math.Sin)", ad.Derivative(math.Sin)(x), math.Cos(x))
	check("ad.Grad(math.Exp)", ad.Grad(math.Exp)(x), math.Exp(x))
	f := math.Sqrt
	check("f := math.Sqrt; f(x)", ad.Grad(func(x float64) float64 { return f(x) })(x), 0.5/math.Sqrt(x))
	ops := map[string]func(float64, float64) float64{"pow": math.Pow}
	check("map of math.Pow", ad.Grad(func(x float64) float64 { return ops["pow"](x, 3) })(x), 3*x*x)
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
// ad.Derivative(math.Sin) = 0.7648421873 ok
// ad.Grad(math.Exp) = 2.013752707 ok
// f := math.Sqrt; f(x) = 0.5976143047 ok
// map of math.Pow = 1.47 ok
