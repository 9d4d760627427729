package stdlib

import (
	"go/types"

	"github.com/adrepl/adrepl/interp"
)

// Conversions between interpreted values and host slices and functions,
// for the bindings of this package (and the generated ones, *_gen.go).

// valueBytes converts an interpreted []byte (nil stays nil).
func valueBytes(v interp.Value) []byte { return v.Bytes() }

// valueStrings converts an interpreted []string.
func valueStrings(v interp.Value) []string {
	es := v.Elems()
	if es == nil {
		return nil
	}
	s := make([]string, len(es))
	for i, e := range es {
		s[i] = e.String()
	}
	return s
}

// stringValues converts a host []string to an interpreted one.
func stringValues(s []string) interp.Value {
	if s == nil {
		return interp.Value{}
	}
	es := make([]interp.Value, len(s))
	for i, x := range s {
		es[i] = interp.MakeString(x)
	}
	return interp.Value{R: es}
}

func byteValues(b []byte) interp.Value {
	if b == nil {
		return interp.Value{}
	}
	es := make([]interp.Value, len(b))
	for i, x := range b {
		es[i] = interp.MakeUint(uint64(x))
	}
	return interp.Value{R: es}
}

func valueRunes(v interp.Value) []rune {
	es := v.Elems()
	if es == nil {
		return nil
	}
	r := make([]rune, len(es))
	for i, e := range es {
		r[i] = rune(e.N)
	}
	return r
}

func runeValues(r []rune) interp.Value {
	if r == nil {
		return interp.Value{}
	}
	es := make([]interp.Value, len(r))
	for i, x := range r {
		es[i] = interp.MakeInt(int64(x))
	}
	return interp.Value{R: es}
}

func valueInts(v interp.Value) []int {
	es := v.Elems()
	if es == nil {
		return nil
	}
	s := make([]int, len(es))
	for i, e := range es {
		s[i] = int(e.Int())
	}
	return s
}

func intValues(s []int) interp.Value {
	if s == nil {
		return interp.Value{}
	}
	es := make([]interp.Value, len(s))
	for i, x := range s {
		es[i] = interp.MakeInt(int64(x))
	}
	return interp.SliceOf(types.Typ[types.Int], es)
}

// runePred wraps an interpreted func(rune) bool.
func runePred(in *interp.Interp, f interp.Value) func(rune) bool {
	return func(r rune) bool { return in.CallFunc(f, interp.MakeInt(int64(r)))[0].Bool() }
}

// runeMapping wraps an interpreted func(rune) rune.
func runeMapping(in *interp.Interp, f interp.Value) func(rune) rune {
	return func(r rune) rune { return rune(in.CallFunc(f, interp.MakeInt(int64(r)))[0].Int()) }
}
