package interp

import "math/cmplx"

// Package math/cmplx: every exported function; the bindings are generated
// by internal/genlib.

func init() {
	RegisterLibrary(&Library{
		Path: "math/cmplx",
		Src:  "package cmplx\n" + cmplxGenSrc,
		Host: cmplxGenHost,
		Doc: map[string]string{
			"Abs":   "Abs(x) is the magnitude of x.",
			"Phase": "Phase(x) is the argument of x, in [-Pi, Pi].",
			"Polar": "Polar(x) is x in polar coordinates (r, θ).",
			"Rect":  "Rect(r, θ) is the complex number with polar coordinates r, θ.",
			"Sqrt":  "Sqrt(x) is the principal square root of x.",
			"Exp":   "Exp(x) is e to the power x.",
			"Log":   "Log(x) is the principal natural logarithm of x.",
			"Pow":   "Pow(x, y) is x to the power y.",
			"Conj":  "Conj(x) is the complex conjugate of x.",
			"Inf":   "Inf() is a complex infinity.",
			"IsNaN": "IsNaN(x) reports whether either part of x is NaN and neither is infinite.",
		},
	})
}

// BEGIN GENERATED cmplx (internal/genlib): do not edit between these markers.

const cmplxGenSrc = `
func Abs(x complex128) float64
func Acos(x complex128) complex128
func Acosh(x complex128) complex128
func Asin(x complex128) complex128
func Asinh(x complex128) complex128
func Atan(x complex128) complex128
func Atanh(x complex128) complex128
func Conj(x complex128) complex128
func Cos(x complex128) complex128
func Cosh(x complex128) complex128
func Cot(x complex128) complex128
func Exp(x complex128) complex128
func Inf() complex128
func IsInf(x complex128) bool
func IsNaN(x complex128) bool
func Log(x complex128) complex128
func Log10(x complex128) complex128
func NaN() complex128
func Phase(x complex128) float64
func Polar(x complex128) (r float64, θ float64)
func Pow(x complex128, y complex128) complex128
func Rect(r float64, θ float64) complex128
func Sin(x complex128) complex128
func Sinh(x complex128) complex128
func Sqrt(x complex128) complex128
func Tan(x complex128) complex128
func Tanh(x complex128) complex128
`

var cmplxGenHost = map[string]*HostFunc{
	"Abs": {Call: func(c *Call) {
		c.Results[0] = MakeFloat(cmplx.Abs(c.Args[0].Complex()))
	}},
	"Acos": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Acos(c.Args[0].Complex()))
	}},
	"Acosh": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Acosh(c.Args[0].Complex()))
	}},
	"Asin": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Asin(c.Args[0].Complex()))
	}},
	"Asinh": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Asinh(c.Args[0].Complex()))
	}},
	"Atan": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Atan(c.Args[0].Complex()))
	}},
	"Atanh": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Atanh(c.Args[0].Complex()))
	}},
	"Conj": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Conj(c.Args[0].Complex()))
	}},
	"Cos": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Cos(c.Args[0].Complex()))
	}},
	"Cosh": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Cosh(c.Args[0].Complex()))
	}},
	"Cot": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Cot(c.Args[0].Complex()))
	}},
	"Exp": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Exp(c.Args[0].Complex()))
	}},
	"Inf": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Inf())
	}},
	"IsInf": {Call: func(c *Call) {
		c.Results[0] = MakeBool(cmplx.IsInf(c.Args[0].Complex()))
	}},
	"IsNaN": {Call: func(c *Call) {
		c.Results[0] = MakeBool(cmplx.IsNaN(c.Args[0].Complex()))
	}},
	"Log": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Log(c.Args[0].Complex()))
	}},
	"Log10": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Log10(c.Args[0].Complex()))
	}},
	"NaN": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.NaN())
	}},
	"Phase": {Call: func(c *Call) {
		c.Results[0] = MakeFloat(cmplx.Phase(c.Args[0].Complex()))
	}},
	"Polar": {Call: func(c *Call) {
		r0, r1 := cmplx.Polar(c.Args[0].Complex())
		c.Results[0] = MakeFloat(r0)
		c.Results[1] = MakeFloat(r1)
	}},
	"Pow": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Pow(c.Args[0].Complex(), c.Args[1].Complex()))
	}},
	"Rect": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Rect(c.Args[0].Float(), c.Args[1].Float()))
	}},
	"Sin": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Sin(c.Args[0].Complex()))
	}},
	"Sinh": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Sinh(c.Args[0].Complex()))
	}},
	"Sqrt": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Sqrt(c.Args[0].Complex()))
	}},
	"Tan": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Tan(c.Args[0].Complex()))
	}},
	"Tanh": {Call: func(c *Call) {
		c.Results[0] = MakeComplex(cmplx.Tanh(c.Args[0].Complex()))
	}},
}

// END GENERATED cmplx

var _ = cmplx.Abs
