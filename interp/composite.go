package interp

import (
	"go/ast"
	"go/token"
	"go/types"
	"math"
)

// ---- composite literals ----

func (c *compiler) compositeLit(e *ast.CompositeLit, t types.Type) expr {
	t = c.typ(t)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		// Elided &T in nested literals: []*T{{...}}.
		inner := c.compositeLit(e, p.Elem())
		return func(fr *frame) Value {
			v := inner(fr)
			return Value{R: &v}
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return c.structLit(e, t, u)
	case *types.Array:
		elems, n := c.indexedElems(e, u.Elem())
		if n < u.Len() {
			n = u.Len()
		}
		return c.arrayLit(e, elems, n, u.Elem())
	case *types.Slice:
		elems, n := c.indexedElems(e, u.Elem())
		if pk := packKind(u.Elem()); pk != pkNone {
			in, pos := c.in, e.Lbrace
			return func(fr *frame) Value {
				// A huge index ([]float64{1 << 40: 1}) makes a huge slice.
				in.chargeLit(fr, pos, n, 8)
				out := makePacked(pk, int(n), int(n))
				for _, el := range elems {
					setElem(out, el.index, el.val(fr))
				}
				return out
			}
		}
		return c.arrayLit(e, elems, n, u.Elem())
	case *types.Map:
		return c.mapLit(e, u)
	}
	c.unsupported(e, "composite literal of this type")
	return nil
}

type litElem struct {
	index int
	val   expr
}

// elemExpr compiles an element of a composite literal, with the type of a
// nested literal elided.
func (c *compiler) elemExpr(e ast.Expr, t types.Type) expr {
	if lit, ok := e.(*ast.CompositeLit); ok && lit.Type == nil {
		return c.compositeLit(lit, t)
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		if lit, ok := u.X.(*ast.CompositeLit); ok && lit.Type == nil {
			inner := c.compositeLit(lit, t.Underlying().(*types.Pointer).Elem())
			return func(fr *frame) Value { v := inner(fr); return Value{R: &v} }
		}
	}
	return c.exprTo(e, t)
}

func (c *compiler) indexedElems(e *ast.CompositeLit, et types.Type) ([]litElem, int64) {
	var elems []litElem
	idx := int64(0)
	max := int64(0)
	for _, el := range e.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			k, ok := c.constOf(kv.Key)
			if !ok {
				c.errorAt(kv.Key, "internal error: non-constant index")
			}
			idx = k.Int()
			el = kv.Value
		}
		elems = append(elems, litElem{int(idx), c.elemExpr(el, et)})
		idx++
		if idx > max {
			max = idx
		}
	}
	return elems, max
}

func (c *compiler) arrayLit(e *ast.CompositeLit, elems []litElem, n int64, et types.Type) expr {
	zero := c.zeroOf(et)
	agg := isAggregate(et)
	in, pos := c.in, e.Lbrace
	per := int64(valueSize)
	if agg {
		per += max(elemSize(et), valueSize)
	}
	return func(fr *frame) Value {
		// A huge index ([...]int{1 << 45: 1}) makes a huge array.
		in.chargeLit(fr, pos, n, per)
		out := make([]Value, n)
		if agg {
			for i := range out {
				out[i] = zero()
			}
		}
		for _, el := range elems {
			out[el.index] = el.val(fr)
		}
		return Value{R: out}
	}
}

func (c *compiler) structLit(e *ast.CompositeLit, t types.Type, st *types.Struct) expr {
	zero := c.in.RType(t).zero
	var elems []litElem
	for i, el := range e.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			name := kv.Key.(*ast.Ident).Name
			for j := 0; j < st.NumFields(); j++ {
				if st.Field(j).Name() == name {
					elems = append(elems, litElem{j, c.elemExpr(kv.Value, c.typ(st.Field(j).Type()))})
					break
				}
			}
			continue
		}
		elems = append(elems, litElem{i, c.elemExpr(el, c.typ(st.Field(i).Type()))})
	}
	return func(fr *frame) Value {
		v := zero()
		f := v.R.([]Value)
		for _, el := range elems {
			f[el.index] = el.val(fr)
		}
		return v
	}
}

func (c *compiler) mapLit(e *ast.CompositeLit, m *types.Map) expr {
	key := c.in.RType(m.Key()).key
	type kv struct{ k, v expr }
	var kvs []kv
	for _, el := range e.Elts {
		p := el.(*ast.KeyValueExpr)
		kvs = append(kvs, kv{c.elemExpr(p.Key, m.Key()), c.elemExpr(p.Value, m.Elem())})
	}
	return func(fr *frame) Value {
		mp := &Map{M: make(map[any]*MapEntry, len(kvs)), Key: key}
		for _, p := range kvs {
			k := p.k(fr)
			mp.M[key(k)] = &MapEntry{K: k, V: p.v(fr)}
		}
		return Value{R: mp}
	}
}

// ---- indexing ----

func (c *compiler) index(e *ast.IndexExpr) expr {
	if tv, ok := c.u.info.Types[e.X]; ok && !tv.IsValue() {
		c.unsupported(e, "this index expression")
	}
	if _, ok := c.u.info.Instances[identOf(e.X)]; ok && identOf(e.X) != nil {
		if _, isFunc := c.typeOf(e).(*types.Signature); isFunc {
			return c.funcInstance(e)
		}
	}
	if f := c.fastLoad(e); f != nil {
		return f
	}
	xt := c.typeOf(e.X).Underlying()
	in := c.in
	pos := e.Lbrack
	switch t := xt.(type) {
	case *types.Basic: // string
		x, i := c.expr(e.X), c.expr(e.Index)
		return func(fr *frame) Value {
			s := x(fr).String()
			k := i(fr).Int()
			if uint64(k) >= uint64(len(s)) {
				fr.pos = pos
				in.indexPanic(k, len(s))
			}
			return Value{N: uint64(s[k])}
		}
	case *types.Map:
		get := c.mapGet(e, t)
		return func(fr *frame) Value { v, _ := get(fr); return v }
	case *types.Pointer:
		x, i := c.expr(e.X), c.expr(e.Index)
		return func(fr *frame) Value {
			p := x(fr).Ptr()
			if p == nil {
				fr.pos = pos
				in.nilDeref()
			}
			s := *p
			k := i(fr).Int()
			if n := sliceLen(s); uint64(k) >= uint64(n) {
				fr.pos = pos
				in.indexPanic(k, n)
			}
			return elemAt(s, int(k))
		}
	default: // array, slice
		x, i := c.expr(e.X), c.expr(e.Index)
		if packKind(elemType(xt)) != pkNone {
			return func(fr *frame) Value {
				s := x(fr)
				k := i(fr).Int()
				if n := sliceLen(s); uint64(k) >= uint64(n) {
					fr.pos = pos
					in.indexPanic(k, n)
				}
				return elemAt(s, int(k))
			}
		}
		return func(fr *frame) Value {
			s, _ := x(fr).R.([]Value)
			k := i(fr).Int()
			if uint64(k) >= uint64(len(s)) {
				fr.pos = pos
				in.indexPanic(k, len(s))
			}
			return s[k]
		}
	}
}

// mapGet compiles m[k] with the comma-ok result.
func (c *compiler) mapGet(e *ast.IndexExpr, t *types.Map) func(fr *frame) (Value, bool) {
	x := c.expr(e.X)
	k := c.exprTo(e.Index, t.Key())
	zero := c.zeroOf(t.Elem())
	agg := isAggregate(t.Elem())
	pos := e.Lbrack
	return func(fr *frame) (Value, bool) {
		m := x(fr).MapVal()
		key := k(fr)
		if m == nil {
			return zero(), false
		}
		fr.pos = pos
		if ent, ok := m.M[m.Key(key)]; ok {
			return ent.V, true
		}
		if agg {
			return zero(), false
		}
		return Value{}, false
	}
}

// mapSet compiles m[k] = v.
func (c *compiler) mapSet(e *ast.IndexExpr) (func(fr *frame) (*Map, Value), func(m *Map, k, v Value)) {
	t := c.typeOf(e.X).Underlying().(*types.Map)
	x := c.expr(e.X)
	k := c.exprTo(e.Index, t.Key())
	in := c.in
	pos := e.Lbrack
	prep := func(fr *frame) (*Map, Value) {
		m := x(fr).MapVal()
		key := k(fr)
		if m == nil {
			fr.pos = pos
			in.plainPanic("assignment to entry in nil map")
		}
		return m, key
	}
	set := func(m *Map, key, v Value) {
		hk := m.Key(key)
		if ent, ok := m.M[hk]; ok {
			ent.V = v
			return
		}
		m.M[hk] = &MapEntry{K: key, V: v}
	}
	return prep, set
}

// plainPanic raises a run-time error whose message Go prints without the
// "runtime error: " prefix in the panic line but which is still a runtime.Error.
func (in *Interp) plainPanic(msg string) {
	p := &goPanic{val: in.runtimeErrorValue(msg), runtime: true}
	in.capture(p)
	panic(p)
}

// ---- slicing ----

func (c *compiler) sliceExpr(e *ast.SliceExpr) expr {
	x := c.expr(e.X)
	in := c.in
	pos := e.Lbrack
	opt := func(ix ast.Expr) expr {
		if ix == nil {
			return nil
		}
		return c.expr(ix)
	}
	lo, hi, max := opt(e.Low), opt(e.High), opt(e.Max)
	xt := c.typeOf(e.X).Underlying()
	if b, ok := xt.(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return func(fr *frame) Value {
			s := x(fr).String()
			l, h := int64(0), int64(len(s))
			if lo != nil {
				l = lo(fr).Int()
			}
			if hi != nil {
				h = hi(fr).Int()
			}
			if h < 0 || h > int64(len(s)) {
				fr.pos = pos
				in.runtimePanic("runtime error: slice bounds out of range [:" + fmtInt(h) + "] with length " + fmtInt(int64(len(s))))
			}
			if l < 0 || l > h {
				fr.pos = pos
				in.runtimePanic("runtime error: slice bounds out of range [" + fmtInt(l) + ":" + fmtInt(h) + "]")
			}
			return MakeString(s[l:h])
		}
	}
	isPtr := false
	if _, ok := xt.(*types.Pointer); ok {
		isPtr = true
	}
	_, isArr := xt.(*types.Array)
	// Go names an array's bound its length (its capacity is the same), a
	// slice's its capacity, and writes a three-index slice's low bound
	// error as [l:h:].
	bound, colon3 := "capacity ", ""
	if isArr || isPtr {
		bound = "length "
	}
	if max != nil {
		colon3 = ":"
	}
	var base expr = x
	if isArr && isAddressable(c.u.info, e.X) {
		addr := c.lvalueAddr(e.X)
		base = func(fr *frame) Value { return *addr(fr) }
	}
	return func(fr *frame) Value {
		v := base(fr)
		if isPtr {
			p := v.Ptr()
			if p == nil {
				fr.pos = pos
				in.nilDeref()
			}
			v = *p
		}
		l, h, m := int64(0), int64(sliceLen(v)), int64(sliceCap(v))
		if lo != nil {
			l = lo(fr).Int()
		}
		if hi != nil {
			h = hi(fr).Int()
		}
		if max != nil {
			m = max(fr).Int()
		}
		capS := int64(sliceCap(v))
		switch {
		case max != nil && (m < 0 || m > capS):
			fr.pos = pos
			in.runtimePanic("runtime error: slice bounds out of range [::" + fmtInt(m) + "] with " + bound + fmtInt(capS))
		case h < 0 || h > m:
			fr.pos = pos
			if max != nil {
				in.runtimePanic("runtime error: slice bounds out of range [:" + fmtInt(h) + ":" + fmtInt(m) + "]")
			}
			in.runtimePanic("runtime error: slice bounds out of range [:" + fmtInt(h) + "] with " + bound + fmtInt(capS))
		case l < 0 || l > h:
			fr.pos = pos
			in.runtimePanic("runtime error: slice bounds out of range [" + fmtInt(l) + ":" + fmtInt(h) + colon3 + "]")
		}
		return reslice(v, int(l), int(h), int(m))
	}
}

// ---- append ----

func (c *compiler) appendCall(e *ast.CallExpr) expr {
	st := c.typeOf(e).Underlying().(*types.Slice)
	et := st.Elem()
	x := c.expr(e.Args[0])
	size := elemSize(et)
	noscan := !hasPointers(et)
	ecp := copyFunc(et)
	in := c.in
	per := valueSize * valueCount(et) // what one element costs the budget
	if pk := packKind(et); pk != pkNone {
		return c.appendPacked(e, x, pk, size)
	}
	if e.Ellipsis.IsValid() {
		src := c.expr(e.Args[1])
		srcT := c.typeOf(e.Args[1]).Underlying()
		if b, ok := srcT.(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return func(fr *frame) Value {
				s := x(fr).Elems()
				str := src(fr).String()
				out := in.growFor(per, s, len(str), size, noscan, nil)
				for i := 0; i < len(str); i++ {
					out[len(s)+i] = Value{N: uint64(str[i])}
				}
				return Value{R: out}
			}
		}
		cp := copyFunc(et)
		return func(fr *frame) Value {
			sv := x(fr)
			s := sv.Elems()
			add := src(fr).Elems()
			if len(add) == 0 {
				return sv
			}
			out := in.growFor(per, s, len(add), size, noscan, ecp)
			if cp != nil {
				tmp := make([]Value, len(add))
				for i := range add {
					tmp[i] = cp(add[i])
				}
				add = tmp
			}
			copy(out[len(s):], add)
			return Value{R: out}
		}
	}
	var vals []expr
	for _, a := range e.Args[1:] {
		vals = append(vals, c.exprTo(a, et))
	}
	_ = in
	if len(vals) == 1 {
		v0 := vals[0]
		return func(fr *frame) Value {
			s := x(fr).Elems()
			v := v0(fr)
			if len(s) < cap(s) {
				s = s[:len(s)+1]
				s[len(s)-1] = v
				return Value{R: s}
			}
			out := in.growFor(per, s, 1, size, noscan, ecp)
			out[len(s)] = v
			return Value{R: out}
		}
	}
	return func(fr *frame) Value {
		sv := x(fr)
		if len(vals) == 0 {
			return sv
		}
		s := sv.Elems()
		tmp := make([]Value, len(vals))
		for i, v := range vals {
			tmp[i] = v(fr)
		}
		out := in.growFor(per, s, len(tmp), size, noscan, ecp)
		copy(out[len(s):], tmp)
		return Value{R: out}
	}
}

// appendPacked compiles append for a slice of a packed kind. The result
// is packed whatever the representation of its operands.
func (c *compiler) appendPacked(e *ast.CallExpr, x expr, pk int, size int64) expr {
	in := c.in
	per := packedElemBytes(pk)
	et := c.typeOf(e).Underlying().(*types.Slice).Elem()
	if e.Ellipsis.IsValid() {
		src := c.expr(e.Args[1])
		return func(fr *frame) Value {
			sv := x(fr)
			add := src(fr)
			n := sliceLen(add)
			if n == 0 {
				return sv
			}
			out := in.growPacked(pk, per, sv, n, size)
			copyElems(reslice(out, sliceLen(sv), sliceLen(out), sliceLen(out)), add, nil)
			return out
		}
	}
	var vals []expr
	for _, a := range e.Args[1:] {
		vals = append(vals, c.exprTo(a, et))
	}
	if len(vals) == 1 && pk == pkWord {
		v0 := vals[0]
		return func(fr *frame) Value {
			sv := x(fr)
			v := v0(fr)
			if s, ok := sv.R.([]Word); ok && len(s) < cap(s) {
				s = s[:len(s)+1]
				s[len(s)-1] = Word{v.N, v.X}
				return Value{R: s}
			}
			out := in.growPacked(pk, per, sv, 1, size)
			setElem(out, sliceLen(out)-1, v)
			return out
		}
	}
	return func(fr *frame) Value {
		sv := x(fr)
		if len(vals) == 0 {
			return sv
		}
		var buf [4]Value
		tmp := buf[:0]
		for _, v := range vals {
			tmp = append(tmp, v(fr))
		}
		out := in.growPacked(pk, per, sv, len(tmp), size)
		n := sliceLen(sv)
		for i, v := range tmp {
			setElem(out, n+i, v)
		}
		return out
	}
}

// growPacked returns s extended by n elements as a packed slice of kind
// pk, reallocated with Go's growth policy when the capacity does not
// suffice (or when s is not packed: a []Value operand is converted).
func (in *Interp) growPacked(pk int, per int64, s Value, n int, size int64) Value {
	l, c := sliceLen(s), sliceCap(s)
	newLen := l + n
	switch r := s.R.(type) {
	case []Word:
		if pk == pkWord && newLen <= c {
			return Value{R: r[:newLen]}
		}
	case []bool:
		if pk == pkBool && newLen <= c {
			return Value{R: r[:newLen]}
		}
	case []Value:
		// a[:] of an array, which is not packed: appending within its
		// capacity writes into the array.
		if newLen <= c {
			return Value{R: r[:newLen]}
		}
	}
	newCap := c
	if newLen > c {
		newCap = growCap(l, c, n, size, true)
	}
	if newCap > maxSliceElems {
		panic(outOfMemory("append would grow a slice to " + fmtInt(int64(newCap)) + " elements"))
	}
	in.chargeCount(int64(newCap), per, "append (growing a slice to "+fmtInt(int64(newCap))+" elements)")
	out := makePacked(pk, newLen, newCap)
	copyElems(out, s, nil)
	return out
}

// growFor returns s extended by n elements, reallocating with Go's exact
// growth policy when the capacity does not suffice (so cap() prints as go run).
func (in *Interp) growFor(per int64, s []Value, n int, size int64, noscan bool, cp func(Value) Value) []Value {
	newLen := len(s) + n
	if newLen <= cap(s) {
		return s[:newLen]
	}
	newCap := growCap(len(s), cap(s), n, size, noscan)
	if newCap > maxSliceElems {
		panic(outOfMemory("append would grow a slice to " + fmtInt(int64(newCap)) + " elements"))
	}
	in.chargeCount(int64(newCap), per, "append (growing a slice to "+fmtInt(int64(newCap))+" elements)")
	out := make([]Value, newLen, newCap)
	if cp != nil {
		// Arrays and structs are values: the new backing array holds
		// copies, so pointers into the old one no longer alias them.
		for i := range s {
			out[i] = cp(s[i])
		}
	} else {
		copy(out, s)
	}
	return out
}

var sizes = types.SizesFor("gc", "amd64")

func elemSize(t types.Type) int64 { return sizes.Sizeof(t) }

// hasPointers reports whether values of t contain pointers (the allocator's
// "scan" classes differ, which changes rounding for large elements).
func hasPointers(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0 || u.Kind() == types.UnsafePointer
	case *types.Array:
		return u.Len() > 0 && hasPointers(u.Elem())
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if hasPointers(u.Field(i).Type()) {
				return true
			}
		}
		return false
	}
	return true
}

// ---- multi-value helpers used by assignments ----

// commaOk compiles the two-valued forms v, ok := m[k] / x.(T).
func (c *compiler) commaOk(e ast.Expr) func(fr *frame) (Value, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		return c.mapGet(e, c.typeOf(e.X).Underlying().(*types.Map))
	case *ast.TypeAssertExpr:
		return c.typeAssert(e, true)
	case *ast.UnaryExpr:
		if e.Op == token.ARROW {
			return c.recvOk(e)
		}
	}
	c.unsupported(e, "this comma-ok form")
	return nil
}

// maxSliceElems bounds one slice (4 GiB of Values): beyond it adrepl reports
// a run-time error instead of letting the host be killed.
const maxSliceElems = 1 << 27

// outOfMemory is a host-side run-time error, converted to an interpreted
// panic like the Go runtime's own errors.
type outOfMemory string

func (e outOfMemory) Error() string { return "runtime error: out of memory: " + string(e) }
func (outOfMemory) RuntimeError()   {}

// elemType is the element type of a slice or array type.
func elemType(t types.Type) types.Type {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	}
	return nil
}

// chargeLit charges a composite literal of n elements of per bytes each
// before it is made, refusing one no budget could hold.
func (in *Interp) chargeLit(fr *frame, pos token.Pos, n, per int64) {
	if n*per < chargeMin && n < chargeMin {
		return
	}
	if n > math.MaxInt64/per {
		if fr != nil && pos.IsValid() {
			fr.pos = pos
		}
		in.memoryError(math.MaxInt64, "a composite literal of "+fmtInt(n)+" elements")
	}
	in.chargeAt(fr, pos, n*per, "a composite literal of "+fmtInt(n)+" elements")
}
