package interp

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

//go:generate go run ../internal/genfastint

// Fused integer operations. In the general code every operand is a closure
// call, so `s += i*i % 1000003` costs a call per local and per constant on
// top of one per operator. Here an operator node reads an operand that is
// an unboxed local (a frame slot) or a constant itself, and calls only
// operands that are real subexpressions: the node's closure is chosen from
// one per operator and per combination of operand kinds (fastint_gen.go,
// written by internal/genfastint). Comparisons and &&, || and ! in
// conditions have their own fused forms (fastops.go).
//
// Integers never carry tape marks, and an unboxed local cannot change while
// an expression is evaluated (only closures could, and a captured variable
// is boxed), so reading a slot before or after the call of the other
// operand is the same; subexpressions still run left to right.

// intOpnd compiles e, of integer type, as an operand of a fused node:
// the fopnd of fastops.go, whose constant holds the integer's bits in N.
func (c *compiler) intOpnd(e ast.Expr) fopnd {
	if o, ok := c.simpleOperand(e); ok {
		if o.slot < 0 {
			return fopnd{kind: fkConst, k: Value{N: o.konst}}
		}
		return fopnd{kind: fkSlot, slot: o.slot}
	}
	return fopnd{kind: fkExpr, e: c.expr(e)}
}

// intValue returns a closure for the integer operand o alone.
func intValue(o fopnd) expr {
	switch o.kind {
	case fkSlot:
		i := o.slot
		return func(fr *frame) Value { return Value{N: fr.L[i].N} }
	case fkConst:
		k := o.k.N
		return func(*frame) Value { return Value{N: k} }
	}
	return o.e
}

// fastInt compiles the integer operation e (+ - * & | ^ &^ / %, and shifts
// by a constant count) as one fused node; nil when e is not one.
func (c *compiler) fastInt(e *ast.BinaryExpr) expr {
	if c.general() {
		return nil
	}
	t := c.typeOf(e)
	if !isIntegerType(t) {
		return nil
	}
	k := t.Underlying().(*types.Basic).Kind()
	var f expr
	switch e.Op {
	case token.ADD, token.SUB, token.MUL:
		f = iArith(e.Op, c.intOpnd(e.X), c.intOpnd(e.Y))
		if needsWrap(k) {
			f = wrapExpr(f, k)
		}
		return f
	case token.AND, token.OR, token.XOR, token.AND_NOT:
		// Both operands are wrapped (sign- or zero-extended the same way),
		// so the result is too.
		return iArith(e.Op, c.intOpnd(e.X), c.intOpnd(e.Y))
	case token.QUO, token.REM:
		return c.fastDiv(e, k)
	case token.SHL, token.SHR:
		return c.fastShift(e, k)
	}
	return nil
}

func wrapExpr(f expr, k types.BasicKind) expr {
	return func(fr *frame) Value { return wrapInt(f(fr), k) }
}

// fastDiv compiles x / y and x % y. A constant divisor other than 0 and -1
// needs neither the zero check nor the overflow case.
func (c *compiler) fastDiv(e *ast.BinaryExpr, k types.BasicKind) expr {
	unsigned := isUnsigned(k)
	rem := e.Op == token.REM
	x, y := c.intOpnd(e.X), c.intOpnd(e.Y)
	if y.kind == fkConst && y.k.N != 0 && (unsigned || int64(y.k.N) != -1) {
		d := y.k.N
		sd := int64(d)
		if x.kind == fkSlot {
			i := x.slot
			switch {
			case unsigned && rem:
				return func(fr *frame) Value { return Value{N: fr.L[i].N % d} }
			case unsigned:
				return func(fr *frame) Value { return Value{N: fr.L[i].N / d} }
			case rem:
				return func(fr *frame) Value { return Value{N: uint64(int64(fr.L[i].N) % sd)} }
			default:
				return func(fr *frame) Value { return Value{N: uint64(int64(fr.L[i].N) / sd)} }
			}
		}
		xf := intValue(x)
		switch {
		case unsigned && rem:
			return func(fr *frame) Value { return Value{N: xf(fr).N % d} }
		case unsigned:
			return func(fr *frame) Value { return Value{N: xf(fr).N / d} }
		case rem:
			return func(fr *frame) Value { return Value{N: uint64(int64(xf(fr).N) % sd)} }
		default:
			return func(fr *frame) Value { return Value{N: uint64(int64(xf(fr).N) / sd)} }
		}
	}
	// The general case, as arithInt has it.
	return c.divExpr(intValue(x), intValue(y), k, unsigned, rem, e.OpPos)
}

// divExpr is x / y or x % y (rem) of integer kind k: Go's panic at pos for
// a zero divisor, the result wrapped to k.
func (c *compiler) divExpr(x, y expr, k types.BasicKind, unsigned, rem bool, pos token.Pos) expr {
	in := c.in
	return func(fr *frame) Value {
		a, d := x(fr).N, y(fr).N
		if d == 0 {
			fr.pos = pos
			in.runtimePanic("runtime error: integer divide by zero")
		}
		return wrapInt(Value{N: divBits(a, d, unsigned, rem)}, k)
	}
}

// divBits is a / d or a % d (rem) on integer bits, d != 0, with Go's
// results for the most negative value divided by -1.
func divBits(a, d uint64, unsigned, rem bool) uint64 {
	switch {
	case unsigned && rem:
		return a % d
	case unsigned:
		return a / d
	case int64(d) == -1:
		if rem {
			return 0
		}
		return -a
	case rem:
		return uint64(int64(a) % int64(d))
	}
	return uint64(int64(a) / int64(d))
}

// fastShift compiles a shift by a constant count below 64 (others keep
// the general code, which checks negative and large counts).
func (c *compiler) fastShift(e *ast.BinaryExpr, k types.BasicKind) expr {
	tv, ok := c.tv(e.Y)
	if !ok || tv.Value == nil {
		return nil
	}
	n, exact := constant.Uint64Val(constant.ToInt(tv.Value))
	if !exact || n >= 64 {
		return nil
	}
	x := c.intOpnd(e.X)
	var f expr
	switch {
	case e.Op == token.SHL && x.kind == fkSlot:
		i := x.slot
		f = func(fr *frame) Value { return Value{N: fr.L[i].N << n} }
	case e.Op == token.SHL:
		xf := intValue(x)
		f = func(fr *frame) Value { return Value{N: xf(fr).N << n} }
	case isUnsigned(k):
		// Zero-extended: a logical shift stays within the type.
		xf := intValue(x)
		return func(fr *frame) Value { return Value{N: xf(fr).N >> n} }
	default:
		// Sign-extended: an arithmetic shift stays within the type.
		xf := intValue(x)
		return func(fr *frame) Value { return Value{N: uint64(int64(xf(fr).N) >> n)} }
	}
	if needsWrap(k) {
		f = wrapExpr(f, k)
	}
	return f
}

func isUnsigned(k types.BasicKind) bool {
	switch k {
	case types.Uint, types.Uint8, types.Uint16, types.Uint32, types.Uint64, types.Uintptr:
		return true
	}
	return false
}

// fastOpAssignExpr compiles x op= y for a 64-bit integer local x (slot i)
// and a y that is a subexpression; nil for other operators.
func (c *compiler) fastOpAssignExpr(i int, op token.Token, r ast.Expr) stmt {
	if !isIntegerType(c.typeOf(r)) {
		return nil
	}
	if op == token.ADD {
		if st := c.addRem(i, r); st != nil {
			return st
		}
	}
	y := c.expr(r)
	switch op {
	case token.ADD:
		return func(fr *frame) ctl { fr.L[i].N += y(fr).N; return ctlNext }
	case token.SUB:
		return func(fr *frame) ctl { fr.L[i].N -= y(fr).N; return ctlNext }
	case token.MUL:
		return func(fr *frame) ctl { fr.L[i].N *= y(fr).N; return ctlNext }
	case token.AND:
		return func(fr *frame) ctl { fr.L[i].N &= y(fr).N; return ctlNext }
	case token.OR:
		return func(fr *frame) ctl { fr.L[i].N |= y(fr).N; return ctlNext }
	case token.XOR:
		return func(fr *frame) ctl { fr.L[i].N ^= y(fr).N; return ctlNext }
	}
	return nil
}

// addRem compiles x += a % k, a signed, k a constant other than 0 and -1
// (so neither check is needed), in one closure, with a a local, a product
// of locals and constants (s += i*i % 1000003), or a subexpression; nil
// for other forms.
func (c *compiler) addRem(i int, r ast.Expr) stmt {
	be, ok := ast.Unparen(r).(*ast.BinaryExpr)
	if !ok || be.Op != token.REM || isUnsigned(c.typeOf(be).Underlying().(*types.Basic).Kind()) {
		return nil
	}
	d, ok := c.intConst(be.Y)
	if !ok || d == 0 || d == -1 {
		return nil
	}
	// a*b of locals: the product wraps in 64 bits as Go's does.
	if m, ok := ast.Unparen(be.X).(*ast.BinaryExpr); ok && m.Op == token.MUL {
		p, okp := c.simpleOperand(m.X)
		q, okq := c.simpleOperand(m.Y)
		if okp && okq && p.slot >= 0 && q.slot >= 0 {
			a, b := p.slot, q.slot
			return func(fr *frame) ctl {
				fr.L[i].N += uint64(int64(fr.L[a].N*fr.L[b].N) % d)
				return ctlNext
			}
		}
	}
	x := c.intOpnd(be.X)
	switch x.kind {
	case fkSlot:
		j := x.slot
		return func(fr *frame) ctl { fr.L[i].N += uint64(int64(fr.L[j].N) % d); return ctlNext }
	case fkConst:
		return nil // folded by the type checker
	}
	xf := x.e
	return func(fr *frame) ctl { fr.L[i].N += uint64(int64(xf(fr).N) % d); return ctlNext }
}
