package interp

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Counted loops, for i := ...; i < n; i++ { ... } with i a 64-bit integer
// local and n a local or a constant, test and step the counter in the
// loop's own closure, mark the iteration on the tape there (markedBody's
// work), and call a one-statement body directly: four calls per
// iteration fewer than forFast's cond, post, markedBody and block.

// loopBody compiles a loop body: the block, and when the body is one
// plain statement, that statement and its position.
func (c *compiler) loopBody(list []ast.Stmt) (blk, one stmt, onePos token.Pos) {
	if len(list) == 1 {
		if _, labeled := list[0].(*ast.LabeledStmt); !labeled {
			if st := c.stmt(list[0]); st != nil {
				p := list[0].Pos()
				return func(fr *frame) ctl { fr.pos = p; return st(fr) }, st, p
			}
			return func(*frame) ctl { return ctlNext }, nil, 0
		}
	}
	return c.block(list), nil, 0
}

// countedLoop returns the fused loop for s, or nil when s is not counted.
// raw is the body without its tape marks; one, when not nil, the body's
// only statement at onePos.
func (c *compiler) countedLoop(s *ast.ForStmt, li *loopInfo, init, raw, one stmt, onePos token.Pos, label int) stmt {
	if c.general() {
		return nil
	}
	cb, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
	if !ok || s.Post == nil {
		return nil
	}
	t := c.typeOf(cb.X)
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 || needsWrap(b.Kind()) || !types.Identical(t, c.typeOf(cb.Y)) {
		return nil
	}
	op := cb.Op
	switch op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.NEQ:
	default:
		return nil
	}
	i, ok := c.localSlot(cb.X)
	if !ok {
		return nil
	}
	// The counter is declared by the loop's init, so no enclosing loop
	// marks it as loop-carried (carried wraps no post statement here).
	as, ok := s.Init.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 {
		return nil
	}
	if id, ok := as.Lhs[0].(*ast.Ident); !ok || c.u.info.Defs[id] != c.objOf(ast.Unparen(cb.X).(*ast.Ident)) {
		return nil
	}
	// The bound: a local (j) or a constant (read from slot i, masked away).
	// Or len(s) of a local slice s (lenOf).
	j, mask, add := i, uint64(0), uint64(0)
	lenOf := false
	if n, ok := c.intConst(cb.Y); ok {
		add = uint64(n)
	} else if j, ok = c.localSlot(cb.Y); ok {
		mask = ^uint64(0)
	} else if j, ok = c.lenOfLocal(cb.Y); ok {
		lenOf = true
	} else {
		return nil
	}
	// The step: i++, i--, i += k, i -= k with k a constant, or i += m with m a local.
	var stepSlot int
	var stepMask, stepAdd uint64
	switch p := s.Post.(type) {
	case *ast.IncDecStmt:
		if pi, ok := c.localSlot(p.X); !ok || pi != i {
			return nil
		}
		stepSlot, stepAdd = i, 1
		if p.Tok == token.DEC {
			stepAdd = ^uint64(0)
		}
	case *ast.AssignStmt:
		if len(p.Lhs) != 1 || (p.Tok != token.ADD_ASSIGN && p.Tok != token.SUB_ASSIGN) {
			return nil
		}
		if pi, ok := c.localSlot(p.Lhs[0]); !ok || pi != i {
			return nil
		}
		if n, ok := c.intConst(p.Rhs[0]); ok {
			stepSlot, stepAdd = i, uint64(n)
		} else if m, ok := c.localSlot(p.Rhs[0]); ok && isIntegerType(c.typeOf(p.Rhs[0])) {
			stepSlot, stepMask = m, ^uint64(0)
		} else {
			return nil
		}
		if p.Tok == token.SUB_ASSIGN {
			if stepMask != 0 {
				return nil
			}
			stepAdd = -stepAdd
		}
	default:
		return nil
	}
	flip := uint64(1) << 63
	if b.Info()&types.IsUnsigned != 0 {
		flip = 0
	}
	if mask == 0 && !lenOf {
		add ^= flip // compared as unsigned with the sign bit flipped
	}
	body, bpos := raw, s.Pos() // raw sets each statement's position
	if one != nil {
		body, bpos = one, onePos
	}
	p := &loopParts{in: c.in, init: init, body: body, bpos: bpos, i: i, j: j,
		slot: li.counter, id: li.id, label: label,
		stepSlot: stepSlot, stepMask: stepMask, stepAdd: stepAdd}
	bound := boundConst
	switch {
	case lenOf:
		bound = boundLen
	case mask != 0:
		bound = boundSlot
	}
	if d := c.dotPlanOf(s, one); d != nil && flip != 0 && op == token.LSS {
		return packedDotLoop(p, d, bound, int64(add^flip))
	}
	// Signed counters bounded by a local, a constant or len(s) get a
	// closure per operator: countedLoopAny, with its masks and operator
	// switch, costs a fifth more on the sieve.
	if flip != 0 {
		if f := signedCountedLoop(op, bound, int64(add^flip), p); f != nil {
			return f
		}
	}
	return countedLoopAny(op, flip, mask, add, lenOf, p)
}

// loopParts is what a fused loop's closure reads besides its test (the
// closures are in fastloop_gen.go, written by internal/genfastint).
type loopParts struct {
	in         *Interp
	init, body stmt
	bpos       token.Pos // the position set before body
	i, j       int       // the counter's slot; the bound's (a local or a slice)
	slot       int       // the slot counting iterations for the tape
	id         uint32    // the loop's identity on the tape
	label      int
	// Each iteration adds fr.L[stepSlot].N&stepMask + stepAdd to the counter.
	stepSlot          int
	stepMask, stepAdd uint64
}

// Kinds of bound of signedCountedLoop.
const (
	boundSlot  = iota // a local: fr.L[j]
	boundConst        // a constant
	boundLen          // len of the local slice fr.L[j]
)

// lenOfLocal recognises len(s) for a local slice s and returns s's slot.
func (c *compiler) lenOfLocal(e ast.Expr) (int, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return 0, false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return 0, false
	}
	if b, ok := c.objOf(id).(*types.Builtin); !ok || b.Name() != "len" {
		return 0, false
	}
	if _, ok := c.typeOf(call.Args[0]).Underlying().(*types.Slice); !ok {
		return 0, false
	}
	return c.localSlot(call.Args[0])
}

// rangeSlice returns the fused loop of for k, v := range s over a slice
// into plain locals (v not an array or struct, which would be copied),
// or nil. raw is the body without its tape marks.
func (c *compiler) rangeSlice(s *ast.RangeStmt, x expr, li *loopInfo, raw stmt, label int) stmt {
	if c.general() {
		return nil
	}
	if s.Tok != token.DEFINE {
		return nil
	}
	if _, ok := c.typeOf(s.X).Underlying().(*types.Slice); !ok {
		return nil
	}
	ks, vs := -1, -1
	if s.Key != nil && !isBlank(s.Key) {
		k, ok := c.localSlot(s.Key)
		if !ok {
			return nil
		}
		ks = k
	}
	if s.Value != nil && !isBlank(s.Value) {
		v, ok := c.localSlot(s.Value)
		if !ok || isAggregate(c.typeOf(s.Value)) {
			return nil
		}
		vs = v
	}
	in := c.in
	slot, id := li.counter, li.id
	if pk := packKind(c.typeOf(s.X).Underlying().(*types.Slice).Elem()); pk != pkNone {
		return c.rangePacked(x, ks, vs, li, raw, label)
	}
	// A body that fieldRun made one fieldBody (p := &s[i]; p.F op= ...;
	// if p.G < k {...}) is called without the block's closure around it.
	// When it indexes the ranged slice variable itself with the key
	// (p := &ps[i] in for i := range ps) and assigns no new slice to that
	// variable, ps[i] is the element the loop holds (an unboxed local
	// changes only by an assignment in its own function, and the body is
	// the only code that runs during the loop), and the whole loop is
	// fieldBody.loop over the loop's own elements.
	var run *fieldBody
	var elem bool
	if len(s.Body.List) > 0 {
		run = c.soleRuns[s.Body.List[0]]
	}
	if run != nil && ks >= 0 && vs < 0 {
		a := run.ai.a
		xs, ok := c.localSlot(s.X)
		elem = ok && xs == a.base && a.i0 == (idxOp{slot: ks, mask: ^uint64(0)}) && !c.assignsVar(s.Body, s.X)
	}
	if elem {
		lp := &rangeBody{in: in, ks: ks, slot: slot, id: id, label: label}
		return func(fr *frame) ctl {
			elems, _ := x(fr).R.([]Value)
			return run.loop(fr, elems, lp)
		}
	}
	return func(fr *frame) ctl {
		elems, _ := x(fr).R.([]Value)
		for i := range elems {
			if ks >= 0 {
				// An int slot's pointer word stays nil: no write barrier.
				fr.L[ks].N, fr.L[ks].X = uint64(i), 0
			}
			if vs >= 0 {
				fr.L[vs] = elems[i]
			}
			if t := in.ad.tape; t != nil {
				k := fr.L[slot].N
				t.Recorder().MarkIter(id, int(k), in.loopDepth-1)
				fr.L[slot].N = k + 1
			}
			var r ctl
			if run != nil {
				r = run.exec(fr)
			} else {
				r = raw(fr)
			}
			if r != ctlNext {
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

// Bounded loops: for i := a; C; i++ { ... } whose condition C is one or
// two comparisons of the counter, joined by &&, with bounds the counted
// loop above does not read: a local, captured or global variable plus or
// minus a constant (i < lo+chunk && i < n in a goroutine's closure). The
// bounds are read again at every test, as Go does; they have no side
// effects, so reading the counter once for both is the same.

// Kinds of a loopBound.
const (
	lbConst = iota // add
	lbSlot         // fr.L[slot].N + add
	lbBoxed        // fr.L[slot].R.(*Value).N + add
	lbEnv          // fr.env[slot].N + add
	lbEcell        // fr.env[slot].R.(*Value).N + add
	lbCell         // cell.N + add
)

type loopBound struct {
	op   token.Token
	kind int
	slot int
	cell *Value
	add  uint64
}

// val returns the bound's bits.
func (b *loopBound) val(fr *frame) uint64 {
	switch b.kind {
	case lbConst:
		return b.add
	case lbSlot:
		return fr.L[b.slot].N + b.add
	case lbEnv:
		return fr.env[b.slot].N + b.add
	case lbBoxed:
		return fr.L[b.slot].R.(*Value).N + b.add
	case lbEcell:
		return fr.env[b.slot].R.(*Value).N + b.add
	}
	return b.cell.N + b.add
}

// boundVar returns the storage of the integer variable e names.
func (c *compiler) boundVar(e ast.Expr) (loopBound, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return loopBound{}, false
	}
	for _, h := range c.deferHolders {
		if h.id == id {
			return loopBound{}, false
		}
	}
	v, ok := c.objOf(id).(*types.Var)
	if !ok {
		return loopBound{}, false
	}
	kind, slot, cell := c.lookupVar(v)
	switch kind {
	case varLocal:
		return loopBound{kind: lbSlot, slot: slot}, true
	case varBoxed:
		return loopBound{kind: lbBoxed, slot: slot}, true
	case varCaptured:
		return loopBound{kind: lbEnv, slot: slot}, true
	case varCapCell:
		return loopBound{kind: lbEcell, slot: slot}, true
	case varGlobal:
		return loopBound{kind: lbCell, cell: cell}, true
	}
	return loopBound{}, false
}

// loopBoundOf compiles the bound e of a signed 64-bit counter of type t.
func (c *compiler) loopBoundOf(e ast.Expr, t types.Type) (loopBound, bool) {
	if !types.Identical(t, c.typeOf(e)) {
		return loopBound{}, false
	}
	if n, ok := c.intConst(e); ok {
		return loopBound{kind: lbConst, add: uint64(n)}, true
	}
	if b, ok := c.boundVar(e); ok {
		return b, true
	}
	be, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || be.Op != token.ADD && be.Op != token.SUB {
		return loopBound{}, false
	}
	// v + k, k + v, v - k: wrapping like Go's 64-bit addition.
	x, y := be.X, be.Y
	if _, ok := c.intConst(x); ok && be.Op == token.ADD {
		x, y = y, x
	}
	k, ok := c.intConst(y)
	if !ok {
		return loopBound{}, false
	}
	b, ok := c.boundVar(x)
	if !ok {
		return loopBound{}, false
	}
	b.add = uint64(k)
	if be.Op == token.SUB {
		b.add = -b.add
	}
	return b, true
}

// loopStep recognises the step of counter slot i: i++, i--, i += k, i -= k
// with k a constant, or i += m with m an integer local. Each iteration
// adds fr.L[stepSlot].N&stepMask + stepAdd.
func (c *compiler) loopStep(post ast.Stmt, i int) (stepSlot int, stepMask, stepAdd uint64, ok bool) {
	switch p := post.(type) {
	case *ast.IncDecStmt:
		if pi, ok := c.localSlot(p.X); !ok || pi != i {
			return 0, 0, 0, false
		}
		stepSlot, stepAdd = i, 1
		if p.Tok == token.DEC {
			stepAdd = ^uint64(0)
		}
	case *ast.AssignStmt:
		if len(p.Lhs) != 1 || (p.Tok != token.ADD_ASSIGN && p.Tok != token.SUB_ASSIGN) {
			return 0, 0, 0, false
		}
		if pi, ok := c.localSlot(p.Lhs[0]); !ok || pi != i {
			return 0, 0, 0, false
		}
		if n, ok := c.intConst(p.Rhs[0]); ok {
			stepSlot, stepAdd = i, uint64(n)
		} else if m, ok := c.localSlot(p.Rhs[0]); ok && isIntegerType(c.typeOf(p.Rhs[0])) {
			stepSlot, stepMask = m, ^uint64(0)
		} else {
			return 0, 0, 0, false
		}
		if p.Tok == token.SUB_ASSIGN {
			if stepMask != 0 {
				return 0, 0, 0, false
			}
			stepAdd = -stepAdd
		}
	default:
		return 0, 0, 0, false
	}
	return stepSlot, stepMask, stepAdd, true
}

// boundedLoop returns the fused loop for s, or nil. Its arguments are
// countedLoop's.
func (c *compiler) boundedLoop(s *ast.ForStmt, li *loopInfo, init, raw, one stmt, onePos token.Pos, label int) stmt {
	if c.general() {
		return nil
	}
	if s.Cond == nil || s.Post == nil || init == nil {
		return nil
	}
	var conj []ast.Expr
	if be, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr); ok && be.Op == token.LAND {
		conj = []ast.Expr{be.X, be.Y}
	} else {
		conj = []ast.Expr{s.Cond}
	}
	as, ok := s.Init.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 {
		return nil
	}
	cid, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil
	}
	cv, ok := c.u.info.Defs[cid].(*types.Var)
	if !ok {
		return nil
	}
	t := cv.Type()
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 || b.Info()&types.IsUnsigned != 0 || needsWrap(b.Kind()) {
		return nil
	}
	i, ok := c.localSlot(cid)
	if !ok {
		return nil
	}
	var bounds [2]loopBound
	for k, e := range conj {
		cb, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok {
			return nil
		}
		switch cb.Op {
		case token.LSS, token.LEQ, token.GTR, token.GEQ, token.NEQ:
		default:
			return nil
		}
		if id, ok := ast.Unparen(cb.X).(*ast.Ident); !ok || c.objOf(id) != cv {
			return nil
		}
		if bounds[k], ok = c.loopBoundOf(cb.Y, t); !ok {
			return nil
		}
		bounds[k].op = cb.Op
	}
	stepSlot, stepMask, stepAdd, ok := c.loopStep(s.Post, i)
	if !ok {
		return nil
	}
	body, bpos := raw, s.Pos() // raw sets each statement's position
	if one != nil {
		body, bpos = one, onePos
	}
	b0, b1 := bounds[0], bounds[1]
	if len(conj) == 1 {
		b1 = loopBound{op: token.GEQ, kind: lbConst, add: 1 << 63} // i >= MinInt64
	}
	return boundedLoopOf(b0, b1, &loopParts{in: c.in, init: init, body: body, bpos: bpos, i: i,
		slot: li.counter, id: li.id, label: label,
		stepSlot: stepSlot, stepMask: stepMask, stepAdd: stepAdd})
}

// assignsVar reports whether n may assign to the variable id names: an
// assignment, a range clause or ++/-- with it on the left, or its address
// taken (then it is boxed anyway).
func (c *compiler) assignsVar(n ast.Node, id ast.Expr) bool {
	obj := c.objOf(ast.Unparen(id).(*ast.Ident))
	is := func(e ast.Expr) bool {
		i, ok := ast.Unparen(e).(*ast.Ident)
		return ok && c.objOf(i) == obj
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				found = found || is(l)
			}
		case *ast.RangeStmt:
			found = found || n.Key != nil && is(n.Key) || n.Value != nil && is(n.Value)
		case *ast.IncDecStmt:
			found = found || is(n.X)
		case *ast.UnaryExpr:
			found = found || n.Op == token.AND && is(n.X)
		}
		return !found
	})
	return found
}
