package interp

import (
	"go/ast"
	"go/token"
	"go/types"
	"math"
)

// The fast access paths of fastaccess.go for elements of packed slices
// (shapes shPIdx1 s[i] and shPIdx2 a[i][k]). Each closure reads the host
// slice of the kind the type promises; when the slice is held as []Value
// instead (a slice of an array, which is not packed) or an index is out of
// range it takes the general path (elemSlot), which makes the checks and
// raises Go's panics.

// packedIndex is the packing kind of the slice x indexes (pkNone for arrays
// and for slices of other element types).
func (c *compiler) packedIndex(x *ast.IndexExpr) int {
	if st, ok := c.typeOf(x.X).Underlying().(*types.Slice); ok {
		return packKind(st.Elem())
	}
	return pkNone
}

// elemSlot returns the slice and index the access designates, after the
// bounds checks of both levels.
func (a *access) elemSlot(fr *frame, two bool) (Value, int) {
	s := fr.L[a.base]
	k := a.i0.get(fr)
	if n := sliceLen(s); k >= uint64(n) {
		a.oob(fr, a.pos0, k, n)
	}
	if !two {
		return s, int(k)
	}
	t := elemAt(s, int(k))
	j := a.i1.get(fr)
	if n := sliceLen(t); j >= uint64(n) {
		a.oob(fr, a.pos1, j, n)
	}
	return t, int(j)
}

func (a *access) loadSlow(fr *frame, two bool) Value {
	s, k := a.elemSlot(fr, two)
	return elemAt(s, k)
}

func (a *access) storeSlow(fr *frame, two bool, v Value) {
	s, k := a.elemSlot(fr, two)
	setElem(s, k, v)
}

// words returns the []Word of the access and the index when the slice is
// one and the index is in range.
func (a *access) words(fr *frame, two bool) ([]Word, uint64, bool) {
	s := fr.L[a.base].R
	if two {
		o, _ := s.([]Value)
		k := a.i0.get(fr)
		if k >= uint64(len(o)) {
			return nil, 0, false
		}
		s = o[k].R
	}
	w, ok := s.([]Word)
	if !ok {
		return nil, 0, false
	}
	j := a.i0.get(fr)
	if two {
		j = a.i1.get(fr)
	}
	return w, j, j < uint64(len(w))
}

// ref returns &s[i] as a pointer Value (R *Word, *bool or *Value).
func (a *access) ref(fr *frame, two bool) Value {
	s, k := a.elemSlot(fr, two)
	return elemPtr(s, k)
}

func (a *access) packedLoad(sh int) expr {
	b, o, o1 := a.base, a.i0, a.i1
	two := sh == shPIdx2
	switch {
	case a.pk == pkWord && !two:
		return func(fr *frame) Value {
			if s, ok := fr.L[b].R.([]Word); ok {
				if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
					return Value{N: s[k].N, X: s[k].X}
				}
			}
			return a.loadSlow(fr, false)
		}
	case a.pk == pkWord:
		return func(fr *frame) Value {
			s, _ := fr.L[b].R.([]Value)
			if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
				if t, ok := s[k].R.([]Word); ok {
					if j := fr.L[o1.slot].N&o1.mask + o1.add; j < uint64(len(t)) {
						return Value{N: t[j].N, X: t[j].X}
					}
				}
			}
			return a.loadSlow(fr, true)
		}
	case !two:
		return func(fr *frame) Value {
			if s, ok := fr.L[b].R.([]bool); ok {
				if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
					return Value{N: b2n(s[k])}
				}
			}
			return a.loadSlow(fr, false)
		}
	}
	return func(fr *frame) Value { return a.loadSlow(fr, true) }
}

// packedStore compiles l = x for l of a packed shape: x runs first, then
// l's checks.
func (c *compiler) packedStore(a *access, sh int, l, r ast.Expr, x expr) stmt {
	b, o := a.base, a.i0
	two := sh == shPIdx2
	_, isConst := c.constOf(r)
	switch {
	case a.pk == pkBool && !two && isConst:
		v := x(nil).N != 0
		return func(fr *frame) ctl {
			if s, ok := fr.L[b].R.([]bool); ok {
				if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
					s[k] = v
					return ctlNext
				}
			}
			a.storeSlow(fr, false, Value{N: b2n(v)})
			return ctlNext
		}
	case a.pk == pkBool && !two:
		return func(fr *frame) ctl {
			v := x(fr)
			if s, ok := fr.L[b].R.([]bool); ok {
				if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
					s[k] = v.N != 0
					return ctlNext
				}
			}
			a.storeSlow(fr, false, v)
			return ctlNext
		}
	case a.pk == pkWord && !two:
		if ra, rsh := c.fastAccess(r); rsh == shPIdx1 && ra.pk == pkWord && types.Identical(c.typeOf(r), c.typeOf(l)) {
			// s[i] = t[k] (insertion sorts, shifts) in one closure, the
			// read checked first.
			rb, ro := ra.base, ra.i0
			return func(fr *frame) ctl {
				t, ok1 := fr.L[rb].R.([]Word)
				s, ok2 := fr.L[b].R.([]Word)
				j := fr.L[ro.slot].N&ro.mask + ro.add
				k := fr.L[o.slot].N&o.mask + o.add
				if ok1 && ok2 && j < uint64(len(t)) && k < uint64(len(s)) {
					s[k] = t[j]
					return ctlNext
				}
				a.storeSlow(fr, false, ra.loadSlow(fr, false))
				return ctlNext
			}
		}
		return func(fr *frame) ctl {
			v := x(fr)
			if s, ok := fr.L[b].R.([]Word); ok {
				if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
					s[k] = Word{v.N, v.X}
					return ctlNext
				}
			}
			a.storeSlow(fr, false, v)
			return ctlNext
		}
	case a.pk == pkWord:
		return func(fr *frame) ctl {
			v := x(fr)
			if t, j, ok := a.words(fr, true); ok {
				t[j] = Word{v.N, v.X}
				return ctlNext
			}
			a.storeSlow(fr, true, v)
			return ctlNext
		}
	}
	return func(fr *frame) ctl { v := x(fr); a.storeSlow(fr, two, v); return ctlNext }
}

// packedOpAssign compiles l op= y for l of a packed shape (fastOpAssignAt
// has checked the operator and types): l's checks, the old value, then y.
func (c *compiler) packedOpAssign(a *access, sh int, isF64 bool, op token.Token, y expr, pos token.Pos) stmt {
	two := sh == shPIdx2
	in := c.in
	if a.pk != pkWord {
		return nil
	}
	if isF64 {
		return func(fr *frame) ctl {
			if t, j, ok := a.words(fr, two); ok {
				loc := &t[j]
				old := Value{N: loc.N, X: loc.X}
				v := y(fr)
				if old.X|v.X != 0 {
					r := in.adBinary(op, old, v, pos)
					*loc = Word{r.N, r.X}
					return ctlNext
				}
				loc.N = math.Float64bits(fop(op, old.Float(), v.Float()))
				return ctlNext
			}
			s, k := a.elemSlot(fr, two)
			old := elemAt(s, k)
			setElem(s, k, in.adOrPlain(op, old, y(fr), pos))
			return ctlNext
		}
	}
	iop := func(x, y uint64) uint64 {
		switch op {
		case token.ADD:
			return x + y
		case token.SUB:
			return x - y
		case token.AND:
			return x & y
		case token.OR:
			return x | y
		}
		return x ^ y
	}
	if op == token.ADD {
		return func(fr *frame) ctl {
			if t, j, ok := a.words(fr, two); ok {
				t[j].N += y(fr).N
				return ctlNext
			}
			s, k := a.elemSlot(fr, two)
			setElem(s, k, Value{N: elemAt(s, k).N + y(fr).N})
			return ctlNext
		}
	}
	return func(fr *frame) ctl {
		if t, j, ok := a.words(fr, two); ok {
			t[j].N = iop(t[j].N, y(fr).N)
			return ctlNext
		}
		s, k := a.elemSlot(fr, two)
		setElem(s, k, Value{N: iop(elemAt(s, k).N, y(fr).N)})
		return ctlNext
	}
}

// packedBoolCond is elemCond for an element of a packed []bool.
func (a *access) packedBoolCond(negated bool) func(fr *frame) bool {
	b, o := a.base, a.i0
	return func(fr *frame) bool {
		if s, ok := fr.L[b].R.([]bool); ok {
			if k := fr.L[o.slot].N&o.mask + o.add; k < uint64(len(s)) {
				return s[k] != negated
			}
		}
		return a.loadSlow(fr, false).N != 0 != negated
	}
}

// rangePacked is rangeSlice's loop over a slice of a packed kind (any
// representation: elements are read through elemAt unless it is []Word).
func (c *compiler) rangePacked(x expr, ks, vs int, li *loopInfo, raw stmt, label int) stmt {
	in := c.in
	slot, id := li.counter, li.id
	return func(fr *frame) ctl {
		sv := x(fr)
		w, isW := sv.R.([]Word)
		n := sliceLen(sv)
		for i := 0; i < n; i++ {
			if ks >= 0 {
				fr.L[ks] = Value{N: uint64(i)}
			}
			if vs >= 0 {
				if isW {
					fr.L[vs] = Value{N: w[i].N, X: w[i].X}
				} else {
					fr.L[vs] = elemAt(sv, i)
				}
			}
			if t := in.ad.tape; t != nil {
				k := fr.L[slot].N
				t.Recorder().MarkIter(id, int(k), in.loopDepth-1)
				fr.L[slot].N = k + 1
			}
			if r := raw(fr); r != ctlNext {
				if exit, out, _ := loopCtl(r, label); exit {
					return out
				}
			}
			if in.pollFlag.Load() != 0 {
				in.poll()
			}
		}
		return ctlNext
	}
}

// packedLoc reports whether the location x may be an element of a packed
// slice: s[i] with s a slice of a packed kind, or *p with p a pointer to
// one (which may point to a variable or to such an element). These have
// no *Value: they are read and written through a pointer Value (lvalueRef,
// derefPtr, storePtr), and lvalueAddr refuses them.
func (c *compiler) packedLoc(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.IndexExpr:
		// Arrays are not packed, but an array behind a pointer converted
		// from a packed slice ((*[4]int)(s)) shares its storage.
		switch t := c.typeOf(x.X).Underlying().(type) {
		case *types.Slice:
			return packKind(t.Elem()) != pkNone
		case *types.Array:
			return packKind(t.Elem()) != pkNone
		case *types.Pointer:
			if at, ok := t.Elem().Underlying().(*types.Array); ok {
				return packKind(at.Elem()) != pkNone
			}
		}
		return false
	case *ast.StarExpr:
		return packKind(c.typeOf(x)) != pkNone
	}
	return false
}

// lvalueRef compiles the address of the addressable x as a pointer Value
// of any form (R *Value, *Word or *bool).
func (c *compiler) lvalueRef(x ast.Expr) expr {
	x = ast.Unparen(x)
	in := c.in
	if !c.packedLoc(x) {
		addr := c.lvalueAddr(x)
		return func(fr *frame) Value { return Value{R: addr(fr)} }
	}
	switch x := x.(type) {
	case *ast.IndexExpr:
		if a, sh := c.fastAccess(x); sh == shPIdx1 || sh == shPIdx2 {
			two := sh == shPIdx2
			return func(fr *frame) Value { return a.ref(fr, two) }
		}
		s, idx := c.arrayOrSlice(x.X), c.expr(x.Index)
		pos := x.Lbrack // where loads of x[i] report it too
		return func(fr *frame) Value {
			sv := s(fr)
			i := idx(fr).Int()
			if n := sliceLen(sv); uint64(i) >= uint64(n) {
				fr.pos = pos
				in.indexPanic(i, n)
			}
			return elemPtr(sv, int(i))
		}
	case *ast.StarExpr:
		p := c.expr(x.X)
		pos := x.Pos()
		return func(fr *frame) Value {
			pv := p(fr)
			if pv.R == nil {
				fr.pos = pos
				in.nilDeref()
			}
			return pv
		}
	}
	panic("interp: lvalueRef")
}

// lateRef is lateAddr for a packedLoc: phase one evaluates the operands,
// phase two checks them and yields the pointer Value.
func (c *compiler) lateRef(x ast.Expr) func(fr *frame) func() Value {
	x = ast.Unparen(x)
	in := c.in
	switch x := x.(type) {
	case *ast.IndexExpr:
		idx := c.expr(x.Index)
		pos := x.Lbrack
		switch c.typeOf(x.X).Underlying().(type) {
		case *types.Array:
			base := c.lateAddr(x.X)
			return func(fr *frame) func() Value {
				b := base(fr)
				i := idx(fr).Int()
				return func() Value {
					sv := *b()
					if n := sliceLen(sv); uint64(i) >= uint64(n) {
						fr.pos = pos
						in.indexPanic(i, n)
					}
					return elemPtr(sv, int(i))
				}
			}
		case *types.Pointer:
			p := c.expr(x.X)
			return func(fr *frame) func() Value {
				pv := p(fr)
				i := idx(fr).Int()
				return func() Value {
					if pv.R == nil {
						fr.pos = pos
						in.nilDeref()
					}
					sv := derefPtr(pv)
					if n := sliceLen(sv); uint64(i) >= uint64(n) {
						fr.pos = pos
						in.indexPanic(i, n)
					}
					return elemPtr(sv, int(i))
				}
			}
		}
		s := c.expr(x.X)
		return func(fr *frame) func() Value {
			sv := s(fr)
			i := idx(fr).Int()
			return func() Value {
				if n := sliceLen(sv); uint64(i) >= uint64(n) {
					fr.pos = pos
					in.indexPanic(i, n)
				}
				return elemPtr(sv, int(i))
			}
		}
	case *ast.StarExpr:
		p := c.expr(x.X)
		pos := x.Pos()
		return func(fr *frame) func() Value {
			pv := p(fr)
			return func() Value {
				if pv.R == nil {
					fr.pos = pos
					in.nilDeref()
				}
				return pv
			}
		}
	}
	panic("interp: lateRef")
}

// arrayOrSlice compiles the operand of an index expression whose element
// is a packedLoc: a slice, an addressable array (its storage, not a copy)
// or a pointer to an array (dereferenced, nil checked).
func (c *compiler) arrayOrSlice(x ast.Expr) expr {
	in := c.in
	switch c.typeOf(x).Underlying().(type) {
	case *types.Array:
		if isAddressable(c.u.info, x) {
			addr := c.lvalueAddr(x)
			return func(fr *frame) Value { return *addr(fr) }
		}
	case *types.Pointer:
		p := c.expr(x)
		pos := x.Pos()
		return func(fr *frame) Value {
			pv := p(fr)
			if pv.R == nil {
				fr.pos = pos
				in.nilDeref()
			}
			return derefPtr(pv)
		}
	}
	return c.expr(x)
}

// packedDotStep is fusedFloatOpAssign's s += a[i][k] * b[k][j] with a[i]
// and b[k] packed []float64 (matmul's inner loop): the shape fixed, the
// operands' slots in locals of the closure, and no Value temporary (the
// slow and the marked paths are calls), so that the closure's frame has
// no pointer slot to clear on entry. Marked operands go through adBinary
// as in fusedFloatOpAssignOf. Never inlined, so that its closure inlines
// its own callees.
//
//go:noinline
func packedDotStep(in *Interp, i int, pos, pos2 token.Pos, xa, ya *access, mark func(*frame)) stmt {
	// Few captures: a closure loads every captured variable on entry.
	return func(fr *frame) ctl {
		var pn, px, qn, qx uint64
		s, _ := fr.L[xa.base].R.([]Value)
		k := fr.L[xa.i0.slot].N&xa.i0.mask + xa.i0.add
		if k >= uint64(len(s)) {
			xa.fail(fr, 0)
		}
		t, ok := s[k].R.([]Word)
		if j := fr.L[xa.i1.slot].N&xa.i1.mask + xa.i1.add; ok && j < uint64(len(t)) {
			e := &t[j]
			pn, px = e.N, e.X
		} else {
			pn, px = xa.loadSlowNX(fr)
		}
		s, _ = fr.L[ya.base].R.([]Value)
		k = fr.L[ya.i0.slot].N&ya.i0.mask + ya.i0.add
		if k >= uint64(len(s)) {
			ya.fail(fr, 0)
		}
		t, ok = s[k].R.([]Word)
		if j := fr.L[ya.i1.slot].N&ya.i1.mask + ya.i1.add; ok && j < uint64(len(t)) {
			e := &t[j]
			qn, qx = e.N, e.X
		} else {
			qn, qx = ya.loadSlowNX(fr)
		}
		dst := &fr.L[i]
		if px|qx|dst.X != 0 {
			in.dotMarked(dst, pn, px, qn, qx, pos, pos2)
		} else {
			prod := float64(math.Float64frombits(pn) * math.Float64frombits(qn))
			dst.N = math.Float64bits(math.Float64frombits(dst.N) + prod)
		}
		if mark != nil && in.ad.tape != nil {
			mark(fr)
		}
		return ctlNext
	}
}

// loadSlowNX is loadSlow of a two-level access as bits and tape mark.
//
//go:noinline
func (a *access) loadSlowNX(fr *frame) (uint64, uint64) {
	v := a.loadSlow(fr, true)
	return v.N, v.X
}

// dotMarked is *dst += p*q with a tape mark on one of them.
//
//go:noinline
func (in *Interp) dotMarked(dst *Value, pn, px, qn, qx uint64, pos, pos2 token.Pos) {
	v := Value{N: math.Float64bits(float64(math.Float64frombits(pn) * math.Float64frombits(qn)))}
	if px|qx != 0 {
		v = in.adBinary(token.MUL, Value{N: pn, X: px}, Value{N: qn, X: qx}, pos2)
	}
	*dst = in.adOrPlain(token.ADD, *dst, v, pos)
}

// dotPlan is a packedDotStep, kept for packedDotLoop.
type dotPlan struct {
	in   *Interp
	dst  int
	pos  token.Pos
	pos2 token.Pos
	x, y *access
	mark func(*frame)
}

// dotPlanOf returns the plan of the loop s's body when it is one
// packedDotStep statement (one, compiled), else nil.
func (c *compiler) dotPlanOf(s *ast.ForStmt, one stmt) *dotPlan {
	if one == nil || len(s.Body.List) != 1 {
		return nil
	}
	as, ok := s.Body.List[0].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || c.shows[as] {
		return nil
	}
	return c.dotPlans[as.Rhs[0]]
}

// row returns the packed row a[i] of a two-level access when i is in
// range and the row is packed.
func (a *access) row(fr *frame) ([]Word, bool) {
	s, _ := fr.L[a.base].R.([]Value)
	k := a.i0.get(fr)
	if k >= uint64(len(s)) {
		return nil, false
	}
	t, ok := s[k].R.([]Word)
	return t, ok
}

// packedDotLoop is the counted loop (signed counter, <) whose body is one
// s += a[i][k] * b[k][j] on packed rows: signedCountedLoop with the body
// written in. A row whose index is neither the counter nor s (a[i] in
// matmul) is fetched once, and again after each poll (another goroutine
// may have replaced it); a row that cannot be fetched so (index out of
// range, not packed) is read per iteration the general way, which panics
// where the loop would. Nothing else the loop runs can change a local or
// a row: the body stores only into s, and marks change no data.
//
//go:noinline
func packedDotLoop(p *loopParts, d *dotPlan, bound int, k int64) stmt {
	in, init, bpos := p.in, p.init, p.bpos
	ctr := p.i
	invariant := func(o idxOp) bool { return o.mask == 0 || o.slot != ctr && o.slot != d.dst }
	hx, hy := invariant(d.x.i0), invariant(d.y.i0)
	return func(fr *frame) ctl {
		init(fr)
		xa, ya := d.x, d.y
		var tx, ty []Word
		okx, oky := false, false
		if hx {
			tx, okx = xa.row(fr)
		}
		if hy {
			ty, oky = ya.row(fr)
		}
		for {
			var n int64
			switch bound {
			case boundSlot:
				n = int64(fr.L[p.j].N)
			case boundConst:
				n = k
			default:
				n = int64(sliceLen(fr.L[p.j]))
			}
			if int64(fr.L[ctr].N) >= n {
				return ctlNext
			}
			if t := in.ad.tape; t != nil {
				c := fr.L[p.slot].N
				t.Recorder().MarkIter(p.id, int(c), in.loopDepth-1)
				fr.L[p.slot].N = c + 1
			}
			fr.pos = bpos
			var pn, px, qn, qx uint64
			if okx {
				if j := fr.L[xa.i1.slot].N&xa.i1.mask + xa.i1.add; j < uint64(len(tx)) {
					e := &tx[j]
					pn, px = e.N, e.X
				} else {
					pn, px = xa.loadSlowNX(fr)
				}
			} else {
				t, ok := xa.row(fr)
				if j := fr.L[xa.i1.slot].N&xa.i1.mask + xa.i1.add; ok && j < uint64(len(t)) {
					e := &t[j]
					pn, px = e.N, e.X
				} else {
					pn, px = xa.loadSlowNX(fr)
				}
			}
			if oky {
				if j := fr.L[ya.i1.slot].N&ya.i1.mask + ya.i1.add; j < uint64(len(ty)) {
					e := &ty[j]
					qn, qx = e.N, e.X
				} else {
					qn, qx = ya.loadSlowNX(fr)
				}
			} else {
				t, ok := ya.row(fr)
				if j := fr.L[ya.i1.slot].N&ya.i1.mask + ya.i1.add; ok && j < uint64(len(t)) {
					e := &t[j]
					qn, qx = e.N, e.X
				} else {
					qn, qx = ya.loadSlowNX(fr)
				}
			}
			dst := &fr.L[d.dst]
			if px|qx|dst.X != 0 {
				in.dotMarked(dst, pn, px, qn, qx, d.pos, d.pos2)
			} else {
				prod := float64(math.Float64frombits(pn) * math.Float64frombits(qn))
				dst.N = math.Float64bits(math.Float64frombits(dst.N) + prod)
			}
			if d.mark != nil && in.ad.tape != nil {
				d.mark(fr)
			}
			if in.pollFlag.Load() != 0 {
				in.poll()
				if hx {
					tx, okx = xa.row(fr)
				}
				if hy {
					ty, oky = ya.row(fr)
				}
			}
			fr.L[ctr].N += fr.L[p.stepSlot].N&p.stepMask + p.stepAdd
		}
	}
}
