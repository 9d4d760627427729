package interp

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"math"
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
	if i, ok := c.localSlot(e); ok {
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
	if c.general() {
		return nil
	}
	if _, isConst := c.constOf(e); isConst {
		return nil
	}
	switch u := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if u.Op != token.NOT {
			return nil
		}
		if f := c.fastCond(u.X); f != nil {
			return func(fr *frame) bool { return !f(fr) }
		}
		if f := c.elemCond(u.X, true); f != nil {
			return f
		}
		x := c.expr(u.X)
		return func(fr *frame) bool { return x(fr).N == 0 }
	case *ast.BinaryExpr:
		switch u.Op {
		case token.LAND:
			x, y := c.cond(u.X), c.cond(u.Y)
			return func(fr *frame) bool { return x(fr) && y(fr) }
		case token.LOR:
			x, y := c.cond(u.X), c.cond(u.Y)
			return func(fr *frame) bool { return x(fr) || y(fr) }
		}
	}
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok {
		return c.elemCond(e, false)
	}
	switch b.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return nil
	}
	x, okx := c.simpleOperand(b.X)
	y, oky := c.simpleOperand(b.Y)
	if !okx || !oky || x.slot < 0 || !types.Identical(c.typeOf(b.X), c.typeOf(b.Y)) {
		return c.cmpCond(b)
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

// fastOpAssign compiles x op= y for a 64-bit integer local x and a local or
// constant y (including x++ and x <<= 1) as one update in place; nil otherwise.
func (c *compiler) fastOpAssign(l ast.Expr, op token.Token, r ast.Expr, pos token.Pos) stmt {
	if c.general() {
		return nil
	}
	if s := c.fastFloatOpAssign(l, op, r, pos); s != nil {
		return s
	}
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

// ---- float64 arithmetic on locals and constants ----

// Float operands may carry tape marks: every closure below tests a.X|b.X
// once and, when set, records through adBinary exactly as arithF64 does
// (a constant is never marked). Only the operand fetches differ.

type fopKind uint8

// The generator's fkinds, in this order.
const (
	fkExpr fopKind = iota
	fkSlot
	fkConst
)

// fopnd is a float64 operand: a local slot, a constant or an expression.
type fopnd struct {
	kind fopKind
	slot int
	k    Value
	e    expr
}

func (c *compiler) floatOperand(e ast.Expr) fopnd {
	if tv, ok := c.tv(e); ok && tv.Value != nil {
		return fopnd{kind: fkConst, k: c.makeConst(tv.Value, types.Typ[types.Float64])}
	}
	if s, ok := c.localSlot(e); ok {
		return fopnd{kind: fkSlot, slot: s}
	}
	return fopnd{kind: fkExpr, e: c.expr(e)}
}

func isFloat64(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Float64
}

func isFloatOp(op token.Token) bool {
	switch op {
	case token.ADD, token.SUB, token.MUL, token.QUO:
		return true
	}
	return false
}

// fastFloatArith compiles x op y on float64 when an operand is a local or
// a constant; nil otherwise (two expressions: arithF64 does the same).
func (c *compiler) fastFloatArith(op token.Token, t types.Type, ex, ey ast.Expr, pos token.Pos) expr {
	if c.general() {
		return nil
	}
	if !isFloat64(t) || !isFloatOp(op) {
		return nil
	}
	if _, ok := c.localSlot(ex); !ok {
		if _, ok := c.localSlot(ey); !ok {
			_, kx := c.constOf(ex)
			_, ky := c.constOf(ey)
			if !kx && !ky {
				return nil
			}
		}
	}
	return c.floatArith(op, c.floatOperand(ex), c.floatOperand(ey), pos)
}

// floatArith is in fastops_gen.go, written by internal/genfastint.

// fastFloatOpAssign compiles x op= y for a float64 local x in place; nil
// otherwise. y = a op2 b of two expressions (s += a[i][k]*b[k][j]) is
// fused into the same closure. x is a frame slot no call can change, so
// reading it after y is the same as before.
func (c *compiler) fastFloatOpAssign(l ast.Expr, op token.Token, r ast.Expr, pos token.Pos) stmt {
	if !isFloat64(c.typeOf(l)) || !isFloatOp(op) {
		return nil
	}
	i, ok := c.localSlot(l)
	if !ok {
		return nil
	}
	if s := c.fusedFloatOpAssign(l, op, r, pos, nil); s != nil {
		return s
	}
	in := c.in
	if b, ok := ast.Unparen(r).(*ast.BinaryExpr); ok && isFloatOp(b.Op) && isFloat64(c.typeOf(b)) {
		if _, isConst := c.constOf(b); !isConst {
			x, y := c.floatOperand(b.X), c.floatOperand(b.Y)
			y2 := c.floatArith(b.Op, x, y, b.OpPos)
			return c.floatOpAssignSlot(i, op, y2, pos)
		}
	}
	y := c.floatOperand(r)
	switch y.kind {
	case fkConst:
		k := y.k
		kf := k.Float()
		return func(fr *frame) ctl {
			a := fr.L[i]
			if a.X != 0 {
				fr.L[i] = in.adBinary(op, a, k, pos)
				return ctlNext
			}
			fr.L[i] = Value{N: math.Float64bits(fop(op, a.Float(), kf))}
			return ctlNext
		}
	case fkSlot:
		j := y.slot
		return func(fr *frame) ctl {
			a, b := fr.L[i], fr.L[j]
			if a.X|b.X != 0 {
				fr.L[i] = in.adBinary(op, a, b, pos)
				return ctlNext
			}
			fr.L[i] = Value{N: math.Float64bits(fop(op, a.Float(), b.Float()))}
			return ctlNext
		}
	}
	return c.floatOpAssignSlot(i, op, y.e, pos)
}

// fusedFloatOpAssign compiles x op= a op2 b for a float64 local x in one
// closure, reading a and b inline when they are locals, constants or
// elements a[i], a[i][k] of the shapes of fastaccess.go (the dot product
// s += a[i][k]*b[k][j]); mark, when not nil, marks loop-carried variables
// after the store while a tape records (carriedAssign). nil for other
// forms.
func (c *compiler) fusedFloatOpAssign(l ast.Expr, op token.Token, r ast.Expr, pos token.Pos, mark func(*frame)) stmt {
	if c.general() {
		return nil
	}
	if !isFloat64(c.typeOf(l)) || !isFloatOp(op) {
		return nil
	}
	i, ok := c.localSlot(l)
	if !ok {
		return nil
	}
	b, ok := ast.Unparen(r).(*ast.BinaryExpr)
	if !ok || !isFloatOp(b.Op) || !isFloat64(c.typeOf(b)) {
		return nil
	}
	if _, isConst := c.constOf(b); isConst {
		return nil
	}
	x, y := c.elemOperand(b.X), c.elemOperand(b.Y)
	if x.kind == ekPIdx2 && y.kind == ekPIdx2 && op == token.ADD && b.Op == token.MUL {
		if c.dotPlans == nil {
			c.dotPlans = map[ast.Expr]*dotPlan{}
		}
		c.dotPlans[r] = &dotPlan{in: c.in, dst: i, pos: pos, pos2: b.OpPos, x: &x.a, y: &y.a, mark: mark}
		return packedDotStep(c.in, i, pos, b.OpPos, &x.a, &y.a, mark)
	}
	return fusedFloatOpAssignOf(c.in, i, op, pos, b.Op, b.OpPos, x, y, mark)
}

// elemOperand is an operand of fusedFloatOpAssign (read by elemFetch in
// internal/genfastint).
type elemOperand struct {
	kind uint8
	a    access // ekIdx1, ekIdx2
	slot int    // ekSlot
	k    Value  // ekConst
	e    expr   // ekExpr
}

const (
	ekExpr = iota
	ekIdx1
	ekIdx2
	ekSlot
	ekConst
	ekPIdx1 // a packed []Word element (packed.go)
	ekPIdx2
)

func (c *compiler) elemOperand(e ast.Expr) elemOperand {
	if tv, ok := c.tv(e); ok && tv.Value != nil {
		return elemOperand{kind: ekConst, k: c.makeConst(tv.Value, types.Typ[types.Float64])}
	}
	if s, ok := c.localSlot(e); ok {
		return elemOperand{kind: ekSlot, slot: s}
	}
	switch a, sh := c.fastAccess(e); sh {
	case shIdx1:
		return elemOperand{kind: ekIdx1, a: *a}
	case shIdx2:
		return elemOperand{kind: ekIdx2, a: *a}
	case shPIdx1:
		if a.pk == pkWord {
			return elemOperand{kind: ekPIdx1, a: *a}
		}
	case shPIdx2:
		if a.pk == pkWord {
			return elemOperand{kind: ekPIdx2, a: *a}
		}
	}
	return elemOperand{kind: ekExpr, e: c.expr(e)}
}

func (c *compiler) floatOpAssignSlot(i int, op token.Token, y expr, pos token.Pos) stmt {
	in := c.in
	return func(fr *frame) ctl {
		b := y(fr)
		a := fr.L[i]
		if a.X|b.X != 0 {
			fr.L[i] = in.adBinary(op, a, b, pos)
			return ctlNext
		}
		fr.L[i] = Value{N: math.Float64bits(fop(op, a.Float(), b.Float()))}
		return ctlNext
	}
}

// ---- comparisons with one operand an expression ----

// cmpCond compiles a comparison of two integers or two float64s, each a
// local, a constant or an expression, as a condition; nil for other types.
// A constant on the left is moved to the right with the operator mirrored
// (k < x is x > k, also for NaN). Comparisons record nothing on the tape.
func (c *compiler) cmpCond(b *ast.BinaryExpr) func(fr *frame) bool {
	tx, ty := c.typeOf(b.X), c.typeOf(b.Y)
	if !types.Identical(tx, ty) {
		return nil
	}
	var kind int // 1 signed, 2 unsigned, 3 float64
	switch {
	case isFloat64(tx):
		kind = 3
	case isIntegerType(tx):
		kind = 1
		if tx.Underlying().(*types.Basic).Info()&types.IsUnsigned != 0 {
			kind = 2
		}
	default:
		return nil
	}
	op := b.Op
	ex, ey := b.X, b.Y
	if _, ok := c.constOf(ex); ok {
		ex, ey = ey, ex
		op = mirror(op)
	}
	if f := c.fieldCond(b, op, kind, ex, ey); f != nil {
		return f
	}
	x, y := c.condOperand(ex), c.condOperand(ey)
	switch kind {
	case 1:
		return condOfInt(op, 1<<63, x, y)
	case 2:
		return condOfInt(op, 0, x, y)
	}
	return condOfFloat(op, x, y)
}

func mirror(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.LEQ:
		return token.GEQ
	case token.GTR:
		return token.LSS
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// condOperand is an operand of a comparison: only its bits N matter.
func (c *compiler) condOperand(e ast.Expr) fopnd {
	if v, ok := c.constOf(e); ok {
		return fopnd{kind: fkConst, k: v}
	}
	if s, ok := c.localSlot(e); ok {
		return fopnd{kind: fkSlot, slot: s}
	}
	return fopnd{kind: fkExpr, e: c.expr(e)}
}

// condOfInt, condOfFloat, cmpU and cmpF are in fastops_gen.go, written by
// internal/genfastint.

// fieldTest is a comparison p.F op k of fieldCond: p a local pointer to
// a struct (slot base), F its field f, k a constant or a local (slot j,
// kept by mask) of kind 1 signed, 2 unsigned or 3 float64.
type fieldTest struct {
	a          *access
	base, f, j int
	op         token.Token
	kind       int
	k, mask    uint64
	flip       uint64
}

// on tests the field in fs, the fields of *p.
func (t *fieldTest) on(fr *frame, fs []Value) bool {
	y := fr.L[t.j].N&t.mask | t.k
	if t.kind == 3 {
		return cmpF(t.op, fs[t.f].Float(), math.Float64frombits(y))
	}
	return cmpU(t.op, fs[t.f].N^t.flip, y^t.flip)
}

// fieldTestOf returns the plan of p.F op k; nil for other forms.
func (c *compiler) fieldTestOf(op token.Token, kind int, ex, ey ast.Expr) *fieldTest {
	a, sh := c.fastAccess(ex)
	if sh != shPtrField {
		return nil
	}
	y := c.condOperand(ey)
	if y.kind == fkExpr {
		return nil
	}
	t := &fieldTest{a: a, base: a.base, f: a.field, j: y.slot, op: op, kind: kind, k: y.k.N}
	if y.kind == fkSlot {
		t.mask = ^uint64(0)
	} else {
		t.j = a.base
	}
	if kind == 1 {
		t.flip = 1 << 63
	}
	return t
}

// fieldCond compiles p.F op k, p a local pointer to a struct and k a
// constant or a local (if p.Y < 0), reading the field in the same
// closure; nil for other forms. It leaves the plan in c.fieldTests for
// fieldRun, which fuses such an if after a run of updates of *p.
func (c *compiler) fieldCond(cmp *ast.BinaryExpr, op token.Token, kind int, ex, ey ast.Expr) func(fr *frame) bool {
	t := c.fieldTestOf(op, kind, ex, ey)
	if t == nil {
		return nil
	}
	if c.fieldTests == nil {
		c.fieldTests = map[ast.Expr]*fieldTest{}
	}
	c.fieldTests[cmp] = t
	b, a := t.base, t.a
	return func(fr *frame) bool {
		p, _ := fr.L[b].R.(*Value)
		if p == nil {
			a.nilPtr(fr)
		}
		return t.on(fr, p.R.([]Value))
	}
}

// elemCond compiles a bool element s[i] (negated: !s[i]) as a condition
// read in one closure (the sieve's if !composite[i]); nil otherwise.
func (c *compiler) elemCond(e ast.Expr, negated bool) func(fr *frame) bool {
	a, sh := c.fastAccess(e)
	if sh == shPIdx1 && a.pk == pkBool {
		return a.packedBoolCond(negated)
	}
	if sh != shIdx1 {
		return nil
	}
	b, o := a.base, a.i0
	return func(fr *frame) bool {
		s, _ := fr.L[b].R.([]Value)
		k := fr.L[o.slot].N&o.mask + o.add
		if k >= uint64(len(s)) {
			a.fail(fr, 0)
		}
		return (s[k].N != 0) != negated
	}
}
