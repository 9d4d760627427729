package interp

import (
	"go/types"
	"math"
)

// Value is the one run-time representation of every interpreted Go value.
//
// Scalars live unboxed in N (and X), so arithmetic on int and float64 never
// allocates; everything with identity or variable size lives behind R:
//
//	bool                 N = 0 or 1
//	int*, uint*, uintptr N = the value's two's-complement bits, already wrapped to its size
//	float32, float64     N = math.Float64bits(v) (float32 values are stored widened, rounded)
//	complex64/128        N = bits of real part, X = bits of imaginary part
//	string               R = string (nil R is "")
//	array, struct        R = []Value, one element per array element or field (never nil once initialised)
//	slice                R = []Value (nil R is the nil slice); []bool or []Word when packed (packed.go)
//	pointer              R = *Value (nil R is nil); *bool or *Word to an element of a packed slice
//	map                  R = *Map (nil R is the nil map)
//	func                 R = *Closure (nil R is nil)
//	interface            R = *Iface (nil R is the nil interface)
//
// For float64 values X is reserved for the AD engine: a non-zero X marks a
// value recorded on the active tape (see docs/design.md). Untracked floats
// have X == 0, so the hot path tests one word.
type Value struct {
	N uint64
	X uint64
	R any
}

// Iface is a non-nil interface value: the dynamic type and the value.
type Iface struct {
	T *RType
	V Value
}

// Map is an interpreted map. Keys are normalised to comparable host values by
// the map's key function; the original key Value is kept for range and printing.
type Map struct {
	M   map[any]*MapEntry
	Key func(Value) any // normalises a key; may panic for uncomparable dynamic types
}

// MapEntry is one key/value pair of a Map.
type MapEntry struct {
	K, V Value
}

// Closure is a function value: compiled code, captured variables, and for
// method values the bound receiver.
type Closure struct {
	Fn  *Func
	Env []Value // captured variables: a copy (unit.byValue) or Value{R: its cell}; a method value's receiver (Func.bound)
}

// Constructors and accessors. They are tiny and inlined; the compiler uses them
// everywhere so that the representation stays in one place.

func MakeInt(i int64) Value     { return Value{N: uint64(i)} }
func MakeUint(u uint64) Value   { return Value{N: u} }
func MakeFloat(f float64) Value { return Value{N: math.Float64bits(f)} }
func MakeString(s string) Value { return Value{R: s} }
func MakeComplex(c complex128) Value {
	return Value{N: math.Float64bits(real(c)), X: math.Float64bits(imag(c))}
}
func MakeBool(b bool) Value {
	if b {
		return Value{N: 1}
	}
	return Value{}
}

func (v Value) Int() int64     { return int64(v.N) }
func (v Value) Uint() uint64   { return v.N }
func (v Value) Float() float64 { return math.Float64frombits(v.N) }
func (v Value) Bool() bool     { return v.N != 0 }
func (v Value) Complex() complex128 {
	return complex(math.Float64frombits(v.N), math.Float64frombits(v.X))
}
func (v Value) String() string {
	s, _ := v.R.(string)
	return s
}

// Elems returns the elements of an array, struct or slice. For a packed
// slice (packed.go) it is a copy: writes to it are lost, so host code that
// changes elements uses SetIndex or EditElems.
func (v Value) Elems() []Value {
	if e, ok := v.R.([]Value); ok {
		return e
	}
	return elemValues(v)
}

// Bytes copies a []byte (or []uint8) Value to a host slice; nil stays nil.
func (v Value) Bytes() []byte {
	es := v.Elems()
	if es == nil {
		if v.R == nil {
			return nil
		}
		return []byte{}
	}
	b := make([]byte, len(es))
	for i, e := range es {
		b[i] = byte(e.N)
	}
	return b
}
func (v Value) Ptr() *Value    { p, _ := v.R.(*Value); return p }
func (v Value) MapVal() *Map   { m, _ := v.R.(*Map); return m }
func (v Value) Func() *Closure { c, _ := v.R.(*Closure); return c }
func (v Value) Iface() *Iface  { i, _ := v.R.(*Iface); return i }

// RType is the run-time descriptor of a type: interned so that two identical
// types share one *RType and dynamic type checks are pointer comparisons.
type RType struct {
	T    types.Type
	Name string // as %T prints it
	// methods caches compiled method thunks by name (see methods.go).
	methods map[string]*Func
	// host holds methods of synthetic types (runtime.Error) implemented on the host.
	host map[string]*Func
	// impl caches interface satisfaction checks against this type.
	impl map[*types.Interface]bool
	// zero returns a fresh zero value of the type.
	zero func() Value
	// eq compares two values of this type; nil when the type is not comparable.
	eq func(a, b Value) bool
	// key normalises a value of this type for use as a map key.
	key func(Value) any
	// copy returns an independent copy of an array or struct value (identity for others).
	copy func(Value) Value
}
