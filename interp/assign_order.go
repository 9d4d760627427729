package interp

import (
	"go/ast"
	"go/types"
)

// The spec runs an assignment in two phases: first the operands of index
// expressions and pointer indirections on the left and the expressions on
// the right, in the usual order; then the stores, left to right. A nil
// pointer, an index out of range or a nil map on the left therefore panics
// in the second phase, after the stores to its left have happened.

// lateAddr compiles a left-hand side for the two phases: calling the result
// evaluates the operands (phase one) and returns the function that checks
// them and yields the address (phase two).
func (c *compiler) lateAddr(x ast.Expr) func(fr *frame) func() *Value {
	x = ast.Unparen(x)
	in := c.in
	switch x := x.(type) {
	case *ast.StarExpr:
		p := c.expr(x.X)
		pos := x.Pos()
		return func(fr *frame) func() *Value {
			ptr := p(fr).Ptr()
			return func() *Value {
				if ptr == nil {
					fr.pos = pos
					in.nilDeref()
				}
				return ptr
			}
		}
	case *ast.SelectorExpr:
		sel := c.u.info.Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			break
		}
		steps := c.fieldSteps(c.typeOf(x.X), sel.Index())
		var base func(fr *frame) func() *Value
		if !steps[0].deref && isAddressable(c.u.info, x.X) {
			base = c.lateAddr(x.X)
		} else {
			v := c.expr(x.X)
			base = func(fr *frame) func() *Value {
				val := v(fr)
				return func() *Value { return &val }
			}
		}
		pos := x.Sel.Pos()
		return func(fr *frame) func() *Value {
			b := base(fr)
			return func() *Value { return in.walkSteps(fr, b(), steps, pos) }
		}
	case *ast.IndexExpr:
		idx := c.expr(x.Index)
		pos := x.Lbrack // where loads of x[i] report it too
		elem := func(fr *frame, elems []Value, i int64) *Value {
			if uint64(i) >= uint64(len(elems)) {
				fr.pos = pos
				in.indexPanic(i, len(elems))
			}
			return &elems[i]
		}
		switch c.typeOf(x.X).Underlying().(type) {
		case *types.Array:
			base := c.lateAddr(x.X)
			return func(fr *frame) func() *Value {
				b := base(fr)
				i := idx(fr).Int()
				return func() *Value { return elem(fr, b().R.([]Value), i) }
			}
		case *types.Pointer:
			p := c.expr(x.X)
			return func(fr *frame) func() *Value {
				ptr := p(fr).Ptr()
				i := idx(fr).Int()
				return func() *Value {
					if ptr == nil {
						fr.pos = pos
						in.nilDeref()
					}
					return elem(fr, ptr.R.([]Value), i)
				}
			}
		case *types.Slice:
			s := c.expr(x.X)
			return func(fr *frame) func() *Value {
				elems, _ := s(fr).R.([]Value)
				i := idx(fr).Int()
				return func() *Value { return elem(fr, elems, i) }
			}
		}
	}
	addr := c.lvalueAddr(x)
	return func(fr *frame) func() *Value {
		p := addr(fr)
		return func() *Value { return p }
	}
}

// lateMapStore compiles m[k] on the left of an assignment: m and k are
// evaluated in phase one, the nil-map check and the store happen in phase two.
func (c *compiler) lateMapStore(e *ast.IndexExpr) func(fr *frame) func(Value) {
	t := c.typeOf(e.X).Underlying().(*types.Map)
	x := c.expr(e.X)
	k := c.exprTo(e.Index, t.Key())
	cp := copyFunc(c.typeOf(e))
	in := c.in
	pos := e.Lbrack
	return func(fr *frame) func(Value) {
		m := x(fr).MapVal()
		key := k(fr)
		return func(v Value) {
			if m == nil {
				fr.pos = pos
				in.plainPanic("assignment to entry in nil map")
			}
			if cp != nil {
				v = cp(v)
			}
			hk := m.Key(key)
			if ent, ok := m.M[hk]; ok {
				ent.V = v
				return
			}
			m.M[hk] = &MapEntry{K: key, V: v}
		}
	}
}
