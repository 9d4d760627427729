// Functions of package math used as values (f := math.Sin, or
// ad.Derivative(math.Sin)) are recorded like direct calls math.Sin(x).
// (They used to bypass the tape, giving a silent 0.)
package main

import (
	"ad"
	"adrepl/check"
	"math"
)

func main() {
	x := 0.7
	check.Float("ad.Derivative(math.Sin)", ad.Derivative(math.Sin)(x), math.Cos(x))
	check.Float("ad.Grad(math.Exp)", ad.Grad(math.Exp)(x), math.Exp(x))
	f := math.Sqrt
	check.Float("f := math.Sqrt; f(x)", ad.Grad(func(x float64) float64 { return f(x) })(x), 0.5/math.Sqrt(x))
	ops := map[string]func(float64, float64) float64{"pow": math.Pow}
	check.Float("map of math.Pow", ad.Grad(func(x float64) float64 { return ops["pow"](x, 3) })(x), 3*x*x)
}

// Output:
// ad.Derivative(math.Sin) = 0.7648421873 ok
// ad.Grad(math.Exp) = 2.013752707 ok
// f := math.Sqrt; f(x) = 0.5976143047 ok
// map of math.Pow = 1.47 ok
