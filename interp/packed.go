package interp

import (
	"go/types"
	"unsafe"
)

// Packed slices (issue 17, docs/design.md "Direct data access").
//
// A slice whose element type is bool, an integer kind other than byte and
// rune, or float64 keeps its elements in a host slice without pointers
// instead of one 32-byte Value each:
//
//	[]bool            R = []bool          (one byte per element)
//	integers, float64 R = []Word          (N and X of the element's Value)
//
// The host slice is the slice: reslicing, cap, append growth, copy and the
// aliasing of two slices of one backing array are Go's own. A float64 keeps
// its tape mark in Word.X, so tracked values stored into a []float64 read
// back with their mark and gradients stay exact. A pointer to an element
// (&s[i]) is R = *bool or *Word, a second pointer form beside *Value; two
// pointers to one element compare equal because the host pointers do.
//
// The representation of a slice Value is dynamic: every operation here
// accepts []Value too (a slice made before the packed form existed for its
// type, or by a host binding that builds []Value), so a packed and an
// unpacked slice of one element type behave alike; only the typed fast
// paths of fastaccess.go assume the packed form and fall back to these
// helpers when it is not there. packKind is the one place that chooses.

// Word is one element of a packed slice of integers or float64: the N and
// X of its Value (R is always nil for these kinds).
type Word struct{ N, X uint64 }

const wordSize = int64(unsafe.Sizeof(Word{}))

// packedSlices turns the packed representation on. Off, every slice is
// []Value as before.
const packedSlices = true

// Packing kinds.
const (
	pkNone = iota
	pkBool
	pkWord
)

// packKind is the one function that decides how slices of element type t
// are stored.
func packKind(t types.Type) int {
	if !packedSlices || t == nil {
		return pkNone
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return pkNone
	}
	switch b.Kind() {
	case types.Bool:
		return pkBool
	case types.Int, types.Int8, types.Int16, types.Int64,
		types.Uint, types.Uint16, types.Uint32, types.Uint64, types.Uintptr,
		types.Float64:
		return pkWord
	}
	return pkNone
}

// packedElemBytes is what one element of kind pk costs the memory budget.
func packedElemBytes(pk int) int64 {
	if pk == pkBool {
		return 1
	}
	return wordSize
}

// makePacked returns a new slice of kind pk, length l and capacity c, all
// elements zero.
func makePacked(pk int, l, c int) Value {
	if pk == pkBool {
		return Value{R: make([]bool, l, c)}
	}
	return Value{R: make([]Word, l, c)}
}

func b2n(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// sliceLen is len(s) for a slice or array Value of any representation.
func sliceLen(v Value) int {
	switch s := v.R.(type) {
	case []Value:
		return len(s)
	case []Word:
		return len(s)
	case []bool:
		return len(s)
	}
	return 0
}

// sliceCap is cap(s).
func sliceCap(v Value) int {
	switch s := v.R.(type) {
	case []Value:
		return cap(s)
	case []Word:
		return cap(s)
	case []bool:
		return cap(s)
	}
	return 0
}

// elemAt is s[i]; i must be in range.
func elemAt(v Value, i int) Value {
	switch s := v.R.(type) {
	case []Value:
		return s[i]
	case []Word:
		return Value{N: s[i].N, X: s[i].X}
	case []bool:
		return Value{N: b2n(s[i])}
	}
	panic("interp: elemAt of a non-slice")
}

// setElem is s[i] = x; i must be in range.
func setElem(v Value, i int, x Value) {
	switch s := v.R.(type) {
	case []Value:
		s[i] = x
	case []Word:
		s[i] = Word{x.N, x.X}
	case []bool:
		s[i] = x.N != 0
	default:
		panic("interp: setElem of a non-slice")
	}
}

// elemPtr is &s[i] as a pointer Value; i must be in range.
func elemPtr(v Value, i int) Value {
	switch s := v.R.(type) {
	case []Value:
		return Value{R: &s[i]}
	case []Word:
		return Value{R: &s[i]}
	case []bool:
		return Value{R: &s[i]}
	}
	panic("interp: elemPtr of a non-slice")
}

// reslice is s[l:h:m]; the bounds must be valid. A nil slice stays nil.
func reslice(v Value, l, h, m int) Value {
	switch s := v.R.(type) {
	case []Value:
		if s == nil {
			return Value{}
		}
		return Value{R: s[l:h:m]}
	case []Word:
		if s == nil {
			return Value{}
		}
		return Value{R: s[l:h:m]}
	case []bool:
		if s == nil {
			return Value{}
		}
		return Value{R: s[l:h:m]}
	}
	return Value{}
}

// elemValues returns the elements as []Value: the slice itself when it is
// one, else a copy (writes to it do not reach a packed slice). Not inlined,
// so that Value.Elems stays small enough to be.
//
//go:noinline
func elemValues(v Value) []Value {
	switch s := v.R.(type) {
	case []Value:
		return s
	case []Word:
		out := make([]Value, len(s))
		for i, w := range s {
			out[i] = Value{N: w.N, X: w.X}
		}
		return out
	case []bool:
		out := make([]Value, len(s))
		for i, b := range s {
			out[i] = Value{N: b2n(b)}
		}
		return out
	}
	return nil
}

// isSliceRep reports whether R holds a slice or array of any representation.
func isSliceRep(r any) bool {
	switch r.(type) {
	case []Value, []Word, []bool:
		return true
	}
	return false
}

// copyElems is copy(dst, src) for slices of one element type in any
// representations; overlapping slices of one backing array copy as Go's
// copy does. cp copies aggregate elements (nil for others).
func copyElems(dst, src Value, cp func(Value) Value) int {
	switch d := dst.R.(type) {
	case []Word:
		if s, ok := src.R.([]Word); ok {
			return copy(d, s)
		}
	case []bool:
		if s, ok := src.R.([]bool); ok {
			return copy(d, s)
		}
	case []Value:
		if s, ok := src.R.([]Value); ok {
			if cp == nil {
				return copy(d, s)
			}
			n := min(len(d), len(s))
			tmp := make([]Value, n)
			for i := 0; i < n; i++ {
				tmp[i] = cp(s[i])
			}
			return copy(d, tmp)
		}
	}
	// Mixed representations never share a backing array.
	n := min(sliceLen(dst), sliceLen(src))
	for i := 0; i < n; i++ {
		setElem(dst, i, elemAt(src, i))
	}
	return n
}

// derefPtr is *p for a non-nil pointer Value of any form.
func derefPtr(v Value) Value {
	switch p := v.R.(type) {
	case *Value:
		return *p
	case *Word:
		return Value{N: p.N, X: p.X}
	case *bool:
		return Value{N: b2n(*p)}
	}
	panic("interp: deref of a non-pointer")
}

// storePtr is *p = x for a non-nil pointer Value of any form.
func storePtr(v Value, x Value) {
	switch p := v.R.(type) {
	case *Value:
		*p = x
	case *Word:
		*p = Word{x.N, x.X}
	case *bool:
		*p = x.N != 0
	default:
		panic("interp: store through a non-pointer")
	}
}

// Exported views for host bindings (interp/stdlib).

// Len is len(v) for a slice Value of any representation.
func (v Value) Len() int { return sliceLen(v) }

// Index is v[i] for a slice Value; i must be in range.
func (v Value) Index(i int) Value { return elemAt(v, i) }

// SetIndex is v[i] = x for a slice Value; i must be in range.
func (v Value) SetIndex(i int, x Value) { setElem(v, i, x) }

// EditElems runs f on the elements of a slice as []Value and writes them
// back when the slice is packed, for host code that sorts or permutes in
// place.
func (v Value) EditElems(f func([]Value)) {
	es := elemValues(v)
	f(es)
	if _, ok := v.R.([]Value); ok {
		return
	}
	for i, e := range es {
		setElem(v, i, e)
	}
}

// SliceOf makes a slice Value of element type et from vals, in the
// representation packKind chooses (nil vals is the nil slice).
func SliceOf(et types.Type, vals []Value) Value {
	if vals == nil {
		return Value{}
	}
	pk := packKind(et)
	if pk == pkNone {
		return Value{R: vals}
	}
	out := makePacked(pk, len(vals), len(vals))
	for i, x := range vals {
		setElem(out, i, x)
	}
	return out
}
