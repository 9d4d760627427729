package interp

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// Integer operations whose operands are plain locals or constants read the
// frame directly instead of calling one closure per operand. Integer loops
// (GOROOT/test/divmod.go does hundreds of millions of iterations) spend most
// of their time in those operand calls. Floats are left to the general code:
// their operands may carry tape marks.

// operand is a local slot or a constant.
type operand struct {
	slot  int // >= 0: an unboxed local's slot
	konst uint64
}

// simpleOperand recognises an integer local or constant.
func (c *compiler) simpleOperand(e ast.Expr) (operand, bool) {
	e = ast.Unparen(e)
	if !isIntegerType(c.typeOf(e)) {
		return operand{}, false
	}
	if v, ok := c.constOf(e); ok {
		return operand{slot: -1, konst: v.N}, true
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return operand{}, false
	}
	for _, h := range c.deferHolders {
		if h.id == id {
			return operand{}, false
		}
	}
	v, ok := c.objOf(id).(*types.Var)
	if !ok {
		return operand{}, false
	}
	if kind, i, _ := c.lookupVar(v); kind == varLocal {
		return operand{slot: i}, true
	}
	return operand{}, false
}

func isIntegerType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Info()&types.IsUntyped == 0
}

// fastCond compiles an integer comparison of locals and constants to a
// condition; nil when e is not one.
func (c *compiler) fastCond(e ast.Expr) func(fr *frame) bool {
	if f := c.fastLogic(e); f != nil {
		return f
	}
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	switch b.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return nil
	}
	x, okx := c.simpleOperand(b.X)
	y, oky := c.simpleOperand(b.Y)
	if !okx || !oky || x.slot < 0 || !types.Identical(c.typeOf(b.X), c.typeOf(b.Y)) {
		return c.fastIntCond(b) // operands that are subexpressions (fastint.go)
	}
	if c.typeOf(b.X).Underlying().(*types.Basic).Info()&types.IsUnsigned != 0 {
		return compareOperands[uint64](b.Op, x, y)
	}
	return compareOperands[int64](b.Op, x, y)
}

func compareOperands[T int64 | uint64](op token.Token, x, y operand) func(fr *frame) bool {
	i := x.slot
	if y.slot < 0 {
		k := T(y.konst)
		switch op {
		case token.EQL:
			return func(fr *frame) bool { return T(fr.L[i].N) == k }
		case token.NEQ:
			return func(fr *frame) bool { return T(fr.L[i].N) != k }
		case token.LSS:
			return func(fr *frame) bool { return T(fr.L[i].N) < k }
		case token.LEQ:
			return func(fr *frame) bool { return T(fr.L[i].N) <= k }
		case token.GTR:
			return func(fr *frame) bool { return T(fr.L[i].N) > k }
		default:
			return func(fr *frame) bool { return T(fr.L[i].N) >= k }
		}
	}
	j := y.slot
	switch op {
	case token.EQL:
		return func(fr *frame) bool { return T(fr.L[i].N) == T(fr.L[j].N) }
	case token.NEQ:
		return func(fr *frame) bool { return T(fr.L[i].N) != T(fr.L[j].N) }
	case token.LSS:
		return func(fr *frame) bool { return T(fr.L[i].N) < T(fr.L[j].N) }
	case token.LEQ:
		return func(fr *frame) bool { return T(fr.L[i].N) <= T(fr.L[j].N) }
	case token.GTR:
		return func(fr *frame) bool { return T(fr.L[i].N) > T(fr.L[j].N) }
	default:
		return func(fr *frame) bool { return T(fr.L[i].N) >= T(fr.L[j].N) }
	}
}

// fastArith compiles x op y on 64-bit integers (no wrapping needed) whose
// operands are locals or constants; nil otherwise.
func (c *compiler) fastArith(op token.Token, t types.Type, ex, ey ast.Expr) expr {
	switch op {
	case token.ADD, token.SUB, token.AND, token.OR, token.XOR:
	default:
		return nil
	}
	if b, ok := t.Underlying().(*types.Basic); !ok || needsWrap(b.Kind()) {
		return nil
	}
	x, okx := c.simpleOperand(ex)
	y, oky := c.simpleOperand(ey)
	if !okx || !oky || x.slot < 0 {
		return nil
	}
	i := x.slot
	if y.slot < 0 {
		k := y.konst
		switch op {
		case token.ADD:
			return func(fr *frame) Value { return Value{N: fr.L[i].N + k} }
		case token.SUB:
			return func(fr *frame) Value { return Value{N: fr.L[i].N - k} }
		case token.AND:
			return func(fr *frame) Value { return Value{N: fr.L[i].N & k} }
		case token.OR:
			return func(fr *frame) Value { return Value{N: fr.L[i].N | k} }
		default:
			return func(fr *frame) Value { return Value{N: fr.L[i].N ^ k} }
		}
	}
	j := y.slot
	switch op {
	case token.ADD:
		return func(fr *frame) Value { return Value{N: fr.L[i].N + fr.L[j].N} }
	case token.SUB:
		return func(fr *frame) Value { return Value{N: fr.L[i].N - fr.L[j].N} }
	case token.AND:
		return func(fr *frame) Value { return Value{N: fr.L[i].N & fr.L[j].N} }
	case token.OR:
		return func(fr *frame) Value { return Value{N: fr.L[i].N | fr.L[j].N} }
	default:
		return func(fr *frame) Value { return Value{N: fr.L[i].N ^ fr.L[j].N} }
	}
}

// fastOpAssign compiles x op= y for a 64-bit integer local x and a local or
// constant y (including x++ and x <<= 1) as one update in place; nil otherwise.
func (c *compiler) fastOpAssign(l ast.Expr, op token.Token, r ast.Expr) stmt {
	t := c.typeOf(l)
	b, ok := t.Underlying().(*types.Basic)
	if !ok || needsWrap(b.Kind()) {
		return nil
	}
	x, okx := c.simpleOperand(l)
	if !okx || x.slot < 0 {
		return nil
	}
	i := x.slot
	if op == token.SHL || op == token.SHR {
		tv, ok := c.tv(r)
		if !ok || tv.Value == nil {
			return nil
		}
		k, exact := constant.Uint64Val(constant.ToInt(tv.Value))
		if !exact || k >= 64 {
			return nil
		}
		switch {
		case op == token.SHL:
			return func(fr *frame) ctl { fr.L[i].N <<= k; return ctlNext }
		case b.Info()&types.IsUnsigned != 0:
			return func(fr *frame) ctl { fr.L[i].N >>= k; return ctlNext }
		default:
			return func(fr *frame) ctl { fr.L[i].N = uint64(int64(fr.L[i].N) >> k); return ctlNext }
		}
	}
	y, oky := c.simpleOperand(r)
	if !oky {
		return c.fastOpAssignExpr(i, op, r)
	}
	if y.slot < 0 {
		k := y.konst
		switch op {
		case token.ADD:
			return func(fr *frame) ctl { fr.L[i].N += k; return ctlNext }
		case token.SUB:
			return func(fr *frame) ctl { fr.L[i].N -= k; return ctlNext }
		case token.AND:
			return func(fr *frame) ctl { fr.L[i].N &= k; return ctlNext }
		case token.OR:
			return func(fr *frame) ctl { fr.L[i].N |= k; return ctlNext }
		case token.XOR:
			return func(fr *frame) ctl { fr.L[i].N ^= k; return ctlNext }
		}
		return nil
	}
	j := y.slot
	switch op {
	case token.ADD:
		return func(fr *frame) ctl { fr.L[i].N += fr.L[j].N; return ctlNext }
	case token.SUB:
		return func(fr *frame) ctl { fr.L[i].N -= fr.L[j].N; return ctlNext }
	case token.AND:
		return func(fr *frame) ctl { fr.L[i].N &= fr.L[j].N; return ctlNext }
	case token.OR:
		return func(fr *frame) ctl { fr.L[i].N |= fr.L[j].N; return ctlNext }
	case token.XOR:
		return func(fr *frame) ctl { fr.L[i].N ^= fr.L[j].N; return ctlNext }
	}
	return nil
}
