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

var _ = cmplx.Abs

func init() {
	// cmplx.Rect is the one function of the package that builds a complex
	// number from floats: like the complex builtin, it refuses a float being
	// differentiated instead of returning a value whose derivative is
	// silently 0 (complex arithmetic is not recorded).
	rect := cmplxGenHost["Rect"].Call
	cmplxGenHost["Rect"] = &interp.HostFunc{Call: func(c *interp.Call) {
		c.RefuseTracked("differentiating through complex numbers is not supported yet: cmplx.Rect(r, θ) of a float64 being differentiated (keep differentiated arithmetic in float64: r·math.Cos(θ), r·math.Sin(θ))")
		rect(c)
	}}
}
