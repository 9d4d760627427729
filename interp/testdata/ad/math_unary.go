// Every differentiable unary function of package math, called from
// interpreted code: at several points, the reverse-mode derivative equals
// the analytic one (to 1e-12), forward and reverse mode agree (to 1e-12),
// and central differences agree (ad.Check, MaxErr < 1e-6).
package main

import (
	"ad"
	"fmt"
	"math"
)

type fn struct {
	name string
	f    func(float64) float64
	df   func(float64) float64
	xs   []float64
}

func main() {
	fns := []fn{
		{"Sin", func(x float64) float64 { return math.Sin(x) }, func(x float64) float64 { return math.Cos(x) }, []float64{-1.2, 0.3, 2}},
		{"Cos", func(x float64) float64 { return math.Cos(x) }, func(x float64) float64 { return -math.Sin(x) }, []float64{-1.2, 0.3, 2}},
		{"Tan", func(x float64) float64 { return math.Tan(x) }, func(x float64) float64 { return 1 / (math.Cos(x) * math.Cos(x)) }, []float64{-1.2, 0.3, 2}},
		{"Asin", func(x float64) float64 { return math.Asin(x) }, func(x float64) float64 { return 1 / math.Sqrt(1-x*x) }, []float64{-0.7, 0.1, 0.9}},
		{"Acos", func(x float64) float64 { return math.Acos(x) }, func(x float64) float64 { return -1 / math.Sqrt(1-x*x) }, []float64{-0.7, 0.1, 0.9}},
		{"Atan", func(x float64) float64 { return math.Atan(x) }, func(x float64) float64 { return 1 / (1 + x*x) }, []float64{-2, 0.3, 1.7}},
		{"Sinh", func(x float64) float64 { return math.Sinh(x) }, func(x float64) float64 { return math.Cosh(x) }, []float64{-2, 0.3, 1.7}},
		{"Cosh", func(x float64) float64 { return math.Cosh(x) }, func(x float64) float64 { return math.Sinh(x) }, []float64{-2, 0.3, 1.7}},
		{"Tanh", func(x float64) float64 { return math.Tanh(x) }, func(x float64) float64 { return 1 / (math.Cosh(x) * math.Cosh(x)) }, []float64{-2, 0.3, 1.7}},
		{"Asinh", func(x float64) float64 { return math.Asinh(x) }, func(x float64) float64 { return 1 / math.Sqrt(1+x*x) }, []float64{-2, 0.3, 1.7}},
		{"Acosh", func(x float64) float64 { return math.Acosh(x) }, func(x float64) float64 { return 1 / math.Sqrt(x*x-1) }, []float64{1.2, 2, 10}},
		{"Atanh", func(x float64) float64 { return math.Atanh(x) }, func(x float64) float64 { return 1 / (1 - x*x) }, []float64{-0.7, 0.1, 0.9}},
		{"Exp", func(x float64) float64 { return math.Exp(x) }, func(x float64) float64 { return math.Exp(x) }, []float64{-3, 0.01, 2}},
		{"Exp2", func(x float64) float64 { return math.Exp2(x) }, func(x float64) float64 { return math.Exp2(x) * math.Ln2 }, []float64{-3, 0.01, 2}},
		{"Expm1", func(x float64) float64 { return math.Expm1(x) }, func(x float64) float64 { return math.Exp(x) }, []float64{-3, 0.01, 2}},
		{"Log", func(x float64) float64 { return math.Log(x) }, func(x float64) float64 { return 1 / x }, []float64{0.2, 1, 50}},
		{"Log2", func(x float64) float64 { return math.Log2(x) }, func(x float64) float64 { return 1 / (x * math.Ln2) }, []float64{0.2, 1, 50}},
		{"Log10", func(x float64) float64 { return math.Log10(x) }, func(x float64) float64 { return 1 / (x * math.Ln10) }, []float64{0.2, 1, 50}},
		{"Log1p", func(x float64) float64 { return math.Log1p(x) }, func(x float64) float64 { return 1 / (1 + x) }, []float64{-0.5, 1e-3, 3}},
		{"Sqrt", func(x float64) float64 { return math.Sqrt(x) }, func(x float64) float64 { return 0.5 / math.Sqrt(x) }, []float64{0.04, 2, 9}},
		{"Cbrt", func(x float64) float64 { return math.Cbrt(x) }, func(x float64) float64 { return 1 / (3 * math.Pow(math.Abs(x), 2.0/3)) }, []float64{-8, 0.04, 2}},
		{"Abs", func(x float64) float64 { return math.Abs(x) }, func(x float64) float64 { return x / math.Abs(x) }, []float64{-1.5, 2}},
		{"Erf", func(x float64) float64 { return math.Erf(x) }, func(x float64) float64 { return 2 / math.Sqrt(math.Pi) * math.Exp(-x*x) }, []float64{-1, 0.2, 1.5}},
		{"Erfc", func(x float64) float64 { return math.Erfc(x) }, func(x float64) float64 { return -2 / math.Sqrt(math.Pi) * math.Exp(-x*x) }, []float64{-1, 0.2, 1.5}},
		{"Gamma", func(x float64) float64 { return math.Gamma(x) }, func(x float64) float64 { return math.Gamma(x) * psiHalf(x) }, []float64{0.5, 2.5, 4.5, -1.5}},
		{"Floor", func(x float64) float64 { return math.Floor(x) }, func(float64) float64 { return 0 }, []float64{-1.5, 2.3}},
		{"Ceil", func(x float64) float64 { return math.Ceil(x) }, func(float64) float64 { return 0 }, []float64{-1.5, 2.3}},
		{"Trunc", func(x float64) float64 { return math.Trunc(x) }, func(float64) float64 { return 0 }, []float64{-1.5, 2.3}},
		{"Round", func(x float64) float64 { return math.Round(x) }, func(float64) float64 { return 0 }, []float64{-1.3, 2.3}},
		{"RoundToEven", func(x float64) float64 { return math.RoundToEven(x) }, func(float64) float64 { return 0 }, []float64{-1.3, 2.3}},
	}
	for _, f := range fns {
		for _, x := range f.xs {
			r := ad.Check(f.f, x)
			fwd := ad.Derivative(f.f)(x)
			want := f.df(x)
			scale := math.Max(1, math.Abs(want))
			ok := math.Abs(r.Reverse[0]-want) <= 1e-12*scale &&
				math.Abs(fwd-want) <= 1e-12*scale &&
				r.MaxModeDiff <= 1e-12*scale && r.MaxErr < 1e-6
			if ok {
				fmt.Printf("%s'(%v) = %.10g ok\n", f.name, x, r.Reverse[0])
			} else {
				fmt.Printf("%s'(%v): reverse %.17g forward %.17g want %.17g, central %.17g FAIL\n", f.name, x, r.Reverse[0], fwd, want, r.Central[0])
			}
		}
	}
}

// psiHalf is the digamma function at half-integers: ψ(1/2) = -γ - 2 ln 2 and
// ψ(x+1) = ψ(x) + 1/x.
func psiHalf(x float64) float64 {
	const eulerGamma = 0.57721566490153286060651209008240243
	v, y := -eulerGamma-2*math.Ln2, 0.5
	for y < x {
		v += 1 / y
		y++
	}
	for y > x {
		y--
		v -= 1 / y
	}
	return v
}

// Output:
// Sin'(-1.2) = 0.3623577545 ok
// Sin'(0.3) = 0.9553364891 ok
// Sin'(2) = -0.4161468365 ok
// Cos'(-1.2) = 0.932039086 ok
// Cos'(0.3) = -0.2955202067 ok
// Cos'(2) = -0.9092974268 ok
// Tan'(-1.2) = 7.615963967 ok
// Tan'(0.3) = 1.095688915 ok
// Tan'(2) = 5.774399204 ok
// Asin'(-0.7) = 1.400280084 ok
// Asin'(0.1) = 1.005037815 ok
// Asin'(0.9) = 2.294157339 ok
// Acos'(-0.7) = -1.400280084 ok
// Acos'(0.1) = -1.005037815 ok
// Acos'(0.9) = -2.294157339 ok
// Atan'(-2) = 0.2 ok
// Atan'(0.3) = 0.9174311927 ok
// Atan'(1.7) = 0.2570694087 ok
// Sinh'(-2) = 3.762195691 ok
// Sinh'(0.3) = 1.045338514 ok
// Sinh'(1.7) = 2.828315458 ok
// Cosh'(-2) = -3.626860408 ok
// Cosh'(0.3) = 0.3045202934 ok
// Cosh'(1.7) = 2.645631934 ok
// Tanh'(-2) = 0.07065082485 ok
// Tanh'(0.3) = 0.9151369618 ok
// Tanh'(1.7) = 0.1250098706 ok
// Asinh'(-2) = 0.4472135955 ok
// Asinh'(0.3) = 0.9578262852 ok
// Asinh'(1.7) = 0.5070201266 ok
// Acosh'(1.2) = 1.507556723 ok
// Acosh'(2) = 0.5773502692 ok
// Acosh'(10) = 0.1005037815 ok
// Atanh'(-0.7) = 1.960784314 ok
// Atanh'(0.1) = 1.01010101 ok
// Atanh'(0.9) = 5.263157895 ok
// Exp'(-3) = 0.04978706837 ok
// Exp'(0.01) = 1.010050167 ok
// Exp'(2) = 7.389056099 ok
// Exp2'(-3) = 0.08664339757 ok
// Exp2'(0.01) = 0.6979684005 ok
// Exp2'(2) = 2.772588722 ok
// Expm1'(-3) = 0.04978706837 ok
// Expm1'(0.01) = 1.010050167 ok
// Expm1'(2) = 7.389056099 ok
// Log'(0.2) = 5 ok
// Log'(1) = 1 ok
// Log'(50) = 0.02 ok
// Log2'(0.2) = 7.213475204 ok
// Log2'(1) = 1.442695041 ok
// Log2'(50) = 0.02885390082 ok
// Log10'(0.2) = 2.17147241 ok
// Log10'(1) = 0.4342944819 ok
// Log10'(50) = 0.008685889638 ok
// Log1p'(-0.5) = 2 ok
// Log1p'(0.001) = 0.999000999 ok
// Log1p'(3) = 0.25 ok
// Sqrt'(0.04) = 2.5 ok
// Sqrt'(2) = 0.3535533906 ok
// Sqrt'(9) = 0.1666666667 ok
// Cbrt'(-8) = 0.08333333333 ok
// Cbrt'(0.04) = 2.849959911 ok
// Cbrt'(2) = 0.2099868416 ok
// Abs'(-1.5) = -1 ok
// Abs'(2) = 1 ok
// Erf'(-1) = 0.4151074974 ok
// Erf'(0.2) = 1.084134787 ok
// Erf'(1.5) = 0.1189302892 ok
// Erfc'(-1) = -0.4151074974 ok
// Erfc'(0.2) = -1.084134787 ok
// Erfc'(1.5) = -0.1189302892 ok
// Gamma'(0.5) = -3.480230907 ok
// Gamma'(2.5) = 0.9347345216 ok
// Gamma'(4.5) = 16.15496939 ok
// Gamma'(-1.5) = 1.661750261 ok
// Floor'(-1.5) = 0 ok
// Floor'(2.3) = 0 ok
// Ceil'(-1.5) = 0 ok
// Ceil'(2.3) = 0 ok
// Trunc'(-1.5) = 0 ok
// Trunc'(2.3) = 0 ok
// Round'(-1.3) = 0 ok
// Round'(2.3) = 0 ok
// RoundToEven'(-1.3) = 0 ok
// RoundToEven'(2.3) = 0 ok
