package interp

import (
	"go/ast"
	"go/token"
	"go/types"
)

// expr compiles an expression producing a single value.
func (c *compiler) expr(e ast.Expr) expr {
	c.u.at = e.Pos()
	if v, ok := c.constOf(e); ok {
		return func(*frame) Value { return v }
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return c.expr(e.X)
	case *ast.Ident:
		return c.ident(e)
	case *ast.BasicLit:
		c.errorAt(e, "internal error: literal without constant value")
	case *ast.UnaryExpr:
		return c.unary(e)
	case *ast.BinaryExpr:
		return c.binary(e)
	case *ast.CallExpr:
		return c.call(e)
	case *ast.SelectorExpr:
		return c.selector(e)
	case *ast.IndexExpr:
		return c.index(e)
	case *ast.IndexListExpr:
		return c.funcInstance(e)
	case *ast.SliceExpr:
		return c.sliceExpr(e)
	case *ast.StarExpr:
		return c.deref(e)
	case *ast.CompositeLit:
		return c.compositeLit(e, c.typeOf(e))
	case *ast.FuncLit:
		return c.funcLit(e)
	case *ast.TypeAssertExpr:
		f := c.typeAssert(e, false)
		return func(fr *frame) Value { v, _ := f(fr); return v }
	case *ast.KeyValueExpr:
		c.errorAt(e, "internal error: key-value outside composite literal")
	}
	c.unsupported(e, describe(e))
	return nil
}

// describe names an AST construct for "not supported yet" messages.
func describe(n ast.Node) string {
	switch n := n.(type) {
	case *ast.GoStmt:
		return "go statement (goroutines)"
	case *ast.SendStmt:
		return "channel send"
	case *ast.SelectStmt:
		return "select statement"
	case *ast.UnaryExpr:
		if n.Op == token.ARROW {
			return "channel receive"
		}
	case *ast.ChanType:
		return "channel type"
	}
	return "this construct"
}

func (c *compiler) ident(id *ast.Ident) expr {
	for _, h := range c.deferHolders {
		if h.id == id {
			p := h.h
			return func(*frame) Value { return *p }
		}
	}
	obj := c.objOf(id)
	switch o := obj.(type) {
	case *types.Var:
		return c.loadVar(o)
	case *types.Nil:
		return func(*frame) Value { return Value{} }
	case *types.Func:
		return c.funcValue(id, o)
	case *types.Const:
		v := c.makeConst(o.Val(), c.typ(o.Type()))
		return func(*frame) Value { return v }
	}
	c.errorAt(id, "internal error: unexpected identifier %s (%T)", id.Name, obj)
	return nil
}

// funcValue compiles a reference to a package-level function or method
// expression as a func value.
func (c *compiler) funcValue(id *ast.Ident, f *types.Func) expr {
	c.checkAdCall(id, f, c.instanceArgs(id))
	fn := c.funcFor(f, c.instanceArgs(id))
	cl := &Closure{Fn: fn}
	return func(*frame) Value { return Value{R: cl} }
}

// instanceArgs returns the (substituted) type arguments of a generic
// function reference, or nil.
func (c *compiler) instanceArgs(id *ast.Ident) []types.Type {
	inst, ok := c.u.info.Instances[id]
	if !ok {
		return nil
	}
	var args []types.Type
	for i := 0; i < inst.TypeArgs.Len(); i++ {
		args = append(args, c.typ(inst.TypeArgs.At(i)))
	}
	return args
}

func (c *compiler) funcInstance(e ast.Expr) expr {
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.IndexExpr:
		id = identOf(x.X)
	case *ast.IndexListExpr:
		id = identOf(x.X)
	}
	if id == nil {
		c.unsupported(e, "instantiation of this generic expression")
	}
	f, ok := c.objOf(id).(*types.Func)
	if !ok {
		c.unsupported(e, "this generic instantiation")
	}
	return c.funcValue(id, f)
}

// identOf returns the identifier naming e (x or pkg.x), or nil.
func identOf(e ast.Expr) *ast.Ident {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

func (c *compiler) funcLit(e *ast.FuncLit) expr {
	// Parameters are keyed by the declared (unsubstituted) objects.
	sig := c.u.info.TypeOf(e).(*types.Signature)
	child := c.newChild()
	child.fnName = c.fnName + ".func"
	fn := child.compileFunc(sig, nil, e.Type, e.Body, c.fnName+".func1", e.Pos())
	fn.sig = c.typ(sig).(*types.Signature)
	return c.closureOf(fn, child.capList)
}

func (c *compiler) deref(e *ast.StarExpr) expr {
	x := c.expr(e.X)
	if packKind(c.typeOf(e)) != pkNone {
		return func(fr *frame) Value {
			pv := x(fr)
			if pv.R == nil {
				fr.pos = e.Pos()
				c.in.nilDeref()
			}
			return derefPtr(pv)
		}
	}
	return func(fr *frame) Value {
		p := x(fr).Ptr()
		if p == nil {
			fr.pos = e.Pos()
			c.in.nilDeref()
		}
		return *p
	}
}

func (in *Interp) nilDeref() {
	in.runtimePanic("runtime error: invalid memory address or nil pointer dereference")
}

// ---- unary ----

func (c *compiler) unary(e *ast.UnaryExpr) expr {
	t := c.typeOf(e)
	switch e.Op {
	case token.AND:
		return c.addressOf(e.X)
	case token.ARROW:
		return c.recvExpr(e)
	case token.NOT:
		x := c.expr(e.X)
		return func(fr *frame) Value { return Value{N: x(fr).N ^ 1} }
	case token.ADD:
		return c.expr(e.X)
	case token.SUB:
		x := c.expr(e.X)
		return c.negate(t, x, e.OpPos)
	case token.XOR:
		x := c.expr(e.X)
		k := basicKind(t)
		return func(fr *frame) Value { return wrapInt(Value{N: ^x(fr).N}, k) }
	}
	c.unsupported(e, "unary operator "+e.Op.String())
	return nil
}

func (c *compiler) negate(t types.Type, x expr, pos token.Pos) expr {
	b := t.Underlying().(*types.Basic)
	switch {
	case b.Info()&types.IsFloat != 0:
		if b.Kind() == types.Float64 {
			return func(fr *frame) Value {
				v := x(fr)
				if v.X != 0 {
					return c.in.adNeg(v, pos)
				}
				return MakeFloat(-v.Float())
			}
		}
		return func(fr *frame) Value {
			v := x(fr)
			if v.X != 0 {
				return c.in.adNeg(v, pos) // float32 negation is exact
			}
			return MakeFloat(-v.Float())
		}
	case b.Info()&types.IsComplex != 0:
		return func(fr *frame) Value { return MakeComplex(-x(fr).Complex()) }
	}
	k := b.Kind()
	return func(fr *frame) Value { return wrapInt(Value{N: -x(fr).N}, k) }
}

// addressOf compiles &x.
func (c *compiler) addressOf(x ast.Expr) expr {
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CompositeLit:
		lit := c.compositeLit(x, c.typeOf(x))
		return func(fr *frame) Value {
			v := lit(fr)
			return Value{R: &v}
		}
	case *ast.Ident:
		v := c.objOf(x).(*types.Var)
		cell := c.cellOf(v)
		return func(fr *frame) Value { return Value{R: cell(fr)} }
	}
	return c.lvalueRef(x)
}

// lvalueAddr compiles the address of an addressable expression other than
// a variable: a field, an array or slice element, or *p.
func (c *compiler) lvalueAddr(x ast.Expr) func(fr *frame) *Value {
	x = ast.Unparen(x)
	if c.packedLoc(x) {
		panic("interp: internal error: lvalueAddr of an element of a packed slice (use lvalueRef)")
	}
	if f := c.fastAddr(x); f != nil {
		return f
	}
	switch x := x.(type) {
	case *ast.Ident:
		return c.addrVar(c.objOf(x).(*types.Var))
	case *ast.StarExpr:
		p := c.expr(x.X)
		return func(fr *frame) *Value {
			ptr := p(fr).Ptr()
			if ptr == nil {
				fr.pos = x.Pos()
				c.in.nilDeref()
			}
			return ptr
		}
	case *ast.SelectorExpr:
		sel := c.u.info.Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			break
		}
		return c.fieldAddr(x, sel)
	case *ast.IndexExpr:
		xt := c.typeOf(x.X).Underlying()
		idx := c.expr(x.Index)
		switch xt := xt.(type) {
		case *types.Array:
			base := c.lvalueAddr(x.X)
			return func(fr *frame) *Value {
				elems := base(fr).R.([]Value)
				i := idx(fr).Int()
				if uint64(i) >= uint64(len(elems)) {
					fr.pos = x.Lbrack // where loads of x[i] report it too
					c.in.indexPanic(i, len(elems))
				}
				return &elems[i]
			}
		case *types.Pointer:
			p := c.expr(x.X)
			return func(fr *frame) *Value {
				ptr := p(fr).Ptr()
				if ptr == nil {
					fr.pos = x.Pos()
					c.in.nilDeref()
				}
				elems := ptr.R.([]Value)
				i := idx(fr).Int()
				if uint64(i) >= uint64(len(elems)) {
					fr.pos = x.Lbrack // where loads of x[i] report it too
					c.in.indexPanic(i, len(elems))
				}
				return &elems[i]
			}
		case *types.Slice:
			s := c.expr(x.X)
			return func(fr *frame) *Value {
				elems, _ := s(fr).R.([]Value)
				i := idx(fr).Int()
				if uint64(i) >= uint64(len(elems)) {
					fr.pos = x.Lbrack // where loads of x[i] report it too
					c.in.indexPanic(i, len(elems))
				}
				return &elems[i]
			}
		default:
			_ = xt
		}
	}
	c.unsupported(x, "taking the address of this expression")
	return nil
}

func (in *Interp) indexPanic(i int64, n int) {
	if i < 0 {
		in.runtimePanic("runtime error: index out of range [" + fmtInt(i) + "]") // as Go says it: no length
	}
	in.runtimePanic("runtime error: index out of range [" + fmtInt(i) + "] with length " + fmtInt(int64(n)))
}

// ---- selectors ----

func (c *compiler) selector(e *ast.SelectorExpr) expr {
	sel := c.u.info.Selections[e]
	if sel == nil {
		// Qualified identifier: pkg.Name.
		return c.ident(e.Sel)
	}
	switch sel.Kind() {
	case types.FieldVal:
		return c.fieldLoad(e, sel)
	case types.MethodVal:
		return c.methodValue(e, sel)
	case types.MethodExpr:
		return c.methodExpr(e, sel)
	}
	c.unsupported(e, "selector")
	return nil
}

// fieldPath walks the embedding path of a selection: all but the last index
// are embedded fields, each possibly a pointer that is dereferenced.
func (c *compiler) fieldSteps(recv types.Type, index []int) (steps []fieldStep) {
	t := recv
	for _, i := range index {
		ptr := false
		if p, ok := t.Underlying().(*types.Pointer); ok {
			ptr = true
			t = p.Elem()
		}
		st := t.Underlying().(*types.Struct)
		steps = append(steps, fieldStep{index: i, deref: ptr})
		t = c.typ(st.Field(i).Type())
	}
	return steps
}

type fieldStep struct {
	index int
	deref bool // the value before this step is a pointer to the struct
}

func (c *compiler) fieldLoad(e *ast.SelectorExpr, sel *types.Selection) expr {
	if f := c.fastLoad(e); f != nil {
		return f
	}
	steps := c.fieldSteps(c.typeOf(e.X), sel.Index())
	x := c.expr(e.X)
	pos := e.Sel.Pos()
	if len(steps) == 1 {
		i := steps[0].index
		if steps[0].deref {
			return func(fr *frame) Value {
				p := x(fr).Ptr()
				if p == nil {
					fr.pos = pos
					c.in.nilDeref()
				}
				return p.R.([]Value)[i]
			}
		}
		return func(fr *frame) Value { return x(fr).R.([]Value)[i] }
	}
	return func(fr *frame) Value {
		v := x(fr)
		for _, s := range steps {
			if s.deref {
				p := v.Ptr()
				if p == nil {
					fr.pos = pos
					c.in.nilDeref()
				}
				v = *p
			}
			v = v.R.([]Value)[s.index]
		}
		return v
	}
}

// fieldAddr compiles the address of a field.
func (c *compiler) fieldAddr(e *ast.SelectorExpr, sel *types.Selection) func(fr *frame) *Value {
	steps := c.fieldSteps(c.typeOf(e.X), sel.Index())
	pos := e.Sel.Pos()
	if !steps[0].deref && isAddressable(c.u.info, e.X) {
		base := c.lvalueAddr(e.X)
		return func(fr *frame) *Value { return c.in.walkSteps(fr, base(fr), steps, pos) }
	}
	// The operand is a pointer or a struct value: the first step starts
	// from its value, held in a local. (Taking the local's address instead
	// moved it to the heap: one allocation per p.X with p a pointer.)
	x := c.expr(e.X)
	first, rest := steps[0], steps[1:]
	in := c.in
	return func(fr *frame) *Value { return in.walkSteps(fr, in.stepFrom(fr, x(fr), first, pos), rest, pos) }
}

func isAddressable(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if ok {
		return tv.Addressable()
	}
	_, isIdent := ast.Unparen(e).(*ast.Ident)
	return isIdent
}

// ---- type assertions ----

// typeAssert compiles x.(T); the second result reports success. With
// commaOk false, failure panics as Go does.
func (c *compiler) typeAssert(e *ast.TypeAssertExpr, commaOk bool) func(fr *frame) (Value, bool) {
	x := c.expr(e.X)
	target := c.typ(c.u.info.TypeOf(e.Type))
	srcT := c.typeOf(e.X)
	rt := c.in.RType(target)
	zero := rt.zero
	pos := e.Pos()
	if iface, ok := target.Underlying().(*types.Interface); ok {
		return func(fr *frame) (Value, bool) {
			v := x(fr)
			i := v.Iface()
			if i != nil && c.in.implements(i.T, iface) {
				return v, true
			}
			if commaOk {
				return Value{}, false
			}
			fr.pos = pos
			c.in.assertPanic(srcT, i, rt, iface)
			return Value{}, false
		}
	}
	return func(fr *frame) (Value, bool) {
		i := x(fr).Iface()
		if i != nil && i.T == rt {
			return i.V, true
		}
		if commaOk {
			return zero(), false
		}
		fr.pos = pos
		c.in.assertPanic(srcT, i, rt, nil)
		return Value{}, false
	}
}

func (in *Interp) assertPanic(src types.Type, have *Iface, want *RType, iface *types.Interface) {
	// As the runtime spells it: "interface {}" for any, main.I for a named interface.
	srcName := typeString(src)
	msg := "interface conversion: "
	switch {
	case have == nil && iface != nil:
		msg += "interface is nil, not " + want.Name
	case have == nil:
		msg += srcName + " is nil, not " + want.Name
	case iface != nil:
		missing := ""
		for i := 0; i < iface.NumMethods(); i++ {
			m := iface.Method(i)
			if !in.HasMethod(have.T, m.Name()) {
				missing = m.Name()
				break
			}
		}
		msg += have.T.Name + " is not " + want.Name + ": missing method " + missing
	default:
		msg += srcName + " is " + have.T.Name + ", not " + want.Name
		if have.T.Name == want.Name {
			// Two local types of one name, as Go's runtime says it.
			msg += " (types from different scopes)"
		}
	}
	p := &goPanic{val: in.runtimeErrorValue(msg), runtime: true}
	in.capture(p)
	panic(p)
}

// implements reports whether dynamic type t satisfies iface (cached).
func (in *Interp) implements(t *RType, iface *types.Interface) bool {
	if t.impl == nil {
		t.impl = map[*types.Interface]bool{}
	}
	ok, seen := t.impl[iface]
	if !seen {
		ok = types.Implements(t.T, iface)
		t.impl[iface] = ok
	}
	return ok
}

func basicKind(t types.Type) types.BasicKind {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Kind()
	}
	return types.Invalid
}

func fmtInt(i int64) string {
	if i == 0 {
		return "0"
	}
	neg := i < 0
	u := uint64(i)
	if neg {
		u = uint64(-i)
	}
	var b [24]byte
	n := len(b)
	for u > 0 {
		n--
		b[n] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		n--
		b[n] = '-'
	}
	return string(b[n:])
}
