package interp

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"math"
	"unicode/utf8"
)

// wrapInt truncates an integer result to the size of kind k, as Go's
// fixed-size arithmetic does.
func wrapInt(v Value, k types.BasicKind) Value {
	switch k {
	case types.Int8:
		v.N = uint64(int64(int8(v.N)))
	case types.Int16:
		v.N = uint64(int64(int16(v.N)))
	case types.Int32:
		v.N = uint64(int64(int32(v.N)))
	case types.Uint8:
		v.N = uint64(uint8(v.N))
	case types.Uint16:
		v.N = uint64(uint16(v.N))
	case types.Uint32:
		v.N = uint64(uint32(v.N))
	}
	return v
}

func needsWrap(k types.BasicKind) bool {
	switch k {
	case types.Int8, types.Int16, types.Int32, types.Uint8, types.Uint16, types.Uint32:
		return true
	}
	return false
}

func (c *compiler) binary(e *ast.BinaryExpr) expr {
	switch e.Op {
	case token.LAND:
		x, y := c.expr(e.X), c.expr(e.Y)
		return func(fr *frame) Value {
			if x(fr).N == 0 {
				return Value{}
			}
			return y(fr)
		}
	case token.LOR:
		x, y := c.expr(e.X), c.expr(e.Y)
		return func(fr *frame) Value {
			if x(fr).N != 0 {
				return Value{N: 1}
			}
			return y(fr)
		}
	case token.SHL, token.SHR:
		if f := c.fastInt(e); f != nil {
			return f
		}
		return c.shift(e)
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		if f := c.fastCond(e); f != nil {
			return func(fr *frame) Value {
				if f(fr) {
					return Value{N: 1}
				}
				return Value{}
			}
		}
		return c.compare(e.Op, e.X, e.Y, e.OpPos)
	}
	t := c.typeOf(e)
	if f := c.fastInt(e); f != nil {
		return f
	}
	if f := c.fastFloatArith(e.Op, t, e.X, e.Y, e.OpPos); f != nil {
		return f
	}
	return c.arith(e.Op, t, c.expr(e.X), c.expr(e.Y), e.OpPos)
}

// arith compiles x op y for operands of type t (also used by op= assignments).
func (c *compiler) arith(op token.Token, t types.Type, x, y expr, pos token.Pos) expr {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		c.errorAt(&ast.Ident{NamePos: pos}, "internal error: arithmetic on %s", t)
	}
	info := b.Info()
	switch {
	case info&types.IsString != 0:
		if op == token.ADD {
			in := c.in
			return func(fr *frame) Value {
				a, b := x(fr).String(), y(fr).String()
				if n := int64(len(a) + len(b)); n >= chargeMin {
					in.chargeAt(fr, pos, n, "string concatenation")
				}
				return MakeString(a + b)
			}
		}
	case info&types.IsFloat != 0:
		if b.Kind() == types.Float32 {
			return c.arithF32(op, x, y, pos)
		}
		return c.arithF64(op, x, y, pos)
	case info&types.IsComplex != 0:
		return c.arithComplex(op, b.Kind(), x, y)
	case info&types.IsInteger != 0:
		return c.arithInt(op, b, x, y, pos)
	}
	c.errorAt(&ast.Ident{NamePos: pos}, "internal error: operator %s on %s", op, t)
	return nil
}

func (c *compiler) arithF64(op token.Token, x, y expr, pos token.Pos) expr {
	in := c.in
	switch op {
	case token.ADD:
		return func(fr *frame) Value {
			a, b := x(fr), y(fr)
			if a.X|b.X != 0 {
				return in.adBinary(token.ADD, a, b, pos)
			}
			return MakeFloat(a.Float() + b.Float())
		}
	case token.SUB:
		return func(fr *frame) Value {
			a, b := x(fr), y(fr)
			if a.X|b.X != 0 {
				return in.adBinary(token.SUB, a, b, pos)
			}
			return MakeFloat(a.Float() - b.Float())
		}
	case token.MUL:
		return func(fr *frame) Value {
			a, b := x(fr), y(fr)
			if a.X|b.X != 0 {
				return in.adBinary(token.MUL, a, b, pos)
			}
			return MakeFloat(a.Float() * b.Float())
		}
	case token.QUO:
		return func(fr *frame) Value {
			a, b := x(fr), y(fr)
			if a.X|b.X != 0 {
				return in.adBinary(token.QUO, a, b, pos)
			}
			return MakeFloat(a.Float() / b.Float())
		}
	}
	return nil
}

func (c *compiler) arithF32(op token.Token, x, y expr, pos token.Pos) expr {
	var f func(a, b float32) float32
	switch op {
	case token.ADD:
		f = func(a, b float32) float32 { return a + b }
	case token.SUB:
		f = func(a, b float32) float32 { return a - b }
	case token.MUL:
		f = func(a, b float32) float32 { return a * b }
	case token.QUO:
		f = func(a, b float32) float32 { return a / b }
	}
	in := c.in
	return func(fr *frame) Value {
		a, b := x(fr), y(fr)
		v := float64(f(float32(a.Float()), float32(b.Float())))
		if a.X|b.X != 0 {
			return in.adBinary32(op, a, b, v, pos)
		}
		return MakeFloat(v)
	}
}

func (c *compiler) arithComplex(op token.Token, k types.BasicKind, x, y expr) expr {
	var f func(a, b complex128) complex128
	switch op {
	case token.ADD:
		f = func(a, b complex128) complex128 { return a + b }
	case token.SUB:
		f = func(a, b complex128) complex128 { return a - b }
	case token.MUL:
		f = func(a, b complex128) complex128 { return a * b }
	case token.QUO:
		f = func(a, b complex128) complex128 { return a / b }
	}
	if k == types.Complex64 {
		var g func(a, b complex64) complex64
		switch op {
		case token.ADD:
			g = func(a, b complex64) complex64 { return a + b }
		case token.SUB:
			g = func(a, b complex64) complex64 { return a - b }
		case token.MUL:
			g = func(a, b complex64) complex64 { return a * b }
		case token.QUO:
			g = func(a, b complex64) complex64 { return a / b }
		}
		return func(fr *frame) Value {
			return MakeComplex(complex128(g(complex64(x(fr).Complex()), complex64(y(fr).Complex()))))
		}
	}
	return func(fr *frame) Value { return MakeComplex(f(x(fr).Complex(), y(fr).Complex())) }
}

func (c *compiler) arithInt(op token.Token, b *types.Basic, x, y expr, pos token.Pos) expr {
	k := b.Kind()
	unsigned := b.Info()&types.IsUnsigned != 0
	wrap := needsWrap(k)
	var f func(a, b uint64) uint64
	switch op {
	case token.ADD:
		if !wrap {
			return func(fr *frame) Value { return Value{N: x(fr).N + y(fr).N} }
		}
		f = func(a, b uint64) uint64 { return a + b }
	case token.SUB:
		if !wrap {
			return func(fr *frame) Value { return Value{N: x(fr).N - y(fr).N} }
		}
		f = func(a, b uint64) uint64 { return a - b }
	case token.MUL:
		if !wrap {
			return func(fr *frame) Value { return Value{N: x(fr).N * y(fr).N} }
		}
		f = func(a, b uint64) uint64 { return a * b }
	case token.QUO, token.REM:
		return c.divExpr(x, y, k, unsigned, op == token.REM, pos)
	case token.AND:
		return func(fr *frame) Value { return Value{N: x(fr).N & y(fr).N} }
	case token.OR:
		return func(fr *frame) Value { return Value{N: x(fr).N | y(fr).N} }
	case token.XOR:
		return func(fr *frame) Value { return Value{N: x(fr).N ^ y(fr).N} }
	case token.AND_NOT:
		return func(fr *frame) Value { return Value{N: x(fr).N &^ y(fr).N} }
	}
	if f == nil {
		c.errorAt(&ast.Ident{NamePos: pos}, "internal error: integer operator %s", op)
	}
	return func(fr *frame) Value { return wrapInt(Value{N: f(x(fr).N, y(fr).N)}, k) }
}

func (c *compiler) shift(e *ast.BinaryExpr) expr {
	t := c.typeOf(e)
	b := t.Underlying().(*types.Basic)
	k := b.Kind()
	unsigned := b.Info()&types.IsUnsigned != 0
	x, y := c.expr(e.X), c.shiftCount(e.Y)
	// A constant count is never negative: go/types rejects that.
	_, isConst := c.constOf(e.Y)
	countSigned := !isConst && c.typeOf(e.Y).Underlying().(*types.Basic).Info()&types.IsUnsigned == 0
	in := c.in
	pos := e.OpPos
	count := func(fr *frame) uint64 {
		n := y(fr).N
		if countSigned && int64(n) < 0 {
			fr.pos = pos
			in.runtimePanic("runtime error: negative shift amount")
		}
		return n
	}
	if e.Op == token.SHL {
		return func(fr *frame) Value {
			a := x(fr).N
			n := count(fr)
			if n >= 64 {
				return Value{}
			}
			return wrapInt(Value{N: a << n}, k)
		}
	}
	return func(fr *frame) Value {
		a := x(fr).N
		n := count(fr)
		if unsigned {
			if n >= 64 {
				return Value{}
			}
			return Value{N: a >> n}
		}
		if n >= 64 {
			n = 63
		}
		return Value{N: uint64(int64(a) >> n)}
	}
}

// shiftCount compiles the count of a shift. A constant count may be an
// untyped float or complex constant (x << 2.0) whose value is an integer.
func (c *compiler) shiftCount(e ast.Expr) expr {
	if tv, ok := c.tv(e); ok && tv.Value != nil {
		n := MakeUint(0)
		if v := constant.ToInt(tv.Value); v.Kind() == constant.Int {
			u, exact := constant.Uint64Val(v)
			if !exact {
				u = math.MaxUint64 // larger than any shift needs
			}
			n = MakeUint(u)
		}
		return func(*frame) Value { return n }
	}
	return c.expr(e)
}

// compare compiles x op y for comparison operators.
func (c *compiler) compare(op token.Token, ex, ey ast.Expr, pos token.Pos) expr {
	tx, ty := c.typeOf(ex), c.typeOf(ey)
	x, y := c.expr(ex), c.expr(ey)
	// Mixed interface/concrete comparisons box the concrete side.
	ix, iy := types.IsInterface(tx), types.IsInterface(ty)
	t := tx
	if ix != iy {
		if ix {
			y = c.convert(y, ty, tx)
		} else {
			x = c.convert(x, tx, ty)
			t = ty
		}
	}
	if isNilType(tx) {
		t = ty
	}
	if b, ok := t.Underlying().(*types.Basic); ok && b.Kind() != types.UntypedNil {
		return c.compareBasic(op, b, x, y)
	}
	// ==, != on other comparable types; nil comparisons of slices, maps and funcs.
	var eq func(a, b Value) bool
	switch t.Underlying().(type) {
	case *types.Slice, *types.Map, *types.Signature:
		eq = func(a, b Value) bool { return isNilRef(a.R) && isNilRef(b.R) }
	default:
		rt := c.in.RType(t)
		if rt.eq == nil {
			c.errorAt(&ast.Ident{NamePos: pos}, "internal error: == on %s", t)
		}
		eq = rt.eq
	}
	if op == token.EQL {
		return func(fr *frame) Value { return MakeBool(eq(x(fr), y(fr))) }
	}
	return func(fr *frame) Value { return MakeBool(!eq(x(fr), y(fr))) }
}

func isNilType(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind() == types.UntypedNil
}

// isNilRef reports whether a reference payload is a nil slice, map, func or pointer.
func isNilRef(r any) bool {
	switch r := r.(type) {
	case nil:
		return true
	case []Value:
		return r == nil
	case []Word:
		return r == nil
	case []bool:
		return r == nil
	case *Map:
		return r == nil
	case *Closure:
		return r == nil
	case *Value:
		return r == nil
	}
	return false
}

func (c *compiler) compareBasic(op token.Token, b *types.Basic, x, y expr) expr {
	info := b.Info()
	switch {
	case info&types.IsString != 0:
		var f func(a, b string) bool
		switch op {
		case token.EQL:
			f = func(a, b string) bool { return a == b }
		case token.NEQ:
			f = func(a, b string) bool { return a != b }
		case token.LSS:
			f = func(a, b string) bool { return a < b }
		case token.LEQ:
			f = func(a, b string) bool { return a <= b }
		case token.GTR:
			f = func(a, b string) bool { return a > b }
		case token.GEQ:
			f = func(a, b string) bool { return a >= b }
		}
		return func(fr *frame) Value { return MakeBool(f(x(fr).String(), y(fr).String())) }
	case info&types.IsFloat != 0:
		switch op {
		case token.LSS:
			return func(fr *frame) Value { return MakeBool(x(fr).Float() < y(fr).Float()) }
		case token.LEQ:
			return func(fr *frame) Value { return MakeBool(x(fr).Float() <= y(fr).Float()) }
		case token.GTR:
			return func(fr *frame) Value { return MakeBool(x(fr).Float() > y(fr).Float()) }
		case token.GEQ:
			return func(fr *frame) Value { return MakeBool(x(fr).Float() >= y(fr).Float()) }
		case token.EQL:
			return func(fr *frame) Value { return MakeBool(x(fr).Float() == y(fr).Float()) }
		case token.NEQ:
			return func(fr *frame) Value { return MakeBool(x(fr).Float() != y(fr).Float()) }
		}
	case info&types.IsComplex != 0:
		if op == token.EQL {
			return func(fr *frame) Value { return MakeBool(x(fr).Complex() == y(fr).Complex()) }
		}
		return func(fr *frame) Value { return MakeBool(x(fr).Complex() != y(fr).Complex()) }
	case info&types.IsUnsigned != 0:
		switch op {
		case token.LSS:
			return func(fr *frame) Value { return MakeBool(x(fr).N < y(fr).N) }
		case token.LEQ:
			return func(fr *frame) Value { return MakeBool(x(fr).N <= y(fr).N) }
		case token.GTR:
			return func(fr *frame) Value { return MakeBool(x(fr).N > y(fr).N) }
		case token.GEQ:
			return func(fr *frame) Value { return MakeBool(x(fr).N >= y(fr).N) }
		}
	default:
		switch op {
		case token.LSS:
			return func(fr *frame) Value { return MakeBool(int64(x(fr).N) < int64(y(fr).N)) }
		case token.LEQ:
			return func(fr *frame) Value { return MakeBool(int64(x(fr).N) <= int64(y(fr).N)) }
		case token.GTR:
			return func(fr *frame) Value { return MakeBool(int64(x(fr).N) > int64(y(fr).N)) }
		case token.GEQ:
			return func(fr *frame) Value { return MakeBool(int64(x(fr).N) >= int64(y(fr).N)) }
		}
	}
	if b.Kind() == types.UnsafePointer {
		if op == token.EQL {
			return func(fr *frame) Value { return MakeBool(x(fr).R == y(fr).R) }
		}
		return func(fr *frame) Value { return MakeBool(x(fr).R != y(fr).R) }
	}
	switch op {
	case token.EQL:
		return func(fr *frame) Value { return MakeBool(x(fr).N == y(fr).N) }
	case token.NEQ:
		return func(fr *frame) Value { return MakeBool(x(fr).N != y(fr).N) }
	}
	return nil
}

// convert compiles the implicit or explicit conversion of a value of type
// from to type to.
func (c *compiler) convert(x expr, from, to types.Type) expr {
	if types.Identical(from, to) {
		return x
	}
	if isNilType(from) {
		return x
	}
	if types.IsInterface(to) {
		if types.IsInterface(from) {
			return x
		}
		rt := c.in.RType(from)
		cp := rt.copy
		if cp != nil {
			return func(fr *frame) Value { return Value{R: &Iface{T: rt, V: cp(x(fr))}} }
		}
		return func(fr *frame) Value { return Value{R: &Iface{T: rt, V: x(fr)}} }
	}
	fu, tu := from.Underlying(), to.Underlying()
	fb, fok := fu.(*types.Basic)
	tb, tok := tu.(*types.Basic)
	if fok && tok {
		return c.convertBasic(x, fb, tb)
	}
	if tok && tb.Info()&types.IsString != 0 {
		// []byte or []rune to string
		if s, ok := fu.(*types.Slice); ok {
			if basicKind(s.Elem()) == types.Byte || basicKind(s.Elem()) == types.Uint8 {
				in := c.in
				return func(fr *frame) Value {
					elems := x(fr).Elems()
					in.charge(int64(len(elems)), "conversion to string")
					b := make([]byte, len(elems))
					for i, e := range elems {
						b[i] = byte(e.N)
					}
					return MakeString(string(b))
				}
			}
			in := c.in
			return func(fr *frame) Value {
				elems := x(fr).Elems()
				in.charge(int64(len(elems))*(4+4), "conversion to string")
				r := make([]rune, len(elems))
				for i, e := range elems {
					r[i] = rune(e.N)
				}
				return MakeString(string(r))
			}
		}
	}
	if fok && fb.Info()&types.IsString != 0 {
		if s, ok := tu.(*types.Slice); ok {
			if basicKind(s.Elem()) == types.Byte || basicKind(s.Elem()) == types.Uint8 {
				in := c.in
				return func(fr *frame) Value {
					str := x(fr).String()
					in.charge(int64(len(str))*valueSize, "conversion to []byte")
					out := make([]Value, len(str))
					for i := 0; i < len(str); i++ {
						out[i].N = uint64(str[i])
					}
					return Value{R: out}
				}
			}
			in := c.in
			return func(fr *frame) Value {
				str := x(fr).String()
				if int64(len(str))*(valueSize+4) >= chargeMin {
					in.chargeCount(int64(utf8.RuneCountInString(str)), valueSize+4, "conversion to []rune")
				}
				rs := []rune(str)
				out := make([]Value, len(rs))
				for i, r := range rs {
					out[i].N = uint64(int64(r))
				}
				return Value{R: out}
			}
		}
	}
	// Slice to array or array pointer conversions.
	if fs, ok := fu.(*types.Slice); ok {
		_ = fs
		switch tt := tu.(type) {
		case *types.Array:
			n := int(tt.Len())
			in := c.in
			return func(fr *frame) Value {
				elems := x(fr).Elems()
				if len(elems) < n {
					in.runtimePanic("runtime error: cannot convert slice with length " + fmtInt(int64(len(elems))) + " to array or pointer to array with length " + fmtInt(int64(n)))
				}
				out := make([]Value, n)
				copy(out, elems)
				return Value{R: out}
			}
		case *types.Pointer:
			n := int(tt.Elem().Underlying().(*types.Array).Len())
			in := c.in
			return func(fr *frame) Value {
				sv := x(fr)
				if !isNilRef(sv.R) {
					if _, ok := sv.R.([]Value); !ok {
						// A packed slice: the array shares its storage.
						if l := sliceLen(sv); l < n {
							in.runtimePanic("runtime error: cannot convert slice with length " + fmtInt(int64(l)) + " to array or pointer to array with length " + fmtInt(int64(n)))
						}
						v := reslice(sv, 0, n, n)
						return Value{R: &v}
					}
				}
				elems := sv.Elems()
				if len(elems) < n {
					in.runtimePanic("runtime error: cannot convert slice with length " + fmtInt(int64(len(elems))) + " to array or pointer to array with length " + fmtInt(int64(n)))
				}
				if elems == nil {
					return Value{}
				}
				v := Value{R: elems[:n:n]}
				return Value{R: &v}
			}
		}
	}
	// Same underlying types (named <-> unnamed, struct tags ignored), pointers
	// to such, func types: the representation does not change.
	return x
}

func (c *compiler) convertBasic(x expr, from, to *types.Basic) expr {
	fi, ti := from.Info(), to.Info()
	tk := to.Kind()
	switch {
	case ti&types.IsString != 0:
		if fi&types.IsString != 0 {
			return x
		}
		if fi&types.IsInteger != 0 {
			unsigned := fi&types.IsUnsigned != 0
			return func(fr *frame) Value {
				n := x(fr).N
				if unsigned && n > math.MaxInt32 || !unsigned && (int64(n) < 0 || int64(n) > math.MaxInt32) {
					return MakeString("\uFFFD")
				}
				return MakeString(string(rune(n)))
			}
		}
	case ti&types.IsInteger != 0:
		switch {
		case fi&types.IsInteger != 0:
			if !needsWrap(tk) {
				return x
			}
			return func(fr *frame) Value { return wrapInt(x(fr), tk) }
		case fi&types.IsFloat != 0:
			if ti&types.IsUnsigned != 0 {
				return func(fr *frame) Value { return wrapInt(Value{N: floatToUint(x(fr).Float())}, tk) }
			}
			return func(fr *frame) Value { return wrapInt(Value{N: uint64(int64(x(fr).Float()))}, tk) }
		}
	case ti&types.IsFloat != 0:
		var f func(Value) float64
		switch {
		case fi&types.IsFloat != 0:
			if tk == types.Float64 || from.Kind() == types.Float32 {
				return x
			}
			in := c.in
			return func(fr *frame) Value {
				v := x(fr)
				if v.X != 0 {
					return in.adRound32(v)
				}
				return MakeFloat(float64(float32(v.Float())))
			}
		case fi&types.IsUnsigned != 0:
			f = func(v Value) float64 { return float64(v.N) }
		case fi&types.IsInteger != 0:
			f = func(v Value) float64 { return float64(int64(v.N)) }
		}
		if f != nil {
			if tk == types.Float32 {
				if fi&types.IsUnsigned != 0 {
					return func(fr *frame) Value { return MakeFloat(float64(float32(x(fr).N))) }
				}
				return func(fr *frame) Value { return MakeFloat(float64(float32(int64(x(fr).N)))) }
			}
			return func(fr *frame) Value { return MakeFloat(f(x(fr))) }
		}
	case ti&types.IsComplex != 0:
		if tk == types.Complex64 {
			return func(fr *frame) Value { return MakeComplex(complex128(complex64(x(fr).Complex()))) }
		}
		return x
	case ti&types.IsBoolean != 0:
		return x
	}
	return x
}

// floatToUint converts as Go's amd64 conversion does for in-range values.
func floatToUint(f float64) uint64 {
	if f < 0 {
		return uint64(int64(f))
	}
	return uint64(f)
}
