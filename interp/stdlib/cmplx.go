package stdlib

import (
	"math/cmplx"

	"github.com/adrepl/adrepl/interp"
)

// Package math/cmplx: every exported function; the bindings are generated
// by internal/genlib.

func addCmplx(add func(*interp.Library)) {
	add(&interp.Library{
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

var cmplxGenHost = map[string]*interp.HostFunc{
	"Abs": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeFloat(cmplx.Abs(c.Args[0].Complex()))
	}},
	"Acos": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Acos(c.Args[0].Complex()))
	}},
	"Acosh": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Acosh(c.Args[0].Complex()))
	}},
	"Asin": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Asin(c.Args[0].Complex()))
	}},
	"Asinh": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Asinh(c.Args[0].Complex()))
	}},
	"Atan": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Atan(c.Args[0].Complex()))
	}},
	"Atanh": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Atanh(c.Args[0].Complex()))
	}},
	"Conj": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Conj(c.Args[0].Complex()))
	}},
	"Cos": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Cos(c.Args[0].Complex()))
	}},
	"Cosh": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Cosh(c.Args[0].Complex()))
	}},
	"Cot": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Cot(c.Args[0].Complex()))
	}},
	"Exp": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Exp(c.Args[0].Complex()))
	}},
	"Inf": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Inf())
	}},
	"IsInf": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeBool(cmplx.IsInf(c.Args[0].Complex()))
	}},
	"IsNaN": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeBool(cmplx.IsNaN(c.Args[0].Complex()))
	}},
	"Log": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Log(c.Args[0].Complex()))
	}},
	"Log10": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Log10(c.Args[0].Complex()))
	}},
	"NaN": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.NaN())
	}},
	"Phase": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeFloat(cmplx.Phase(c.Args[0].Complex()))
	}},
	"Polar": {Call: func(c *interp.Call) {
		r0, r1 := cmplx.Polar(c.Args[0].Complex())
		c.Results[0] = interp.MakeFloat(r0)
		c.Results[1] = interp.MakeFloat(r1)
	}},
	"Pow": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Pow(c.Args[0].Complex(), c.Args[1].Complex()))
	}},
	"Rect": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Rect(c.Args[0].Float(), c.Args[1].Float()))
	}},
	"Sin": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Sin(c.Args[0].Complex()))
	}},
	"Sinh": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Sinh(c.Args[0].Complex()))
	}},
	"Sqrt": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Sqrt(c.Args[0].Complex()))
	}},
	"Tan": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Tan(c.Args[0].Complex()))
	}},
	"Tanh": {Call: func(c *interp.Call) {
		c.Results[0] = interp.MakeComplex(cmplx.Tanh(c.Args[0].Complex()))
	}},
}

// END GENERATED cmplx

var _ = cmplx.Abs
