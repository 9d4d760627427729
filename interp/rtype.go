package interp

import (
	"go/types"
	"math"
	"strconv"
	"strings"
)

// rtypes interns run-time type descriptors: identical types share one *RType.
type rtypes struct {
	byStr map[string][]*RType
}

// qualifier prints package-level names as Go's %T does: "main.T", "time.Duration".
func qualifier(p *types.Package) string { return p.Name() }

// RType returns the interned descriptor of t.
func (in *Interp) RType(t types.Type) *RType {
	rs := &in.rt.types
	if rs.byStr == nil {
		rs.byStr = map[string][]*RType{}
	}
	// The key is the type as %T spells it: identical types spell alike even
	// when go/types prints them apart (byte and uint8, any and interface{},
	// func() (ok bool) and func() bool); types.Identical tells apart the
	// different types that share a spelling.
	s := typeString(t)
	for _, r := range rs.byStr[s] {
		if types.Identical(r.T, t) {
			return r
		}
	}
	r := &RType{T: t, Name: typeString(t)}
	rs.byStr[s] = append(rs.byStr[s], r)
	in.fillRType(r)
	return r
}

func (in *Interp) fillRType(r *RType) {
	t := r.T
	r.zero = in.zeroFunc(t)
	r.copy = copyFunc(t)
	if types.Comparable(t) {
		r.eq = in.eqFunc(t)
		r.key = in.keyFunc(t)
	}
}

// isAggregate reports whether values of t are arrays or structs, whose Value
// holds a []Value that assignment must copy.
func isAggregate(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Array, *types.Struct:
		return true
	}
	return false
}

// zeroFunc returns a function producing fresh zero values of t.
func (in *Interp) zeroFunc(t types.Type) func() Value {
	if n := valueCount(t); n > maxSliceElems {
		// A value this large would exhaust memory: a run-time error
		// when one is made, not a crash.
		return func() Value {
			panic(outOfMemory("a value of type " + typeString(t) + " needs " + fmtInt(n) + " words"))
		}
	}
	if n := valueCount(t) * valueSize; n >= chargeMin {
		// A large array or struct is charged before it is made.
		what := "a value of type " + typeString(t)
		z := in.zeroFuncUncharged(t)
		return func() Value { in.charge(n, what); return z() }
	}
	return in.zeroFuncUncharged(t)
}

func (in *Interp) zeroFuncUncharged(t types.Type) func() Value {
	switch u := t.Underlying().(type) {
	case *types.Array:
		n := int(u.Len())
		if !isAggregate(u.Elem()) {
			return func() Value { return Value{R: make([]Value, n)} }
		}
		ez := in.zeroFunc(u.Elem())
		return func() Value {
			e := make([]Value, n)
			for i := range e {
				e[i] = ez()
			}
			return Value{R: e}
		}
	case *types.Struct:
		n := u.NumFields()
		var fz []func() Value
		var idx []int
		for i := 0; i < n; i++ {
			if isAggregate(u.Field(i).Type()) {
				fz = append(fz, in.zeroFunc(u.Field(i).Type()))
				idx = append(idx, i)
			}
		}
		if len(fz) == 0 {
			return func() Value { return Value{R: make([]Value, n)} }
		}
		return func() Value {
			e := make([]Value, n)
			for k, i := range idx {
				e[i] = fz[k]()
			}
			return Value{R: e}
		}
	}
	return func() Value { return Value{} }
}

// valueCount is how many Values a value of t occupies (saturating).
func valueCount(t types.Type) int64 {
	switch u := t.Underlying().(type) {
	case *types.Array:
		n := u.Len()
		e := valueCount(u.Elem())
		if n > 0 && e > (1<<40)/n {
			return 1 << 40
		}
		return n * max(e, 1)
	case *types.Struct:
		s := int64(0)
		for i := 0; i < u.NumFields(); i++ {
			s += valueCount(u.Field(i).Type())
			if s > 1<<40 {
				return 1 << 40
			}
		}
		return max(s, 1)
	}
	return 1
}

// copyFunc returns the function that copies a value of t on assignment:
// arrays and structs are copied deeply through nested arrays and structs.
func copyFunc(t types.Type) func(Value) Value {
	if !isAggregate(t) {
		return nil
	}
	var elems []types.Type
	switch u := t.Underlying().(type) {
	case *types.Array:
		if isAggregate(u.Elem()) {
			ec := copyFunc(u.Elem())
			return func(v Value) Value {
				src := v.R.([]Value)
				dst := make([]Value, len(src))
				for i := range src {
					dst[i] = ec(src[i])
				}
				return Value{R: dst}
			}
		}
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			elems = append(elems, u.Field(i).Type())
		}
		var cs []func(Value) Value
		any := false
		for _, e := range elems {
			c := copyFunc(e)
			cs = append(cs, c)
			any = any || c != nil
		}
		if any {
			return func(v Value) Value {
				src := v.R.([]Value)
				dst := make([]Value, len(src))
				for i := range src {
					if cs[i] != nil {
						dst[i] = cs[i](src[i])
					} else {
						dst[i] = src[i]
					}
				}
				return Value{R: dst}
			}
		}
	}
	return func(v Value) Value {
		src, ok := v.R.([]Value)
		if !ok {
			// An array seen through a pointer converted from a packed
			// slice: the copy is an ordinary array.
			return Value{R: elemValues(v)}
		}
		dst := make([]Value, len(src))
		copy(dst, src)
		return Value{R: dst}
	}
}

// copyIntoV is copyInto for aggregate Values whose storage may be packed
// (an array behind a pointer converted from a packed slice).
func copyIntoV(dst, src Value, t types.Type) {
	d, ok1 := dst.R.([]Value)
	s, ok2 := src.R.([]Value)
	if ok1 && ok2 {
		copyInto(d, s, t)
		return
	}
	copyElems(dst, src, nil)
}

// copyInto overwrites the aggregate dst in place with src, so that pointers
// into dst (to fields or elements) observe the assignment as in Go.
func copyInto(dst, src []Value, t types.Type) {
	switch u := t.Underlying().(type) {
	case *types.Array:
		if isAggregate(u.Elem()) {
			for i := range src {
				copyInto(dst[i].R.([]Value), src[i].R.([]Value), u.Elem())
			}
			return
		}
	case *types.Struct:
		for i := range src {
			ft := u.Field(i).Type()
			if isAggregate(ft) {
				copyInto(dst[i].R.([]Value), src[i].R.([]Value), ft)
			} else {
				dst[i] = src[i]
			}
		}
		return
	}
	copy(dst, src)
}

// eqFunc returns == for values of a comparable type t.
func (in *Interp) eqFunc(t types.Type) func(a, b Value) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return func(a, b Value) bool { return a.String() == b.String() }
		case u.Info()&types.IsFloat != 0:
			return func(a, b Value) bool { return a.Float() == b.Float() }
		case u.Info()&types.IsComplex != 0:
			return func(a, b Value) bool { return a.Complex() == b.Complex() }
		case u.Kind() == types.UnsafePointer:
			return func(a, b Value) bool { return a.R == b.R }
		}
		return func(a, b Value) bool { return a.N == b.N }
	case *types.Pointer, *types.Chan:
		return func(a, b Value) bool { return a.R == b.R }
	case *types.Interface:
		return func(a, b Value) bool { return in.ifaceEq(a, b) }
	case *types.Array:
		ee := in.eqFunc(u.Elem())
		return func(a, b Value) bool {
			x, ok1 := a.R.([]Value)
			y, ok2 := b.R.([]Value)
			if !ok1 || !ok2 {
				for i := range sliceLen(a) {
					if !ee(elemAt(a, i), elemAt(b, i)) {
						return false
					}
				}
				return true
			}
			for i := range x {
				if !ee(x[i], y[i]) {
					return false
				}
			}
			return true
		}
	case *types.Struct:
		fe := make([]func(a, b Value) bool, u.NumFields())
		for i := range fe {
			fe[i] = in.eqFunc(u.Field(i).Type())
		}
		return func(a, b Value) bool {
			x, y := a.R.([]Value), b.R.([]Value)
			for i := range x {
				if u.Field(i).Name() == "_" {
					continue
				}
				if !fe[i](x[i], y[i]) {
					return false
				}
			}
			return true
		}
	}
	return nil
}

// ifaceEq compares two interface values as Go does, panicking on
// uncomparable dynamic types.
func (in *Interp) ifaceEq(a, b Value) bool {
	x, y := a.Iface(), b.Iface()
	if x == nil || y == nil {
		return x == y
	}
	if x.T != y.T {
		return false
	}
	if x.T.eq == nil {
		in.runtimePanic("runtime error: comparing uncomparable type " + x.T.Name)
	}
	return x.T.eq(x.V, y.V)
}

// keyFunc returns the map-key normaliser of a comparable type t: a host value
// that is == exactly when the interpreted values are.
func (in *Interp) keyFunc(t types.Type) func(Value) any {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			// R already holds the string as an interface: reuse it rather
			// than box v.String() again (an allocation per map operation).
			return func(v Value) any {
				if v.R == nil {
					return ""
				}
				return v.R
			}
		case u.Info()&types.IsFloat != 0:
			return func(v Value) any { return v.Float() }
		case u.Info()&types.IsComplex != 0:
			return func(v Value) any { return v.Complex() }
		}
		return func(v Value) any { return v.N }
	case *types.Pointer, *types.Chan:
		return func(v Value) any { return v.R }
	case *types.Interface:
		return func(v Value) any {
			x := v.Iface()
			if x == nil {
				return nil
			}
			if x.T.key == nil {
				in.runtimePanic("runtime error: hash of unhashable type " + x.T.Name)
			}
			return ifaceKey{x.T, x.T.key(x.V)}
		}
	case *types.Array, *types.Struct:
		// Aggregates become a string of their components' keys. Floats keep
		// their exact bits except that -0 becomes +0; a NaN component makes
		// the key unique, as NaN != NaN.
		return func(v Value) any {
			var b strings.Builder
			in.appendKey(&b, v, t)
			return aggKey(b.String())
		}
	}
	return nil
}

type ifaceKey struct {
	t *RType
	k any
}

type aggKey string

type nanKey struct{ p *int }

func (in *Interp) appendKey(b *strings.Builder, v Value, t types.Type) {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			s := v.String()
			b.WriteString(strconv.Itoa(len(s)))
			b.WriteByte(':')
			b.WriteString(s)
		case u.Info()&types.IsFloat != 0, u.Info()&types.IsComplex != 0:
			for _, bits := range []uint64{v.N, v.X} {
				f := math.Float64frombits(bits)
				if f != f {
					// NaN: unique key so that it never matches.
					b.WriteString("nan" + strconv.FormatUint(in.rt.nanSeq(), 10))
				} else if f == 0 {
					b.WriteString("0")
				} else {
					b.WriteString(strconv.FormatUint(bits, 16))
				}
				b.WriteByte(',')
			}
		default:
			b.WriteString(strconv.FormatUint(v.N, 16))
		}
		b.WriteByte(';')
	case *types.Array:
		for _, e := range v.Elems() {
			in.appendKey(b, e, u.Elem())
		}
	case *types.Struct:
		for i, e := range v.Elems() {
			in.appendKey(b, e, u.Field(i).Type())
		}
	default:
		// Pointers and interfaces inside aggregates: identity of the host key.
		k := in.RType(t).key(v)
		b.WriteString(strconv.Itoa(in.rt.keyID(k)))
		b.WriteByte(';')
	}
}
