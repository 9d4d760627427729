package viz

import (
	"fmt"
	"math"

	"github.com/adrepl/adrepl/ad"
)

// num renders a number for tables and labels (6 significant digits, as the
// REPL's tape table).
func num(v float64) string { return fmt.Sprintf("%.6g", v) }

// short renders a number for graph nodes and chart labels.
func short(v float64) string { return fmt.Sprintf("%.4g", v) }

func norm2(d []float64) float64 {
	s := 0.0
	for _, v := range d {
		s += v * v
	}
	return math.Sqrt(s)
}

// entryValue renders an entry's value: the number, or a tensor's shape and norm.
func entryValue(e ad.Entry, digits func(float64) string) string {
	if e.Tensor != nil {
		return e.Tensor.Shape() + " ‖" + short(norm2(e.Tensor.Data)) + "‖"
	}
	return digits(e.Value)
}

// entryAdjoint renders an entry's adjoint ("" when the last reverse sweep
// did not reach it).
func entryAdjoint(e ad.Entry, digits func(float64) string) string {
	if e.Tensor != nil {
		if e.TAdj != nil {
			return "‖" + short(norm2(e.TAdj)) + "‖"
		}
		return ""
	}
	if e.HasAdj {
		return digits(e.Adjoint)
	}
	return ""
}

// entryTangent renders an entry's tangent from the last forward sweep.
func entryTangent(t *ad.View, e ad.Entry, digits func(float64) string) string {
	if e.Tensor != nil {
		if tt := t.TensorTangentAt(e.Index); tt != nil {
			return "‖" + short(norm2(tt)) + "‖"
		}
		return ""
	}
	if v, ok := t.TangentAt(e.Index); ok {
		return digits(v)
	}
	return ""
}

// plural is "1 entry", "2 entries".
func plural(n int, one, many string) string { return ad.Plural(n, one, many) }
