package interp

import (
	"github.com/adrepl/adrepl/ad"
	"go/ast"
	"go/token"
	"go/types"
	"math"
)

// callFn compiles a call and returns the finished callee frame, whose
// results are at L[nparams:nparams+nres]; the caller must putFrame it.
type callFn func(fr *frame) *frame

// call compiles a call expression used as a single value (or a statement).
func (c *compiler) call(e *ast.CallExpr) expr {
	fun := ast.Unparen(e.Fun)
	// Conversion T(x).
	if tv, ok := c.u.info.Types[fun]; ok && tv.IsType() {
		to := c.typ(tv.Type)
		return c.convert(c.expr(e.Args[0]), c.typeOf(e.Args[0]), to)
	}
	// Builtins.
	if id := identOf(fun); id != nil {
		if b, ok := c.objOf(id).(*types.Builtin); ok {
			return c.builtin(e, b.Name())
		}
	}
	// Fast path: library math functions of floats.
	if f := c.staticCallee(fun); f != nil {
		if x := c.fastHostCall(e, f); x != nil {
			return x
		}
	}
	if x := c.directCall(e); x != nil {
		return x
	}
	cf := c.callFrame(e)
	in := c.in
	return func(fr *frame) Value {
		callee := cf(fr)
		var v Value
		if callee.fn.nres > 0 {
			v = callee.L[callee.fn.nparams]
		}
		in.popFrame(callee)
		return v
	}
}

// directCall compiles the common calls used as a value in one closure: a
// method call, or a declared function or a func value (closure) called
// with one value per parameter (no variadic packing). The arguments go
// straight into the callee's stack slots. It returns nil for other calls.
func (c *compiler) directCall(e *ast.CallExpr) expr {
	fun := ast.Unparen(e.Fun)
	sig, ok := c.typeOf(e.Fun).Underlying().(*types.Signature)
	if !ok || sig.Results().Len() == 0 {
		return nil
	}
	in := c.in
	pos := e.Lparen
	if sel, ok := fun.(*ast.SelectorExpr); ok {
		if s := c.u.info.Selections[sel]; s != nil {
			if s.Kind() != types.MethodVal {
				return nil // a func-valued field
			}
			if m := c.leafMethod(e, sel, s, sig); m != nil {
				return func(fr *frame) Value {
					cf := m(fr)
					v := cf.L[cf.fn.nparams]
					in.popFrame(cf)
					return v
				}
			}
			// x.M(args): the receiver, then the arguments, as methodCall
			// does, into a frame of the stack.
			prep := c.methodCall(e, sel, s, sig, c.args(e, sig), in.stackFrame)
			return func(fr *frame) Value {
				cf := prep(fr)
				fr.pos = pos
				if cf.fn.plain {
					// invoke for a plain function, written out.
					rt := in.rt
					if cf.parent != rt.cur {
						cf.parent = rt.cur
					}
					rt.cur = cf
					if rt.depth++; rt.depth > in.opts.MaxDepth || in.pollFlag.Load() != 0 {
						in.enterSlow(cf)
					}
					cf.fn.body(cf)
					rt.depth--
					rt.cur = cf.parent
				} else {
					in.invoke(cf)
				}
				v := cf.L[cf.fn.nparams]
				in.popFrame(cf)
				return v
			}
		}
	}
	fixed := c.fixedArgs(e, sig)
	if fixed == nil {
		return nil
	}
	if f := c.staticCallee(fun); f != nil {
		var targs []types.Type
		if id := identOf(stripIndex(fun)); id != nil {
			targs = c.instanceArgs(id)
		}
		c.checkAdCall(e, f, targs)
		fn := c.funcFor(f, targs)
		switch len(fixed) {
		case 0:
			return func(fr *frame) Value {
				if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
					fr.pos = pos
					if fn.leafMode == leafPure {
						return lx(fn.leafFr)
					}
					return in.runLeafLinked(fn.leafFr)
				}
				cf := in.stackFrame(fn)
				fr.pos = pos
				in.invoke(cf)
				v := cf.L[fn.nparams]
				in.popFrame(cf)
				return v
			}
		case 1:
			if i, k, ok := c.localPlusConst(e.Args[0], sig.Params().At(0).Type()); ok {
				// f(n-1): the argument is computed straight into the
				// callee's slot, with no closure for it.
				return func(fr *frame) Value {
					a := fr.L[i].N + k
					if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
						lf := fn.leafFr
						lf.L[0].N, lf.L[0].X = a, 0
						fr.pos = pos
						if fn.leafMode == leafPure {
							return lx(lf)
						}
						return in.runLeafLinked(lf)
					}
					cf := in.stackFrame(fn)
					cf.L[0] = Value{N: a}
					fr.pos = pos
					in.invoke(cf)
					v := cf.L[1]
					in.popFrame(cf)
					return v
				}
			}
			a0 := fixed[0]
			sc0 := scalarType(sig.Params().At(0).Type())
			return func(fr *frame) Value {
				// The argument comes before fn.leaf is read: a leaf that
				// calls is running while fn.leaf is nil (runLeafCalls).
				a := a0(fr)
				if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
					lf := fn.leafFr
					lf.setLeafArg0(a, sc0)
					fr.pos = pos
					if fn.leafMode == leafPure {
						return lx(lf)
					}
					return in.runLeafLinked(lf)
				}
				cf := in.stackFrame(fn)
				cf.L[0] = a
				fr.pos = pos
				in.invoke(cf)
				v := cf.L[1]
				in.popFrame(cf)
				return v
			}
		case 2:
			a0, a1 := fixed[0], fixed[1]
			return func(fr *frame) Value {
				if fn.leaf != nil {
					a := a0(fr)
					return in.callLeaf(fr, pos, fn, nil, a, a1(fr))
				}
				cf := in.stackFrame(fn)
				cf.L[0] = a0(fr)
				cf.L[1] = a1(fr)
				fr.pos = pos
				in.invoke(cf)
				v := cf.L[2]
				in.popFrame(cf)
				return v
			}
		}
		return func(fr *frame) Value {
			if fn.leaf != nil && len(fixed) <= 8 {
				var buf [8]Value
				for i, a := range fixed {
					buf[i] = a(fr)
				}
				return in.callLeaf(fr, pos, fn, nil, buf[:len(fixed)]...)
			}
			cf := in.stackFrame(fn)
			for i, a := range fixed {
				cf.L[i] = a(fr)
			}
			fr.pos = pos
			in.invoke(cf)
			v := cf.L[len(fixed)]
			in.popFrame(cf)
			return v
		}
	}
	// A func value: a closure, a function, or a method value (whose bound
	// receiver comes first). A nil one panics when called.
	fv := c.expr(fun)
	n := len(fixed)
	nilCl := c.nilClosure(sig)
	// callValue takes the callee's frame and stores the arguments: those
	// given (already evaluated), else the compiled ones.
	callValue := func(fr *frame, cl *Closure, given ...Value) *frame {
		if cl == nil {
			cl = nilCl
		}
		cf, L := in.closureFrame(cl)
		if given != nil {
			copy(L, given)
			return cf
		}
		for i, a := range fixed {
			L[i] = a(fr)
		}
		return cf
	}
	if c.lateFunc(e) {
		if n != 1 {
			return nil // prepCall's late path
		}
		a0 := fixed[0]
		sc0 := scalarType(sig.Params().At(0).Type())
		return func(fr *frame) Value {
			a := a0(fr)
			cl := fv(fr).Func()
			var cf *frame
			if cl != nil && cl.Fn.bound == nil {
				fn := cl.Fn
				if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
					lf := fn.leafFr
					lf.setLeafArg0(a, sc0)
					lf.setLeafEnv(cl.Env)
					fr.pos = pos
					if fn.leafMode == leafPure {
						return lx(lf)
					}
					return in.runLeafLinked(lf)
				}
				cf = in.stackFrameEnv(fn, cl.Env)
				if sc0 {
					// The slot may hold a stale pointer; storing N and X
					// only keeps a write barrier off the common case.
					if cf.L[0].R != nil {
						cf.L[0].R = nil
					}
					cf.L[0].N, cf.L[0].X = a.N, a.X
				} else {
					cf.L[0] = a
				}
			} else {
				cf = callValue(fr, cl, a)
			}
			fr.pos = pos
			in.invoke(cf)
			v := cf.L[cf.fn.nparams]
			in.popFrame(cf)
			return v
		}
	}
	if n == 1 {
		a0 := fixed[0]
		// A local or captured variable holding the func, and a local
		// integer argument, are read in place, without their closures.
		j := -1
		if op, ok := c.simpleOperand(e.Args[0]); ok && op.slot >= 0 && types.Identical(c.typeOf(e.Args[0]), c.typ(sig.Params().At(0).Type())) {
			j = op.slot
		}
		kind, vi := c.funcVarRef(fun)
		sc0 := scalarType(sig.Params().At(0).Type())
		switch kind {
		case varLocal, varCaptured, varCapCell:
			// (A switch on the variable's kind, not a closure per kind:
			// it costs next to nothing and the call below is written once.)
			return func(fr *frame) Value {
				cl := funcVarClosure(fr, kind, vi)
				var cf *frame
				if cl != nil && cl.Fn.bound == nil {
					fn := cl.Fn
					var a Value
					if j >= 0 {
						a = fr.L[j]
					} else {
						a = a0(fr)
					}
					if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
						lf := fn.leafFr
						lf.setLeafArg0(a, sc0)
						lf.setLeafEnv(cl.Env)
						fr.pos = pos
						switch fn.leafMode {
						case leafPure:
							return lx(lf)
						case leafCalling:
							return in.runLeafCalls(lf)
						}
						return in.runLeafLinked(lf)
					}
					cf = in.stackFrameEnv(fn, cl.Env)
					cf.L[0] = a
				} else {
					cf = callValue(fr, cl)
				}
				fr.pos = pos
				if cf.fn.plain {
					// invoke for a plain function, written out.
					rt := in.rt
					if cf.parent != rt.cur {
						cf.parent = rt.cur
					}
					rt.cur = cf
					if rt.depth++; rt.depth > in.opts.MaxDepth || in.pollFlag.Load() != 0 {
						in.enterSlow(cf)
					}
					cf.fn.body(cf)
					rt.depth--
					rt.cur = cf.parent
				} else {
					in.invoke(cf)
				}
				v := cf.L[cf.fn.nparams]
				in.popFrame(cf)
				return v
			}
		}
		return func(fr *frame) Value {
			cl := fv(fr).Func()
			var cf *frame
			if cl != nil && cl.Fn.bound == nil {
				if cl.Fn.leaf != nil {
					return in.callLeaf(fr, pos, cl.Fn, cl.Env, a0(fr))
				}
				cf = in.stackFrameEnv(cl.Fn, cl.Env)
				cf.L[0] = a0(fr)
			} else {
				cf = callValue(fr, cl)
			}
			fr.pos = pos
			in.invoke(cf)
			v := cf.L[cf.fn.nparams]
			in.popFrame(cf)
			return v
		}
	}
	return func(fr *frame) Value {
		cl := fv(fr).Func()
		if cl != nil && cl.Fn.bound == nil && cl.Fn.leaf != nil && n <= 8 {
			var buf [8]Value
			for i, a := range fixed {
				buf[i] = a(fr)
			}
			return in.callLeaf(fr, pos, cl.Fn, cl.Env, buf[:n]...)
		}
		cf := callValue(fr, cl)
		fr.pos = pos
		in.invoke(cf)
		v := cf.L[cf.fn.nparams]
		in.popFrame(cf)
		return v
	}
}

// lateFunc reports whether the func value of call e is read after its
// arguments: gc loads a func variable, field or map element only once
// the arguments are evaluated, so an argument that calls code which
// assigns it changes which function runs. (A function expression that
// itself calls code runs first, in lexical order.)
func (c *compiler) lateFunc(e *ast.CallExpr) bool {
	if c.callsUserCode(e.Fun) {
		return false
	}
	if kind, _ := c.funcVarRef(ast.Unparen(e.Fun)); kind == varLocal || kind == varCaptured {
		// An unboxed local or a copied capture: no call can assign it.
		return false
	}
	for _, a := range e.Args {
		if c.callsUserCode(a) {
			return true
		}
	}
	return false
}

// funcVarRef tells where the func variable fun lives when it is a local
// (varLocal, its slot) or captured (varCaptured or varCapCell, its env
// index) variable; kind varGlobal otherwise.
func (c *compiler) funcVarRef(fun ast.Expr) (kind varKind, i int) {
	id, ok := fun.(*ast.Ident)
	if !ok {
		return varGlobal, 0
	}
	for _, h := range c.deferHolders {
		if h.id == id {
			return varGlobal, 0
		}
	}
	v, ok := c.objOf(id).(*types.Var)
	if !ok {
		return varGlobal, 0
	}
	if kind, i, _ := c.lookupVar(v); kind == varLocal || kind == varCaptured || kind == varCapCell {
		return kind, i
	}
	return varGlobal, 0
}

// funcVarClosure reads the closure in the func variable funcVarRef found
// (a local, a copied capture or a captured cell, slot i); nil when the
// variable is nil.
func funcVarClosure(fr *frame, kind varKind, i int) *Closure {
	var cl *Closure
	switch kind {
	case varLocal:
		cl, _ = fr.L[i].R.(*Closure)
	case varCaptured:
		cl, _ = fr.env[i].R.(*Closure)
	default:
		cl, _ = fr.env[i].R.(*Value).R.(*Closure)
	}
	return cl
}

// intArgCall recognises f(x±k): a call of a declared function with one
// parameter and one result, whose argument localPlusConst recognises. It
// compiles the callee; in.callIntArg makes the call.
func (c *compiler) intArgCall(e ast.Expr) (call intCall, ok bool) {
	ce, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(ce.Args) != 1 || ce.Ellipsis.IsValid() {
		return call, false
	}
	fun := ast.Unparen(ce.Fun)
	f := c.staticCallee(fun)
	if f == nil {
		return call, false
	}
	sig, ok := c.typeOf(ce.Fun).Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Variadic() {
		return call, false
	}
	slot, k, ok := c.localPlusConst(ce.Args[0], sig.Params().At(0).Type())
	if !ok {
		return call, false
	}
	var targs []types.Type
	if id := identOf(stripIndex(fun)); id != nil {
		targs = c.instanceArgs(id)
	}
	c.checkAdCall(ce, f, targs)
	return intCall{fn: c.funcFor(f, targs), pos: ce.Lparen, slot: slot, k: k}, true
}

// intCall is a call intArgCall recognised.
type intCall struct {
	fn   *Func
	pos  token.Pos
	slot int
	k    uint64
}

// callIntArg makes the call c from frame fr, as directCall's closure for
// it does, and returns the result's integer.
func (in *Interp) callIntArg(fr *frame, c *intCall) uint64 {
	a := fr.L[c.slot].N + c.k
	fn := c.fn
	rt := in.rt
	st := &rt.stk
	var cf *frame
	if n := fn.nslots; fn.compile == nil && st.sp+n <= len(st.vals) && st.nf < len(st.frames) {
		// stackFrame, written out: the slots are the argument, the
		// result and the locals (n >= 2).
		sp := st.sp
		cf = st.frames[st.nf]
		cf.ci0, cf.sp0 = int32(st.ci), int32(sp)
		L := st.vals[sp : sp+n : sp+n]
		L[0].N, L[0].X = a, 0
		if L[0].R != nil {
			L[0].R = nil
		}
		zeroSlots(L[1:])
		if len(cf.L) != n || &cf.L[0] != &L[0] {
			cf.L = L
		}
		st.sp = sp + n
		st.nf++
		if cf.fn != fn {
			cf.fn = fn
		}
		if cf.env != nil {
			cf.env = nil
		}
		cf.pos = token.NoPos
	} else {
		cf = in.stackFrame(fn)
		cf.L[0] = Value{N: a}
	}
	fr.pos = c.pos
	if fn.plain {
		// invoke for a plain function, written out.
		if cf.parent != rt.cur {
			cf.parent = rt.cur
		}
		rt.cur = cf
		if rt.depth++; rt.depth > in.opts.MaxDepth || in.pollFlag.Load() != 0 {
			in.enterSlow(cf)
		}
		fn.body(cf)
		rt.depth--
		rt.cur = cf.parent
	} else {
		in.invoke(cf)
	}
	v := cf.L[1].N
	in.popFrame(cf)
	return v
}

// localPlusConst recognises x+k or x-k for a 64-bit integer local x of
// the parameter's type (whose sums wrap as uint64 ones do): the slot of x
// and the addend.
func (c *compiler) localPlusConst(e ast.Expr, param types.Type) (int, uint64, bool) {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD && b.Op != token.SUB {
		return 0, 0, false
	}
	t := c.typeOf(e)
	if bt, ok := t.Underlying().(*types.Basic); !ok || bt.Info()&types.IsInteger == 0 || needsWrap(bt.Kind()) || !types.Identical(t, c.typ(param)) {
		return 0, 0, false
	}
	if _, isConst := c.constOf(e); isConst {
		return 0, 0, false
	}
	x, okx := c.simpleOperand(b.X)
	y, oky := c.simpleOperand(b.Y)
	if !okx || !oky || x.slot < 0 || y.slot >= 0 {
		return 0, 0, false
	}
	k := y.konst
	if b.Op == token.SUB {
		k = -k
	}
	return x.slot, k, true
}

// directFrame is callFrame for the calls directCall compiles (whatever
// their number of results): one closure from the arguments to the run.
func (c *compiler) directFrame(e *ast.CallExpr) callFn {
	fun := ast.Unparen(e.Fun)
	sig, ok := c.typeOf(e.Fun).Underlying().(*types.Signature)
	if !ok {
		return nil
	}
	if sel, ok := fun.(*ast.SelectorExpr); ok && c.u.info.Selections[sel] != nil {
		if s := c.u.info.Selections[sel]; s.Kind() == types.MethodVal {
			return c.leafMethod(e, sel, s, sig)
		}
		return nil
	}
	if tv, ok := c.u.info.Types[fun]; ok && tv.IsType() {
		return nil
	}
	if id := identOf(fun); id != nil {
		if _, ok := c.objOf(id).(*types.Builtin); ok {
			return nil
		}
	}
	fixed := c.fixedArgs(e, sig)
	if fixed == nil {
		return nil
	}
	in := c.in
	pos := e.Lparen
	if f := c.staticCallee(fun); f != nil {
		var targs []types.Type
		if id := identOf(stripIndex(fun)); id != nil {
			targs = c.instanceArgs(id)
		}
		c.checkAdCall(e, f, targs)
		fn := c.funcFor(f, targs)
		return func(fr *frame) *frame {
			if fn.leaf != nil && len(fixed) <= 8 {
				var buf [8]Value
				for i, a := range fixed {
					buf[i] = a(fr)
				}
				return in.leafCallFrame(fr, pos, fn, nil, buf[:len(fixed)])
			}
			cf := in.stackFrame(fn)
			for i, a := range fixed {
				cf.L[i] = a(fr)
			}
			fr.pos = pos
			in.invoke(cf)
			return cf
		}
	}
	if c.lateFunc(e) {
		return nil // prepCall's late path
	}
	fv := c.expr(fun)
	nilCl := c.nilClosure(sig)
	if len(fixed) == 1 {
		// One argument (inc(d) as a statement): a leaf's stored without
		// its pointer word when the parameter has none.
		a0 := fixed[0]
		sc0 := scalarType(sig.Params().At(0).Type())
		return func(fr *frame) *frame {
			cl := fv(fr).Func()
			if cl == nil {
				cl = nilCl
			}
			fn := cl.Fn
			if fn.bound == nil {
				a := a0(fr)
				lx := fn.leaf
				if lx == nil || fn.leafMode == leafBusy {
					cf := in.stackFrameEnv(fn, cl.Env)
					cf.L[0] = a
					fr.pos = pos
					in.invoke(cf)
					return cf
				}
				lf := fn.leafFr
				lf.setLeafArg0(a, sc0)
				lf.setLeafEnv(cl.Env)
				fr.pos = pos
				if fn.leafMode == leafPure {
					return in.leafFrame(fn, lx(lf))
				}
				return in.leafFrame(fn, in.runLeafLinked(lf))
			}
			cf, L := in.closureFrame(cl)
			L[0] = a0(fr)
			fr.pos = pos
			in.invoke(cf)
			return cf
		}
	}
	return func(fr *frame) *frame {
		cl := fv(fr).Func()
		if cl == nil {
			cl = nilCl
		}
		if fn := cl.Fn; fn.leaf != nil && cl.Fn.bound == nil && len(fixed) <= 8 {
			var buf [8]Value
			for i, a := range fixed {
				buf[i] = a(fr)
			}
			return in.leafCallFrame(fr, pos, fn, cl.Env, buf[:len(fixed)])
		}
		cf, L := in.closureFrame(cl)
		for i, a := range fixed {
			L[i] = a(fr)
		}
		fr.pos = pos
		in.invoke(cf)
		return cf
	}
}

// fixedArgs compiles the arguments of a call that passes one value per
// parameter (no variadic packing, no multi-valued argument), or returns nil.
func (c *compiler) fixedArgs(e *ast.CallExpr, sig *types.Signature) []expr {
	params := sig.Params()
	n := params.Len()
	if len(e.Args) != n || sig.Variadic() && !e.Ellipsis.IsValid() {
		return nil
	}
	if n == 1 {
		if _, ok := c.u.info.TypeOf(e.Args[0]).(*types.Tuple); ok {
			return nil
		}
	}
	fixed := make([]expr, n)
	for i := range fixed {
		fixed[i] = c.exprTo(e.Args[i], c.typ(params.At(i).Type()))
	}
	return fixed
}

// staticCallee returns the declared function a call expression calls
// directly (a package-level function, possibly generic), or nil.
func (c *compiler) staticCallee(fun ast.Expr) *types.Func {
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = f.X
	case *ast.IndexListExpr:
		fun = f.X
	}
	id := identOf(fun)
	if id == nil {
		return nil
	}
	if sel, ok := fun.(*ast.SelectorExpr); ok && c.u.info.Selections[sel] != nil {
		return nil
	}
	f, _ := c.objOf(id).(*types.Func)
	if f == nil || f.Type().(*types.Signature).Recv() != nil {
		return nil
	}
	return f
}

func (c *compiler) fastHostCall(e *ast.CallExpr, f *types.Func) expr {
	if f.Pkg() == nil || c.in.libs[f.Pkg().Path()] == nil {
		return nil
	}
	h := c.in.libs[f.Pkg().Path()].Host[f.Name()]
	if h == nil || e.Ellipsis.IsValid() {
		return nil
	}
	in := c.in
	op, diff := ad.MathOp(f.Name())
	if f.Pkg().Path() != "math" {
		diff = false
	}
	pos := e.Lparen
	switch {
	case h.F64 != nil && len(e.Args) == 1:
		x := c.expr(e.Args[0])
		g := h.F64
		return func(fr *frame) Value {
			a := x(fr)
			if a.X != 0 && diff {
				return in.adMath1(op, g, a, pos)
			}
			return MakeFloat(g(a.Float()))
		}
	case h.F64x2 != nil && len(e.Args) == 2:
		x, y := c.expr(e.Args[0]), c.expr(e.Args[1])
		g := h.F64x2
		return func(fr *frame) Value {
			a, b := x(fr), y(fr)
			if a.X|b.X != 0 && diff {
				return in.adMath2(op, g, a, b, pos)
			}
			return MakeFloat(g(a.Float(), b.Float()))
		}
	}
	return nil
}

// args compiles the arguments of a call to a function of signature sig into
// one expr per parameter (variadic arguments packed into a slice), converted
// to the parameter types. A single multi-valued call argument is spread.
func (c *compiler) args(e *ast.CallExpr, sig *types.Signature) func(fr *frame, dst []Value) {
	params := sig.Params()
	n := params.Len()
	// f(g()) with g returning several values.
	if len(e.Args) == 1 && n > 1 || (len(e.Args) == 1 && sig.Variadic() && n >= 1) {
		if tup, ok := c.u.info.TypeOf(e.Args[0]).(*types.Tuple); ok && tup.Len() > 1 {
			inner := c.callFrame(e.Args[0].(*ast.CallExpr))
			convs := make([]func(Value) Value, tup.Len())
			var elemT types.Type
			if sig.Variadic() {
				elemT = c.typ(params.At(n - 1).Type()).(*types.Slice).Elem()
			}
			for i := 0; i < tup.Len(); i++ {
				var pt types.Type
				if sig.Variadic() && i >= n-1 {
					pt = elemT
				} else {
					pt = c.typ(params.At(i).Type())
				}
				convs[i] = c.valueConv(c.typ(tup.At(i).Type()), pt)
			}
			in := c.in
			return func(fr *frame, dst []Value) {
				cf := inner(fr)
				res := cf.L[cf.fn.nparams : cf.fn.nparams+cf.fn.nres]
				if sig.Variadic() {
					for i := 0; i < n-1; i++ {
						dst[i] = convs[i](res[i])
					}
					var rest []Value
					for i := n - 1; i < len(res); i++ {
						rest = append(rest, convs[i](res[i]))
					}
					dst[n-1] = SliceOf(elemT, rest)
				} else {
					for i := range res {
						dst[i] = convs[i](res[i])
					}
				}
				in.popFrame(cf)
			}
		}
	}
	var fixed []expr
	nfixed := n
	if sig.Variadic() && !e.Ellipsis.IsValid() {
		nfixed = n - 1
	}
	for i := 0; i < nfixed; i++ {
		fixed = append(fixed, c.exprTo(e.Args[i], c.typ(params.At(i).Type())))
	}
	if nfixed == n {
		return func(fr *frame, dst []Value) {
			for i, a := range fixed {
				dst[i] = a(fr)
			}
		}
	}
	elemT := c.typ(params.At(n - 1).Type()).(*types.Slice).Elem()
	var rest []expr
	for _, a := range e.Args[nfixed:] {
		rest = append(rest, c.exprTo(a, elemT))
	}
	if pk := packKind(elemT); pk != pkNone {
		return func(fr *frame, dst []Value) {
			for i, a := range fixed {
				dst[i] = a(fr)
			}
			if len(rest) == 0 {
				dst[nfixed] = Value{}
				return
			}
			vs := makePacked(pk, len(rest), len(rest))
			for i, a := range rest {
				setElem(vs, i, a(fr))
			}
			dst[nfixed] = vs
		}
	}
	return func(fr *frame, dst []Value) {
		for i, a := range fixed {
			dst[i] = a(fr)
		}
		if len(rest) == 0 {
			dst[nfixed] = Value{}
			return
		}
		vs := make([]Value, len(rest))
		for i, a := range rest {
			vs[i] = a(fr)
		}
		dst[nfixed] = Value{R: vs}
	}
}

// exprTo compiles e as a value assigned to a location of type to: boxed into
// an interface if needed, and copied if it is an array or struct.
func (c *compiler) exprTo(e ast.Expr, to types.Type) expr {
	from := c.typeOf(e)
	x := c.expr(e)
	if v, ok := c.constOf(e); ok && !types.IsInterface(to) {
		// Re-make the constant in the target type (untyped constants).
		if tv, _ := c.tv(e); tv.Value != nil {
			v = c.makeConst(tv.Value, to)
		}
		return func(*frame) Value { return v }
	}
	x = c.convert(x, from, to)
	if types.IsInterface(to) {
		return x
	}
	if cp := copyFunc(to); cp != nil && needsCopy(e) {
		return func(fr *frame) Value { return cp(x(fr)) }
	}
	return x
}

// needsCopy reports whether an aggregate-valued expression may share storage
// with a variable (fresh values from literals and calls need no copy).
func needsCopy(e ast.Expr) bool {
	switch ast.Unparen(e).(type) {
	case *ast.CompositeLit, *ast.CallExpr:
		return false
	}
	return true
}

// valueConv returns the run-time conversion for assigning a value of type
// from to a location of type to (interface boxing and aggregate copies).
func (c *compiler) valueConv(from, to types.Type) func(Value) Value {
	if types.IsInterface(to) && !types.IsInterface(from) && !isNilType(from) {
		rt := c.in.RType(from)
		cp := rt.copy
		return func(v Value) Value {
			if cp != nil {
				v = cp(v)
			}
			return Value{R: &Iface{T: rt, V: v}}
		}
	}
	if cp := copyFunc(to); cp != nil {
		return cp
	}
	return func(v Value) Value { return v }
}

// callFrame compiles any non-builtin call. The callee's frame is on the
// goroutine's stack: the caller gives it back with popFrame once it has
// read the results, before its next call.
func (c *compiler) callFrame(e *ast.CallExpr) callFn {
	if f := c.directFrame(e); f != nil {
		return f
	}
	prep := c.prepCall(e, false)
	in := c.in
	pos := e.Lparen
	return func(fr *frame) *frame {
		cf := prep(fr)
		fr.pos = pos
		in.invoke(cf)
		return cf
	}
}

// prepCall compiles the first half of a call: evaluate the function, the
// receiver and the arguments into a fresh callee frame, ready to invoke.
// With heap the frame comes from getFrame (for calls that run later, or on
// another goroutine: deferred calls, go statements), else from the stack.
func (c *compiler) prepCall(e *ast.CallExpr, heap bool) callFn {
	in := c.in
	newFrame := in.stackFrame
	if heap {
		newFrame = in.getFrame
	}
	fun := ast.Unparen(e.Fun)
	sig, ok := c.typeOf(e.Fun).Underlying().(*types.Signature)
	if !ok {
		c.unsupported(e, "calling this value")
	}
	args := c.args(e, sig)

	// Method calls.
	if sel, ok := fun.(*ast.SelectorExpr); ok {
		if s := c.u.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			return c.methodCall(e, sel, s, sig, args, newFrame)
		}
	}
	// Static calls of declared functions.
	if f := c.staticCallee(fun); f != nil {
		var targs []types.Type
		if id := identOf(stripIndex(fun)); id != nil {
			targs = c.instanceArgs(id)
		}
		c.checkAdCall(e, f, targs)
		fn := c.funcFor(f, targs)
		if !heap {
			return func(fr *frame) *frame {
				cf := in.stackFrame(fn)
				args(fr, cf.L)
				return cf
			}
		}
		return func(fr *frame) *frame {
			cf := in.getFrame(fn)
			args(fr, cf.L)
			return cf
		}
	}
	// Calls of func values. A nil func panics when invoked (which for a
	// deferred call is at function exit, not at the defer statement).
	fv := c.expr(fun)
	nilCl := c.nilClosure(sig)
	if c.lateFunc(e) {
		nargs := sig.Params().Len()
		return func(fr *frame) *frame {
			tmp := make([]Value, nargs)
			args(fr, tmp)
			cl := fv(fr).Func()
			if cl == nil {
				cl = nilCl
			}
			if b := cl.Fn.bound; b != nil {
				cf := newFrame(b)
				cf.L[0] = cl.Env[0]
				copy(cf.L[1:], tmp)
				return cf
			}
			cf := newFrame(cl.Fn)
			cf.env = cl.Env
			copy(cf.L, tmp)
			return cf
		}
	}
	return func(fr *frame) *frame {
		cl := fv(fr).Func()
		if cl == nil {
			cl = nilCl
		}
		if b := cl.Fn.bound; b != nil {
			cf := newFrame(b)
			cf.L[0] = cl.Env[0]
			args(fr, cf.L[1:])
			return cf
		}
		cf := newFrame(cl.Fn)
		cf.env = cl.Env
		args(fr, cf.L)
		return cf
	}
}

// nilClosure stands in for a nil func value of signature sig: calling it
// panics once the arguments are evaluated, as Go's call does.
func (c *compiler) nilClosure(sig *types.Signature) *Closure {
	in := c.in
	nilFn := &Func{Name: "nil func", nparams: sig.Params().Len(), nres: sig.Results().Len(), isNil: true}
	nilFn.nslots = nilFn.nparams + nilFn.nres + 1
	nilFn.host = &HostFunc{Call: func(*Call) { in.nilDeref() }}
	return &Closure{Fn: nilFn}
}

func stripIndex(e ast.Expr) ast.Expr {
	switch f := e.(type) {
	case *ast.IndexExpr:
		return f.X
	case *ast.IndexListExpr:
		return f.X
	}
	return e
}

// methodCall compiles x.M(args) for concrete and interface receivers.
func (c *compiler) methodCall(e *ast.CallExpr, sel *ast.SelectorExpr, s *types.Selection, sig *types.Signature, args func(*frame, []Value), newFrame func(*Func) *frame) callFn {
	in := c.in
	pos := e.Lparen
	recvT := c.typeOf(sel.X)
	if types.IsInterface(recvT) && len(s.Index()) == 1 || isAbstractMethod(s.Obj()) && types.IsInterface(recvT) {
		x := c.expr(sel.X)
		name := sel.Sel.Name
		var cacheT *RType
		var cacheFn *Func
		return func(fr *frame) *frame {
			iv := x(fr).Iface()
			if iv == nil {
				fr.pos = pos
				in.nilDeref()
			}
			var fn *Func
			if iv.T == cacheT {
				fn = cacheFn
			} else {
				fn = in.methodOf(iv.T, name)
				cacheT, cacheFn = iv.T, fn
			}
			cf := newFrame(fn)
			cf.L[0] = iv.V
			args(fr, cf.L[1:])
			return cf
		}
	}
	fn, recv := c.boundMethod(sel, s)
	if c.lateFunc(e) { // (lateFunc is false when sel.X itself calls code)
		// gc reads a concrete receiver (t, *p, s[k], &s[k]) only once
		// the arguments are evaluated, as it does a func value: an
		// argument that calls code which assigns the receiver changes
		// what the method sees. (An interface receiver, above, is read
		// first, as gc reads it.)
		return func(fr *frame) *frame {
			cf := newFrame(fn)
			args(fr, cf.L[1:])
			cf.L[0] = recv(fr)
			return cf
		}
	}
	if call, deref := c.lateDeref(e, sel, s); call != nil {
		// get().M(f()), get returning a pointer and M taking a value:
		// gc calls get first (lexical order) but dereferences its result
		// only after the arguments, so f's writes through that pointer
		// are seen.
		return func(fr *frame) *frame {
			pv := call(fr)
			cf := newFrame(fn)
			args(fr, cf.L[1:])
			cf.L[0] = deref(fr, pv)
			return cf
		}
	}
	return func(fr *frame) *frame {
		r := recv(fr)
		cf := newFrame(fn)
		cf.L[0] = r
		args(fr, cf.L[1:])
		return cf
	}
}

// lateDeref splits the receiver of x.M(args) into x, evaluated first,
// and the rest (embedded fields walked, pointers dereferenced, the value
// copied), done after the arguments, when x is a call, M takes a value or
// is promoted through an embedded pointer, and an argument runs code: gc calls x's function in lexical order but reads
// through its result only after the arguments. nil otherwise.
func (c *compiler) lateDeref(e *ast.CallExpr, sel *ast.SelectorExpr, s *types.Selection) (expr, func(*frame, Value) Value) {
	r, ok := c.lateRecvShape(e, sel, s)
	if !ok {
		return nil, nil
	}
	var late func(*frame, Value) Value
	if r.ptrRecv {
		late = c.embeddedWalk(r.recvT, r.path, sel.Sel.Pos()) // the embedded pointer
	} else {
		late = c.valueRecvLate(r, sel.Sel.Pos())
	}
	if late == nil {
		late = func(_ *frame, v Value) Value { return v }
	}
	return c.expr(sel.X), late
}

func (c *compiler) isLateDeref(e *ast.CallExpr, sel *ast.SelectorExpr, s *types.Selection) bool {
	_, ok := c.lateRecvShape(e, sel, s)
	return ok
}

// lateRecvShape is the receiver shape of x.M(args) when lateDeref applies.
func (c *compiler) lateRecvShape(e *ast.CallExpr, sel *ast.SelectorExpr, s *types.Selection) (recvShape, bool) {
	if _, ok := ast.Unparen(sel.X).(*ast.CallExpr); !ok {
		return recvShape{}, false
	}
	obj, index := c.resolveMethod(sel, s)
	r := c.recvShape(sel, obj, index)
	if types.IsInterface(r.embT) || r.ptrRecv && !(r.embIsPtr && len(r.path) > 0) {
		return recvShape{}, false // (a pointer method of an embedded value: its address is computed, not read)
	}
	for _, a := range e.Args {
		if c.callsUserCode(a) {
			return r, true
		}
	}
	return recvShape{}, false
}

// derefRecv returns the dereference of a pointer receiver for a method
// that takes a value: a nil pointer panics at pos; aggregates are copied.
func (c *compiler) derefRecv(pos token.Pos, cp func(Value) Value) func(*frame, Value) Value {
	in := c.in
	return func(fr *frame, pv Value) Value {
		if pv.R == nil {
			fr.pos = pos
			in.nilDeref()
		}
		if cp != nil {
			return cp(derefPtr(pv))
		}
		return derefPtr(pv)
	}
}

// boundMethod compiles the method and receiver of a concrete method
// selection x.M: the receiver walks embedded fields and takes the address or
// dereferences as the method's receiver type requires.
func (c *compiler) boundMethod(sel *ast.SelectorExpr, s *types.Selection) (*Func, expr) {
	obj, index := c.resolveMethod(sel, s)
	return c.boundMethodOf(sel, obj, index)
}

// resolveMethod returns the method a selection calls and its embedding
// path. In generic code the receiver may be a type parameter: the method
// is then looked up on the type argument.
func (c *compiler) resolveMethod(sel *ast.SelectorExpr, s *types.Selection) (*types.Func, []int) {
	obj := s.Obj().(*types.Func)
	if c.subst == nil || !hasTypeParam(s.Recv()) {
		return obj, s.Index()
	}
	recvT := c.typeOf(sel.X)
	o, index, _ := types.LookupFieldOrMethod(recvT, true, obj.Pkg(), obj.Name())
	if f, ok := o.(*types.Func); ok {
		return f, index
	}
	return obj, s.Index()
}

func hasTypeParam(t types.Type) bool {
	switch t := t.(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return hasTypeParam(t.Elem())
	case *types.Named:
		for i := 0; i < t.TypeArgs().Len(); i++ {
			if hasTypeParam(t.TypeArgs().At(i)) {
				return true
			}
		}
	}
	return false
}

func (c *compiler) boundMethodOf(sel *ast.SelectorExpr, obj *types.Func, index []int) (*Func, expr) {
	in := c.in
	msig := obj.Type().(*types.Signature)
	r := c.recvShape(sel, obj, index)
	ptrRecv, path, recvT, embT, embIsPtr := r.ptrRecv, r.path, r.recvT, r.embT, r.embIsPtr
	pos := sel.Sel.Pos()
	var base expr
	if types.IsInterface(embT) {
		// Promoted through an embedded interface: dynamic dispatch.
		get := c.embeddedValue(sel.X, recvT, path, pos)
		name := obj.Name()
		thunk := &Func{Name: "iface." + name, nparams: msig.Params().Len() + 1, nres: msig.Results().Len()}
		thunk.nslots = thunk.nparams + thunk.nres
		thunk.host = &HostFunc{Call: func(call *Call) {
			iv := call.Args[0].Iface()
			if iv == nil {
				in.nilDeref()
			}
			m := in.methodOf(iv.T, name)
			res := in.CallFunc(Value{R: &Closure{Fn: m}}, append([]Value{iv.V}, call.Args[1:]...)...)
			copy(call.Results, res)
		}}
		return thunk, get
	}
	fn := c.funcFor(obj, nil)
	switch {
	case ptrRecv && !embIsPtr:
		// Need the address of the (embedded) receiver value.
		if len(path) == 0 {
			if _, isPtr := recvT.Underlying().(*types.Pointer); isPtr {
				base = c.expr(sel.X)
			} else {
				if c.packedLoc(sel.X) {
					base = c.lvalueRef(sel.X)
				} else {
					addr := c.addrForMethod(sel.X)
					base = func(fr *frame) Value { return Value{R: addr(fr)} }
				}
			}
		} else {
			addr := c.embeddedAddr(sel.X, recvT, path, pos)
			base = func(fr *frame) Value { return Value{R: addr(fr)} }
		}
	case !ptrRecv:
		xe := c.expr(sel.X)
		if late := c.valueRecvLate(r, pos); late != nil {
			base = func(fr *frame) Value { return late(fr, xe(fr)) }
		} else {
			base = xe
		}
	default:
		base = c.embeddedValue(sel.X, recvT, path, pos)
	}
	return fn, base
}

// recvShape is the receiver side of a concrete method selection x.M: the
// embedding path to the field whose method M is, that field's type, and
// whether M takes a pointer.
type recvShape struct {
	path                []int
	recvT, embT, method types.Type
	embIsPtr, ptrRecv   bool
}

func (c *compiler) recvShape(sel *ast.SelectorExpr, obj *types.Func, index []int) recvShape {
	msig := obj.Type().(*types.Signature)
	_, ptrRecv := msig.Recv().Type().(*types.Pointer)
	r := recvShape{path: index[:len(index)-1], recvT: c.typeOf(sel.X), method: msig.Recv().Type(), ptrRecv: ptrRecv}
	// The method found at the end of the path may be an interface method
	// of an embedded interface field.
	r.embT = r.recvT
	for _, i := range r.path {
		if p, ok := r.embT.Underlying().(*types.Pointer); ok {
			r.embT = p.Elem()
		}
		r.embT = c.typ(r.embT.Underlying().(*types.Struct).Field(i).Type())
	}
	_, r.embIsPtr = r.embT.Underlying().(*types.Pointer)
	return r
}

// valueRecvLate returns what turns the value of x into the receiver of a
// method taking a value: the embedding path walked, the pointer
// dereferenced (nil panics at pos), aggregates copied. nil when the value
// of x is the receiver as it is.
func (c *compiler) valueRecvLate(r recvShape, pos token.Pos) func(*frame, Value) Value {
	walk := c.embeddedWalk(r.recvT, r.path, pos)
	deref := r.embIsPtr
	if len(r.path) == 0 {
		_, deref = r.recvT.Underlying().(*types.Pointer)
	}
	cp := copyFunc(c.typ(r.method))
	var d func(*frame, Value) Value
	switch {
	case deref:
		d = c.derefRecv(pos, cp)
	case cp != nil:
		d = func(_ *frame, v Value) Value { return cp(v) }
	}
	switch {
	case walk == nil:
		return d
	case d == nil:
		return walk
	}
	return func(fr *frame, v Value) Value { return d(fr, walk(fr, v)) }
}

// addrForMethod returns the address of an addressable receiver (the escape
// analysis boxed variables used so), or of a temporary copy otherwise.
func (c *compiler) addrForMethod(x ast.Expr) func(fr *frame) *Value {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := c.objOf(id).(*types.Var); ok {
			return c.cellOf(v)
		}
	}
	if isAddressable(c.u.info, x) {
		return c.lvalueAddr(x)
	}
	e := c.expr(x)
	return func(fr *frame) *Value { v := e(fr); return &v }
}

// embeddedValue evaluates x and walks the embedded fields of path.
func (c *compiler) embeddedValue(x ast.Expr, t types.Type, path []int, pos token.Pos) expr {
	xe := c.expr(x)
	walk := c.embeddedWalk(t, path, pos)
	if walk == nil {
		return xe
	}
	return func(fr *frame) Value { return walk(fr, xe(fr)) }
}

// embeddedWalk follows path from a value of type t to the embedded
// field's value; nil for an empty path.
func (c *compiler) embeddedWalk(t types.Type, path []int, pos token.Pos) func(*frame, Value) Value {
	if len(path) == 0 {
		return nil
	}
	steps := c.fieldSteps(t, path)
	in := c.in
	return func(fr *frame, v Value) Value {
		for _, s := range steps {
			if s.deref {
				p := v.Ptr()
				if p == nil {
					fr.pos = pos
					in.nilDeref()
				}
				v = *p
			}
			v = v.R.([]Value)[s.index]
		}
		return v
	}
}

// embeddedAddr is the address of the embedded field reached by path.
func (c *compiler) embeddedAddr(x ast.Expr, t types.Type, path []int, pos token.Pos) func(fr *frame) *Value {
	steps := c.fieldSteps(t, path)
	in := c.in
	if steps[0].deref {
		// Start from the pointer's target: the address of a copy of the
		// pointer would move the copy to the heap on every call.
		xe := c.expr(x)
		first, rest := steps[0], steps[1:]
		return func(fr *frame) *Value { return in.walkSteps(fr, in.stepFrom(fr, xe(fr), first, pos), rest, pos) }
	}
	base := c.addrForMethod(x)
	return func(fr *frame) *Value { return in.walkSteps(fr, base(fr), steps, pos) }
}

// walkSteps follows an embedding path from the struct at p to the address
// of its last field, dereferencing embedded pointers (a nil one panics as Go
// does, at pos).
// stepFrom is the first step of a field path taken from a value rather than
// an address (a pointer operand, or a struct that is not addressable), so
// that no local copy of the value has its address taken (which would move
// it to the heap on every access).
func (in *Interp) stepFrom(fr *frame, v Value, s fieldStep, pos token.Pos) *Value {
	r := v.R
	if s.deref {
		q := v.Ptr()
		if q == nil {
			fr.pos = pos
			in.nilDeref()
		}
		r = q.R
	}
	return &r.([]Value)[s.index]
}

func (in *Interp) walkSteps(fr *frame, p *Value, steps []fieldStep, pos token.Pos) *Value {
	for _, s := range steps {
		if s.deref {
			q := p.Ptr()
			if q == nil {
				fr.pos = pos
				in.nilDeref()
			}
			p = q
		}
		p = &p.R.([]Value)[s.index]
	}
	return p
}

// methodValue compiles x.M used as a value: the receiver is evaluated now.
func (c *compiler) methodValue(e *ast.SelectorExpr, s *types.Selection) expr {
	in := c.in
	recvT := c.typeOf(e.X)
	if types.IsInterface(recvT) && len(s.Index()) == 1 || isAbstractMethod(s.Obj()) && types.IsInterface(recvT) {
		x := c.expr(e.X)
		name := e.Sel.Name
		pos := e.Pos()
		return func(fr *frame) Value {
			iv := x(fr).Iface()
			if iv == nil {
				fr.pos = pos
				in.nilDeref()
			}
			return Value{R: boundClosure(in.methodOf(iv.T, name), iv.V)}
		}
	}
	fn, recv := c.boundMethod(e, s)
	return func(fr *frame) Value {
		return Value{R: boundClosure(fn, recv(fr))}
	}
}

// methodExpr compiles T.M or (*T).M: a function taking the receiver first.
func (c *compiler) methodExpr(e *ast.SelectorExpr, s *types.Selection) expr {
	recvT := c.typ(s.Recv())
	rt := c.in.RType(recvT)
	name := e.Sel.Name
	in := c.in
	if types.IsInterface(recvT) {
		sig := c.typeOf(e).(*types.Signature)
		thunk := &Func{Name: rt.Name + "." + name, nparams: sig.Params().Len(), nres: sig.Results().Len()}
		thunk.nslots = thunk.nparams + thunk.nres
		thunk.host = &HostFunc{Call: func(call *Call) {
			iv := call.Args[0].Iface()
			if iv == nil {
				in.nilDeref()
			}
			m := in.methodOf(iv.T, name)
			res := in.CallFunc(Value{R: &Closure{Fn: m}}, append([]Value{iv.V}, call.Args[1:]...)...)
			copy(call.Results, res)
		}}
		cl := &Closure{Fn: thunk}
		return func(*frame) Value { return Value{R: cl} }
	}
	var cl *Closure
	return func(*frame) Value {
		if cl == nil {
			cl = &Closure{Fn: in.methodOf(rt, name)}
		}
		return Value{R: cl}
	}
}

// ---- builtins ----

func (c *compiler) builtin(e *ast.CallExpr, name string) expr {
	if spread := c.builtinSpread(e, name); spread != nil {
		return spread
	}
	in := c.in
	pos := e.Lparen
	switch name {
	case "len", "cap":
		return c.lenCap(e, name == "cap")
	case "append":
		return c.appendCall(e)
	case "copy":
		dst, src := c.expr(e.Args[0]), c.expr(e.Args[1])
		if b, ok := c.typeOf(e.Args[1]).Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return func(fr *frame) Value {
				d := dst(fr).Elems()
				s := src(fr).String()
				n := min(len(d), len(s))
				for i := 0; i < n; i++ {
					d[i] = Value{N: uint64(s[i])}
				}
				return MakeInt(int64(n))
			}
		}
		cp := copyFunc(c.typeOf(e.Args[0]).Underlying().(*types.Slice).Elem())
		return func(fr *frame) Value { return MakeInt(int64(copyElems(dst(fr), src(fr), cp))) }
	case "delete":
		m, k := c.expr(e.Args[0]), c.exprTo(e.Args[1], c.typeOf(e.Args[0]).Underlying().(*types.Map).Key())
		return func(fr *frame) Value {
			mp := m(fr).MapVal()
			if mp != nil {
				fr.pos = pos
				delete(mp.M, mp.Key(k(fr)))
			}
			return Value{}
		}
	case "make":
		return c.makeCall(e)
	case "new":
		if tv, ok := c.tv(e.Args[0]); ok && !tv.IsType() {
			// Go 1.26: new(expr) points to a copy of the value, of the
			// type the result's element has (int for new(123)).
			et := c.typeOf(e).Underlying().(*types.Pointer).Elem()
			x := c.exprTo(e.Args[0], et)
			cp := copyFunc(et)
			return func(fr *frame) Value {
				v := x(fr)
				if cp != nil {
					v = cp(v)
				}
				return Value{R: &v}
			}
		}
		zero := c.zeroOf(c.typ(c.u.info.TypeOf(e.Args[0])))
		return func(*frame) Value {
			v := zero()
			return Value{R: &v}
		}
	case "panic":
		x := c.exprTo(e.Args[0], types.NewInterfaceType(nil, nil))
		return func(fr *frame) Value {
			v := x(fr)
			fr.pos = pos
			p := &goPanic{val: v}
			if v.R == nil {
				// Go 1.21+: panic(nil) becomes a *runtime.PanicNilError.
				p.val = in.CallFunc(in.libFunc("runtime", "newPanicNilError"))[0]
			}
			in.markRepanic(p)
			in.capture(p)
			panic(p)
		}
	case "recover":
		return func(fr *frame) Value {
			d := fr.deferOf
			if d == nil || d.panicking == nil || d.panicking.recovered {
				return Value{}
			}
			d.panicking.recovered = true
			return d.panicking.val
		}
	case "print", "println":
		args := make([]expr, len(e.Args))
		types_ := make([]types.Type, len(e.Args))
		for i, a := range e.Args {
			args[i] = c.expr(a)
			types_[i] = c.typeOf(a)
		}
		nl := name == "println"
		return func(fr *frame) Value {
			var b []byte
			for i, a := range args {
				if nl && i > 0 {
					b = append(b, ' ')
				}
				b = append(b, in.printBuiltin(a(fr), types_[i])...)
			}
			if nl {
				b = append(b, '\n')
			}
			in.stderr.Write(b)
			return Value{}
		}
	case "min", "max":
		return c.minMax(e, name == "max")
	case "clear":
		x := c.expr(e.Args[0])
		zero := c.zeroOf(c.typeOf(e.Args[0]))
		_ = zero
		if _, isMap := c.typeOf(e.Args[0]).Underlying().(*types.Map); isMap {
			return func(fr *frame) Value {
				if m := x(fr).MapVal(); m != nil {
					clear(m.M)
				}
				return Value{}
			}
		}
		ez := c.zeroOf(c.typeOf(e.Args[0]).Underlying().(*types.Slice).Elem())
		return func(fr *frame) Value {
			sv := x(fr)
			switch s := sv.R.(type) {
			case []Word:
				clear(s)
				return Value{}
			case []bool:
				clear(s)
				return Value{}
			}
			s := sv.Elems()
			for i := range s {
				s[i] = ez()
			}
			return Value{}
		}
	case "complex":
		re, im := c.expr(e.Args[0]), c.expr(e.Args[1])
		in, pos := c.in, e.Lparen
		if basicKind(c.typeOf(e)) == types.Complex64 {
			return func(fr *frame) Value {
				r, i := re(fr), im(fr)
				if r.X|i.X != 0 {
					in.adNoComplex(fr, r, i, pos)
				}
				return MakeComplex(complex128(complex(float32(r.Float()), float32(i.Float()))))
			}
		}
		return func(fr *frame) Value {
			r, i := re(fr), im(fr)
			if r.X|i.X != 0 {
				in.adNoComplex(fr, r, i, pos)
			}
			return MakeComplex(complex(r.Float(), i.Float()))
		}
	case "real":
		x := c.expr(e.Args[0])
		return func(fr *frame) Value { return MakeFloat(real(x(fr).Complex())) }
	case "imag":
		x := c.expr(e.Args[0])
		return func(fr *frame) Value { return MakeFloat(imag(x(fr).Complex())) }
	case "close":
		return c.closeCall(e)
	}
	c.unsupported(e, "builtin "+name)
	return nil
}

func (c *compiler) lenCap(e *ast.CallExpr, isCap bool) expr {
	x := c.expr(e.Args[0])
	t := c.typeOf(e.Args[0]).Underlying()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem().Underlying()
	}
	switch t := t.(type) {
	case *types.Basic:
		return func(fr *frame) Value { return MakeInt(int64(len(x(fr).String()))) }
	case *types.Array:
		n := MakeInt(t.Len())
		return func(fr *frame) Value { x(fr); return n }
	case *types.Slice:
		if isCap {
			return func(fr *frame) Value { return MakeInt(int64(sliceCap(x(fr)))) }
		}
		return func(fr *frame) Value { return MakeInt(int64(sliceLen(x(fr)))) }
	case *types.Map:
		return func(fr *frame) Value {
			m := x(fr).MapVal()
			if m == nil {
				return Value{}
			}
			return MakeInt(int64(len(m.M)))
		}
	case *types.Chan:
		return chanLenCap(x, isCap)
	}
	c.unsupported(e, "len/cap of this type")
	return nil
}

// goMin and goMax are Go's min and max of two floats: a NaN anywhere
// gives NaN, where math.Max(+Inf, NaN) is +Inf, and min(-0, +0) is -0.
func goMin(a, b float64) float64 {
	if a != a || b != b {
		return math.NaN()
	}
	return math.Min(a, b)
}

func goMax(a, b float64) float64 {
	if a != a || b != b {
		return math.NaN()
	}
	return math.Max(a, b)
}

func (c *compiler) minMax(e *ast.CallExpr, isMax bool) expr {
	t := c.typeOf(e)
	var args []expr
	for _, a := range e.Args {
		args = append(args, c.exprTo(a, t))
	}
	b := t.Underlying().(*types.Basic)
	var less func(a, b Value) bool
	info := b.Info()
	switch {
	case info&types.IsString != 0:
		less = func(a, b Value) bool { return a.String() < b.String() }
	case info&types.IsFloat != 0:
		// NaN wins, and min(-0, +0) is -0, as Go's builtins do; on the
		// tape min and max are math.Min and math.Max.
		op, f := ad.OpMin, goMin
		if isMax {
			op, f = ad.OpMax, goMax
		}
		in := c.in
		pos := e.Lparen
		if len(args) > 2 {
			return func(fr *frame) Value {
				vals := make([]Value, len(args))
				var marks uint64
				for i, a := range args {
					vals[i] = a(fr)
					marks |= vals[i].X
				}
				if marks != 0 {
					return in.adExtremum(op, f, vals, pos)
				}
				r := vals[0].Float()
				for _, v := range vals[1:] {
					r = f(r, v.Float())
				}
				return MakeFloat(r)
			}
		}
		return func(fr *frame) Value {
			r := args[0](fr)
			for _, a := range args[1:] {
				v := a(fr)
				if r.X|v.X != 0 {
					r = in.adMath2(op, f, r, v, pos)
				} else {
					r = MakeFloat(f(r.Float(), v.Float()))
				}
			}
			return r
		}
	case info&types.IsUnsigned != 0:
		less = func(a, b Value) bool { return a.N < b.N }
	default:
		less = func(a, b Value) bool { return int64(a.N) < int64(b.N) }
	}
	return func(fr *frame) Value {
		r := args[0](fr)
		for _, a := range args[1:] {
			v := a(fr)
			if isMax && less(r, v) || !isMax && less(v, r) {
				r = v
			}
		}
		return r
	}
}

func (c *compiler) makeCall(e *ast.CallExpr) expr {
	t := c.typ(c.u.info.TypeOf(e.Args[0]))
	in := c.in
	pos := e.Lparen
	switch u := t.Underlying().(type) {
	case *types.Slice:
		n := c.expr(e.Args[1])
		capE := n
		if len(e.Args) > 2 {
			capE = c.expr(e.Args[2])
		}
		ez := c.zeroOf(u.Elem())
		agg := isAggregate(u.Elem())
		pk := packKind(u.Elem())
		return func(fr *frame) Value {
			l, cp := n(fr).Int(), capE(fr).Int()
			if l < 0 || l > 1<<40 {
				fr.pos = pos
				in.runtimePanic("runtime error: makeslice: len out of range")
			}
			if cp < l || cp > 1<<40 {
				fr.pos = pos
				in.runtimePanic("runtime error: makeslice: cap out of range")
			}
			in.checkAlloc(cp*valueCount(u.Elem()), pos)
			if pk != pkNone {
				in.chargeAt(fr, pos, cp*packedElemBytes(pk), "make("+typeString(t)+", "+fmtInt(cp)+")")
				return makePacked(pk, int(l), int(cp))
			}
			in.chargeAt(fr, pos, cp*valueCount(u.Elem())*valueSize, "make("+typeString(t)+", "+fmtInt(cp)+")")
			s := make([]Value, l, cp)
			if agg {
				for i := range s {
					s[i] = ez()
				}
			}
			return Value{R: s}
		}
	case *types.Map:
		key := in.RType(u.Key()).key
		return func(fr *frame) Value {
			return Value{R: &Map{M: map[any]*MapEntry{}, Key: key}}
		}
	case *types.Chan:
		return c.makeChan(e, t, u)
	}
	c.unsupported(e, "make of this type")
	return nil
}

// checkAlloc refuses allocations that would exhaust memory, as a Go-style
// run-time error rather than the host being killed.
func (in *Interp) checkAlloc(n int64, pos token.Pos) {
	if n > maxSliceElems {
		in.runtimePanic("runtime error: makeslice: len out of range (allocation of " + fmtInt(n) + " elements exceeds adrepl's memory limit)")
	}
}

// isAbstractMethod reports whether f is an interface method.
func isAbstractMethod(o types.Object) bool {
	f, ok := o.(*types.Func)
	if !ok {
		return false
	}
	r := f.Type().(*types.Signature).Recv()
	return r != nil && types.IsInterface(r.Type())
}

// checkAdCall rejects calls into package ad whose types cannot be differentiated.
func (c *compiler) checkAdCall(n ast.Node, f *types.Func, targs []types.Type) {
	if f.Pkg() == nil || f.Pkg().Path() != "ad" || len(targs) == 0 {
		return
	}
	if p := adTypeProblem(f.Name(), targs); p != "" {
		panic(&compileError{n.Pos(), p})
	}
}

// spreadArgs prepares a call f(g()) whose only argument g() has several
// results: args are placeholder identifiers, typed as g's results, that
// read holders, which the caller fills with g's results before running f.
// inner is nil when call is not of that form.
func (c *compiler) spreadArgs(call *ast.CallExpr, name string) (inner *ast.CallExpr, holders []*Value, args []ast.Expr) {
	if len(call.Args) != 1 {
		return nil, nil, nil
	}
	inner, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok {
		return nil, nil, nil
	}
	tup, ok := c.u.info.TypeOf(inner).(*types.Tuple)
	if !ok || tup.Len() < 2 {
		return nil, nil, nil
	}
	holders = make([]*Value, tup.Len())
	args = make([]ast.Expr, tup.Len())
	for i := range args {
		holders[i] = new(Value)
		id := &ast.Ident{NamePos: inner.Pos(), Name: name}
		c.setType(id, types.TypeAndValue{Type: c.typ(tup.At(i).Type())})
		c.deferHolders = append(c.deferHolders, deferHolder{id, holders[i]})
		args[i] = id
	}
	return inner, holders, args
}

// builtinSpread compiles a builtin given one multi-valued call, as in
// complex(f()) or println(f()): the call's results go to placeholders that
// the builtin then reads as its arguments, in order. It returns nil for any
// other call.
func (c *compiler) builtinSpread(e *ast.CallExpr, name string) expr {
	inner, holders, args := c.spreadArgs(e, "_spread")
	if inner == nil {
		return nil
	}
	call := &ast.CallExpr{Fun: e.Fun, Lparen: e.Lparen, Args: args, Rparen: e.Rparen}
	if tv, ok := c.tv(e); ok {
		c.setType(call, tv)
	}
	body := c.builtin(call, name)
	results := c.callFrame(inner)
	in := c.in
	return func(fr *frame) Value {
		cf := results(fr)
		res := cf.L[cf.fn.nparams : cf.fn.nparams+cf.fn.nres]
		for i, h := range holders {
			*h = res[i]
		}
		in.popFrame(cf)
		return body(fr)
	}
}
