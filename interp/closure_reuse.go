package interp

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Reusing a dead closure (docs/design.md, "Call frames": closures made
// again in place).
//
// In `f := mk(i)` inside a loop, where mk is a leaf whose statement is
// `return func(...) {...}` (Func.leafLit), each iteration allocates a
// closure and drops the previous iteration's one. When every use of f is
// the callee of a call (callOnly: f is never copied, captured, compared,
// passed, deferred or started as a goroutine), the closure f holds can be
// referenced by f's slot alone, provided it was made by such an
// assignment: the assignment notes the closure it made in a hidden slot
// of the frame, and the next one, finding f's slot and the hidden slot
// holding the same closure of the same literal, fills that closure with
// the new captures instead of allocating one. A call of f may leave
// stale references to its environment in frames that have returned
// (frame.env), which nothing reads again before they are set.

// findCallOnly notes the local variables of func type of the unit whose
// every use is the callee of a call (not in a go or defer statement) or
// the single left-hand side of an assignment.
func findCallOnly(u *unit, nodes ...ast.Node) {
	if u.callOnly == nil {
		u.callOnly = map[*types.Var]bool{}
	}
	info := u.info
	ok := map[*ast.Ident]bool{} // uses that do not copy the value
	defined := map[*types.Var]bool{}
	inYield := map[*types.Var]bool{}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.GoStmt:
			// The callee of a go or defer statement is used later: its
			// closure must not be refilled meanwhile.
			for _, a := range x.Call.Args {
				ast.Inspect(a, visit)
			}
			return false
		case *ast.DeferStmt:
			for _, a := range x.Call.Args {
				ast.Inspect(a, visit)
			}
			return false
		case *ast.RangeStmt:
			// The body of a range over a function runs in the enclosing
			// frame when the iterator calls yield, which a call of f may
			// reach again while f runs: no variable the body names is
			// refilled.
			if _, isFunc := info.TypeOf(x.X).Underlying().(*types.Signature); isFunc {
				ast.Inspect(x.Body, func(n ast.Node) bool {
					if id, isID := n.(*ast.Ident); isID {
						if v, isVar := info.Defs[id].(*types.Var); isVar {
							inYield[v] = true
						}
						if v, isVar := info.Uses[id].(*types.Var); isVar {
							inYield[v] = true
						}
					}
					return true
				})
			}
		case *ast.CallExpr:
			if id, isID := ast.Unparen(x.Fun).(*ast.Ident); isID {
				ok[id] = true
			}
		case *ast.AssignStmt:
			if len(x.Lhs) == 1 {
				if id, isID := x.Lhs[0].(*ast.Ident); isID {
					if x.Tok == token.DEFINE {
						if v, isVar := info.Defs[id].(*types.Var); isVar {
							defined[v] = true
						}
					} else if x.Tok == token.ASSIGN {
						ok[id] = true
					}
				}
			}
		}
		return true
	}
	for _, n := range nodes {
		ast.Inspect(n, visit)
	}
	bad := map[*types.Var]bool{}
	for id, obj := range info.Uses {
		if v, isVar := obj.(*types.Var); isVar && defined[v] && !ok[id] {
			bad[v] = true
		}
	}
	for v := range defined {
		if _, isFunc := v.Type().Underlying().(*types.Signature); isFunc && !bad[v] && !inYield[v] {
			u.callOnly[v] = true
		}
	}
}

// closureReuse compiles l = r (or l := r) when l is a callOnly local and
// r a function literal (litReuse), or a call of a func variable or a
// declared function that may be a leaf returning one; nil otherwise.
func (c *compiler) closureReuse(l, r ast.Expr, define bool) stmt {
	if c.general() {
		return nil
	}
	id, isID := l.(*ast.Ident)
	if !isID || c.u.callOnly == nil {
		return nil
	}
	var v *types.Var
	if define {
		v, _ = c.u.info.Defs[id].(*types.Var)
	} else {
		v, _ = c.u.info.Uses[id].(*types.Var)
	}
	if v == nil || !c.u.callOnly[v] || c.u.boxed[v] || c.u.byValue[v] || define && c.cellTop != nil && v.Parent() == c.cellTop {
		return nil
	}
	if _, local := c.locals[v]; !define && !local {
		return nil
	}
	if lit, isLit := ast.Unparen(r).(*ast.FuncLit); isLit {
		return c.litReuse(v, lit, define)
	}
	call, isCall := ast.Unparen(r).(*ast.CallExpr)
	if !isCall || call.Ellipsis.IsValid() {
		return nil
	}
	if tv, found := c.tv(ast.Unparen(call.Fun)); !found || tv.IsType() || tv.IsBuiltin() {
		return nil
	}
	sig, isSig := c.typeOf(call.Fun).Underlying().(*types.Signature)
	if !isSig || sig.Results().Len() != 1 || !types.Identical(c.typeOf(call), c.typ(v.Type())) || len(call.Args) > 4 {
		return nil
	}
	fun := ast.Unparen(call.Fun)
	var static *Func
	kind, vi := varGlobal, 0
	if f := c.staticCallee(fun); f != nil {
		var targs []types.Type
		if fid := identOf(stripIndex(fun)); fid != nil {
			targs = c.instanceArgs(fid)
		}
		c.checkAdCall(call, f, targs)
		static = c.funcFor(f, targs)
	} else if kind, vi = c.funcVarRef(fun); kind != varLocal && kind != varCaptured && kind != varCapCell {
		return nil
	}
	fixed := c.fixedArgs(call, sig)
	if fixed == nil && len(call.Args) > 0 || len(fixed) != sig.Params().Len() {
		return nil
	}
	scalar := make([]bool, len(fixed))
	for i := range fixed {
		scalar[i] = scalarType(c.typ(sig.Params().At(i).Type()))
	}
	if define {
		c.declare(v)
	}
	rs := &reuseSite{static: static, kind: kind, vi: vi, fs: c.locals[v], hs: c.nslots, nilCl: c.nilClosure(sig), pos: call.Lparen}
	c.nslots++ // the hidden slot: the closure the last assignment made
	in := c.in
	if len(fixed) == 1 {
		a0 := fixed[0]
		sc0 := scalar[0]
		return func(fr *frame) ctl {
			// The argument comes first: gc reads a func variable after
			// it (lateFunc), and it may compile the declared function.
			a := a0(fr)
			cl, fn := rs.callee(fr)
			if fn != nil && fn.leafLit != nil {
				lf := fn.leafFr
				lf.setLeafArg0(a, sc0)
				rs.runLit(fr, cl, fn, lf)
				return ctlNext
			}
			in.reuseSlow(fr, rs, cl, []Value{a})
			return ctlNext
		}
	}
	return func(fr *frame) ctl {
		var args [4]Value
		for i, a := range fixed {
			args[i] = a(fr)
		}
		cl, fn := rs.callee(fr)
		if fn != nil && fn.leafLit != nil {
			lf := fn.leafFr
			for i, a := range args[:len(fixed)] {
				if scalar[i] {
					lf.L[i].N, lf.L[i].X = a.N, a.X
				} else {
					lf.L[i] = a
				}
			}
			rs.runLit(fr, cl, fn, lf)
			return ctlNext
		}
		in.reuseSlow(fr, rs, cl, args[:len(fixed)])
		return ctlNext
	}
}

// litReuse compiles f := func(...) {...} (or f = ...) for a callOnly f:
// the literal's closure is made again in place, from the captures of this
// frame, when f still holds the one the last run made.
func (c *compiler) litReuse(v *types.Var, lit *ast.FuncLit, define bool) stmt {
	if !types.Identical(c.typeOf(lit), c.typ(v.Type())) {
		return nil
	}
	c.lastLit = nil
	x := c.expr(lit)
	fn := c.lastLit
	if define {
		c.declare(v)
	}
	fs := c.locals[v]
	if fn == nil || fn.refill == nil {
		// No capture (the closure is made once), or more than two.
		return func(fr *frame) ctl { fr.L[fs] = x(fr); return ctlNext }
	}
	hs := c.nslots // the hidden slot: the closure the last run made
	c.nslots++
	return func(fr *frame) ctl {
		o, _ := fr.L[fs].R.(*Closure)
		if h, _ := fr.L[hs].R.(*Closure); o != nil && o == h && o.Fn == fn {
			fn.refill(fr, o.Env)
			return ctlNext
		}
		v := x(fr)
		fr.L[fs] = v
		fr.L[hs] = v
		return ctlNext
	}
}

// reuseSite is an assignment closureReuse compiles.
type reuseSite struct {
	static *Func    // the declared function called, or nil for a func variable
	kind   varKind  // where that variable is
	vi     int      // its slot or environment index
	fs, hs int      // the slots of the variable assigned and of the hidden closure
	nilCl  *Closure // stands in for a nil func value
	pos    token.Pos
}

// callee is the function called: the declared one, or the closure the
// variable holds and its Func (nil for a method value or nil).
func (rs *reuseSite) callee(fr *frame) (*Closure, *Func) {
	if rs.static != nil {
		return nil, rs.static
	}
	cl := funcVarClosure(fr, rs.kind, rs.vi)
	if cl != nil && cl.Fn.bound == nil {
		return cl, cl.Fn
	}
	return cl, nil
}

// runLit runs fn, a leaf returning a function literal, whose arguments
// are stored in lf: into the closure the variable holds when the last
// run made it, else into a new one.
func (rs *reuseSite) runLit(fr *frame, cl *Closure, fn *Func, lf *frame) {
	var env []Value
	if cl != nil {
		env = cl.Env
	}
	lf.setLeafEnv(env)
	fr.pos = rs.pos
	o, _ := fr.L[rs.fs].R.(*Closure)
	if h, _ := fr.L[rs.hs].R.(*Closure); o != nil && o == h && o.Fn == fn.leafLit && o != cl {
		if s := o.Fn.refillSlot; s > 0 {
			o.Env[0].N, o.Env[0].X = lf.L[s-1].N, lf.L[s-1].X
			return
		}
		o.Fn.refill(lf, o.Env)
		return
	}
	v := fn.leaf(lf)
	fr.L[rs.fs] = v
	fr.L[rs.hs] = v
}

// reuseSlow makes the call of rs the ordinary way.
func (in *Interp) reuseSlow(fr *frame, rs *reuseSite, cl *Closure, args []Value) {
	if cl == nil && rs.static != nil {
		fr.L[rs.fs] = in.callLeaf(fr, rs.pos, rs.static, nil, args...)
		return
	}
	if cl == nil {
		cl = rs.nilCl
	}
	fr.L[rs.fs] = in.callClosureWith(fr, rs.pos, cl, args)
}

// callClosureWith is callLeaf for a func value (a method value's
// receiver first).
func (in *Interp) callClosureWith(fr *frame, pos token.Pos, cl *Closure, args []Value) Value {
	if cl.Fn.bound == nil {
		return in.callLeaf(fr, pos, cl.Fn, cl.Env, args...)
	}
	cf, L := in.closureFrame(cl)
	copy(L, args)
	fr.pos = pos
	in.invoke(cf)
	var v Value
	if cf.fn.nres > 0 {
		v = cf.L[cf.fn.nparams]
	}
	in.popFrame(cf)
	return v
}
