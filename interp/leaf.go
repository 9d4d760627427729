package interp

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// Leaf functions (docs/design.md, "Call frames").
//
// A function whose body is one `return e` (or one assignment, or nothing)
// where e cannot call interpreted or host code that may call back, block,
// loop or take a frame of the stack is a leaf: its calls through
// directCall and statement calls evaluate e on a frame the Func owns
// (leafFr) instead of taking one from the goroutine's stack. That frame
// cannot be in use twice: e calls nothing that could reach the function
// again, and only the goroutine holding the baton runs.
//
// Pure leaves cannot panic either, so their frame need not be in the frame
// chain (nothing can see it); the others (float arithmetic, which the tape
// records, divisions by a variable, indexing, dereferences) are linked in
// for the time of the call, so that a panic's trace and position and the
// tape's positions are the ones of an ordinary call (runLeafLinked).

// leafBody compiles a body of one statement as a leaf when it is one,
// setting fn.leaf and fn.leafMode; it returns nil otherwise.
// fillFunc makes fn.leafFr once the frame size is known. A named result
// keeps a function from being a leaf: its slot is not cleared per call.
func (c *compiler) leafBody(fn *Func, body *ast.BlockStmt) stmt {
	if c.general() {
		return nil
	}
	if len(body.List) == 0 {
		if fn.nres != 0 {
			return nil
		}
		fn.leaf = func(*frame) Value { return Value{} }
		return func(*frame) ctl { return ctlNext }
	}
	if len(body.List) != 1 || c.shows[body.List[0]] || len(c.results) != fn.nres {
		return nil
	}
	for _, r := range c.resultVars {
		if r.Name() != "" && r.Name() != "_" {
			return nil
		}
	}
	s := body.List[0]
	p0 := s.Pos()
	switch s := s.(type) {
	case *ast.ReturnStmt:
		if len(s.Results) != 1 || fn.nres != 1 || c.u.boxed[c.resultVars[0]] {
			return nil
		}
		pure, calls, ok := c.leafKind(s.Results[0])
		if !ok {
			return nil
		}
		c.u.at = p0
		c.lastLit = nil
		rt := c.typ(c.resultVars[0].Type())
		x := c.leafIntExpr(s.Results[0], rt)
		if x == nil {
			x = c.exprTo(s.Results[0], rt)
		}
		slot := c.results[0]
		fn.leaf, fn.leafMode, fn.leafPos = x, leafModeOf(pure, calls), p0
		if _, isLit := ast.Unparen(s.Results[0]).(*ast.FuncLit); isLit && pure && c.lastLit != nil && c.lastLit.refill != nil && isSignature(rt) {
			fn.leafLit = c.lastLit // (closure_reuse.go)
		}
		return func(fr *frame) ctl { fr.pos = p0; fr.L[slot] = x(fr); return ctlReturn }
	case *ast.AssignStmt:
		if fn.nres != 0 || len(s.Lhs) != 1 || len(s.Rhs) != 1 || s.Tok == token.DEFINE || !c.leafTarget(s.Lhs[0]) {
			return nil
		}
		pure, calls, ok := c.leafKind(s.Rhs[0])
		if !ok {
			return nil
		}
		if s.Tok != token.ASSIGN {
			p, ok := c.leafBinary(assignOp(s.Tok), s.Lhs[0], s.Rhs[0])
			if !ok {
				return nil
			}
			pure = pure && p
		}
		return c.leafStmt(fn, s, pure, calls, p0)
	case *ast.IncDecStmt:
		if fn.nres != 0 || !c.leafTarget(s.X) {
			return nil
		}
		b, ok := c.typeOf(s.X).Underlying().(*types.Basic)
		if !ok || b.Info()&(types.IsInteger|types.IsFloat) == 0 {
			return nil
		}
		return c.leafStmt(fn, s, b.Info()&types.IsInteger != 0, false, p0)
	case *ast.ExprStmt:
		if _, isCall := ast.Unparen(s.X).(*ast.CallExpr); !isCall || fn.nres != 0 {
			return nil
		}
		pure, calls, ok := c.leafKind(s.X)
		if !ok {
			return nil
		}
		return c.leafStmt(fn, s, pure, calls, p0)
	}
	return nil
}

// leafKind classifies the expression of a leaf's statement: pure (it
// cannot panic: leafExpr), or making calls (leafCallsOK), or neither (ok
// false).
func (c *compiler) leafKind(e ast.Expr) (pure, calls, ok bool) {
	if pure, ok := c.leafExpr(e); ok {
		return pure, false, true
	}
	if c.leafCallsOK(e) {
		return false, true, true
	}
	return false, false, false
}

// leafCallsOK reports whether e may be the expression of a leaf that calls
// (runLeafCalls): anything but recover, which must see the frame of a
// deferred call.
func (c *compiler) leafCallsOK(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if call, isCall := n.(*ast.CallExpr); isCall {
			if id := identOf(call.Fun); id != nil {
				if b, isB := c.objOf(id).(*types.Builtin); isB && b.Name() == "recover" {
					ok = false
				}
			}
		}
		return ok
	})
	return ok
}

// leafStmt compiles the statement of a leaf without results.
func (c *compiler) leafStmt(fn *Func, s ast.Stmt, pure, calls bool, p0 token.Pos) stmt {
	st := c.leafOpAssign(s)
	if st == nil {
		st = c.stmt(s)
	}
	if st == nil {
		return nil
	}
	fn.leaf = func(fr *frame) Value { st(fr); return Value{} }
	fn.leafSt = st
	fn.leafMode, fn.leafPos = leafModeOf(pure, calls), p0
	return func(fr *frame) ctl { fr.pos = p0; return st(fr) }
}

// leafTarget reports whether an assignment to e can be a leaf's: a named
// variable (its store cannot panic).
func (c *compiler) leafTarget(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return false
	}
	_, ok = c.objOf(id).(*types.Var)
	return ok
}

// leafExpr reports whether e may be a leaf's expression (ok) and whether it
// also cannot panic or touch the tape (pure).
func (c *compiler) leafExpr(e ast.Expr) (pure, ok bool) {
	if tv, found := c.tv(e); found && tv.Value != nil {
		return true, true
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.leafExpr(x.X)
	case *ast.Ident:
		if _, isVar := c.objOf(x).(*types.Var); isVar {
			return true, true
		}
		if _, isNil := c.objOf(x).(*types.Nil); isNil {
			return true, true
		}
		return false, false
	case *ast.FuncLit:
		return true, true
	case *ast.UnaryExpr:
		b, isBasic := c.typeOf(x).Underlying().(*types.Basic)
		if !isBasic || b.Info()&types.IsComplex != 0 {
			return false, false
		}
		switch x.Op {
		case token.ADD, token.SUB, token.XOR, token.NOT:
		default:
			return false, false
		}
		p, ok := c.leafExpr(x.X)
		return p && b.Info()&(types.IsInteger|types.IsBoolean) != 0, ok
	case *ast.BinaryExpr:
		px, okx := c.leafExpr(x.X)
		py, oky := c.leafExpr(x.Y)
		if !okx || !oky {
			return false, false
		}
		p, ok := c.leafBinary(x.Op, x.X, x.Y)
		return p && px && py, ok
	case *ast.CallExpr:
		return c.leafCall(x)
	case *ast.IndexExpr:
		switch t := c.typeOf(x.X).Underlying().(type) {
		case *types.Slice, *types.Array, *types.Map:
		case *types.Basic:
			if t.Info()&types.IsString == 0 {
				return false, false
			}
		case *types.Pointer:
			if _, isArr := t.Elem().Underlying().(*types.Array); !isArr {
				return false, false
			}
		default:
			return false, false
		}
		_, okx := c.leafExpr(x.X)
		_, oki := c.leafExpr(x.Index)
		return false, okx && oki
	case *ast.SelectorExpr:
		if s := c.u.info.Selections[x]; s != nil {
			if s.Kind() != types.FieldVal {
				return false, false
			}
			_, ok := c.leafExpr(x.X)
			return false, ok
		}
		// A package's variable.
		if _, isVar := c.objOf(x.Sel).(*types.Var); isVar {
			return true, true
		}
		return false, false
	case *ast.StarExpr:
		_, ok := c.leafExpr(x.X)
		return false, ok
	}
	return false, false
}

// leafBinary reports whether x op y may be in a leaf (ok), and whether it
// is pure given pure operands: integer and boolean operations are, except
// a division by a variable (by zero) and a shift by a signed variable
// (negative); float operations are recorded on the tape when tracked.
func (c *compiler) leafBinary(op token.Token, ex, ey ast.Expr) (pure, ok bool) {
	tx := c.typeOf(ex)
	b, isBasic := tx.Underlying().(*types.Basic)
	switch op {
	case token.LAND, token.LOR:
		return true, true
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		by, basicY := c.typeOf(ey).Underlying().(*types.Basic)
		if !isBasic || !basicY || b.Info()&types.IsUntyped != 0 || by.Info()&types.IsUntyped != 0 && by.Kind() != types.UntypedNil {
			return false, false
		}
		return b.Info()&(types.IsInteger|types.IsBoolean|types.IsString) != 0, true
	}
	if !isBasic || b.Info()&types.IsComplex != 0 {
		return false, false
	}
	if b.Info()&types.IsInteger == 0 {
		// Floats (the tape), string concatenation (charged memory).
		return false, b.Info()&(types.IsFloat|types.IsString) != 0
	}
	switch op {
	case token.ADD, token.SUB, token.MUL, token.AND, token.OR, token.XOR, token.AND_NOT:
		return true, true
	case token.QUO, token.REM:
		if tv, found := c.tv(ey); found && tv.Value != nil && constant.Sign(tv.Value) != 0 {
			return true, true
		}
		return false, true
	case token.SHL, token.SHR:
		if tv, found := c.tv(ey); found && tv.Value != nil {
			return true, true
		}
		if by, ok := c.typeOf(ey).Underlying().(*types.Basic); ok && by.Info()&types.IsUnsigned != 0 {
			return true, true
		}
		return false, true
	}
	return false, false
}

// leafCall reports whether a call may be in a leaf: a conversion between
// basic types, len or cap, or a math function the host computes on floats.
func (c *compiler) leafCall(e *ast.CallExpr) (pure, ok bool) {
	if e.Ellipsis.IsValid() {
		return false, false
	}
	fun := ast.Unparen(e.Fun)
	if tv, found := c.tv(fun); found && tv.IsType() {
		to, okTo := c.typ(tv.Type).Underlying().(*types.Basic)
		from, okFrom := c.typeOf(e.Args[0]).Underlying().(*types.Basic)
		if !okTo || !okFrom || to.Info()&types.IsComplex != 0 || from.Info()&types.IsComplex != 0 {
			return false, false
		}
		p, ok := c.leafExpr(e.Args[0])
		ints := types.IsInteger | types.IsBoolean
		return p && to.Info()&ints != 0 && from.Info()&ints != 0, ok
	}
	if id := identOf(fun); id != nil {
		if b, isBuiltin := c.objOf(id).(*types.Builtin); isBuiltin {
			if b.Name() != "len" && b.Name() != "cap" {
				return false, false
			}
			switch c.typeOf(e.Args[0]).Underlying().(type) {
			case *types.Basic, *types.Slice, *types.Array, *types.Map:
			default:
				return false, false
			}
			return c.leafExpr(e.Args[0])
		}
	}
	f := c.staticCallee(fun)
	if f == nil || f.Pkg() == nil || f.Pkg().Path() != "math" || c.in.libs["math"] == nil {
		return false, false
	}
	h := c.in.libs["math"].Host[f.Name()]
	if h == nil || !(h.F64 != nil && len(e.Args) == 1 || h.F64x2 != nil && len(e.Args) == 2) {
		return false, false
	}
	for _, a := range e.Args {
		if _, ok := c.leafExpr(a); !ok {
			return false, false
		}
	}
	return false, true
}

// runLeafLinked runs a leaf that may panic with its frame in the chain, as
// an ordinary call would have it (without the depth count: a leaf calls
// nothing).
func (in *Interp) runLeafLinked(lf *frame) Value {
	if lf.fn.leafMode == leafCalling {
		return in.runLeafCalls(lf)
	}
	rt := in.rt
	if lf.parent != rt.cur {
		lf.parent = rt.cur
	}
	rt.cur = lf
	lf.pos = lf.fn.leafPos
	v := lf.fn.leaf(lf)
	rt.cur = lf.parent
	return v
}

// setLeafEnv gives a leaf's frame the environment of the closure called.
func (lf *frame) setLeafEnv(env []Value) {
	if len(lf.env) != len(env) || len(env) > 0 && &lf.env[0] != &env[0] {
		lf.env = env
	}
}

// setLeafArg0 puts the one argument of a call of a leaf in its slot: a
// scalar's N and X only (scalarType: the slot never holds a pointer, so no
// write barrier), any other value whole.
func (lf *frame) setLeafArg0(a Value, scalar bool) {
	if scalar {
		lf.L[0].N, lf.L[0].X = a.N, a.X
	} else {
		lf.L[0] = a
	}
}

// scalarType reports whether values of t never hold a pointer (R is nil):
// booleans, integers, floats and complex numbers. Stores of them may
// write N and X only.
func scalarType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsNumeric) != 0 && b.Kind() != types.UnsafePointer
}

// leafOn enables leaf calls (a switch for measuring).
var leafOn = true

// callLeaf calls fn with the arguments args (all evaluated already: an
// argument may itself call fn) and the closure's environment env, from a
// call at pos in fr, and returns its result: on fn's leaf frame when it is
// a leaf not running already, else on an ordinary frame.
func (in *Interp) callLeaf(fr *frame, pos token.Pos, fn *Func, env []Value, args ...Value) Value {
	x := fn.leaf
	if x == nil || fn.leafMode == leafBusy {
		// fn is running as a leaf that calls (runLeafCalls): an ordinary
		// call.
		cf := in.stackFrameEnv(fn, env)
		copy(cf.L, args)
		fr.pos = pos
		in.invoke(cf)
		var v Value
		if fn.nres > 0 {
			v = cf.L[fn.nparams]
		}
		in.popFrame(cf)
		return v
	}
	lf := fn.leafFr
	copy(lf.L, args)
	lf.setLeafEnv(env)
	fr.pos = pos
	if fn.leafMode != leafPure {
		return in.runLeafLinked(lf)
	}
	return x(lf)
}

// leafCallFrame is callLeaf for the callers of a callFn: it returns the
// frame whose results they read and give back.
func (in *Interp) leafCallFrame(fr *frame, pos token.Pos, fn *Func, env []Value, args []Value) *frame {
	if fn.leaf == nil || fn.leafMode == leafBusy {
		cf := in.stackFrameEnv(fn, env)
		copy(cf.L, args)
		fr.pos = pos
		in.invoke(cf)
		return cf
	}
	return in.leafFrame(fn, in.callLeaf(fr, pos, fn, env, args...))
}

// leafFrame returns a leaf's frame with its result v, for callers of a
// callFn (which read the results and give the frame back with popFrame):
// its level is the stack's current one, so that popFrame leaves the stack
// as it is.
func (in *Interp) leafFrame(fn *Func, v Value) *frame {
	lf := fn.leafFr
	if fn.nres > 0 {
		lf.L[fn.nparams] = v
	}
	st := &in.rt.stk
	lf.ci0, lf.sp0, lf.idx = int32(st.ci), int32(st.sp), int32(st.nf)
	return lf
}

// runLeafCalls runs a leaf whose statement calls: while it runs, fn is
// leafBusy, so that a call of fn from within (recursion, or another
// goroutine while a call blocks) takes a frame of the stack instead of the
// leaf's frame, which is in use. Call sites evaluate their arguments before
// they look at fn.leafMode for the same reason.
//
// A panic that passes leaves fn busy (a deferred restore costs about as
// much as the rest of the call): the recovering frame gives back the
// leaves of the frames it abandoned (releaseLeaves), the top level all of
// them once no goroutine runs (releaseAllLeaves). A leaf left busy by any
// other way out is only slower: its calls take frames of the stack.
func (in *Interp) runLeafCalls(lf *frame) Value {
	fn := lf.fn
	x := fn.leaf
	fn.leafMode = leafBusy
	rt := in.rt
	if lf.parent != rt.cur {
		lf.parent = rt.cur
	}
	rt.cur = lf
	lf.pos = fn.leafPos
	v := x(lf)
	rt.cur = lf.parent
	fn.leafMode = leafCalling
	return v
}

// releaseLeaves ends the runs of calling leaves abandoned by a panic that
// stop recovers: the leaf frames from the innermost frame up to stop,
// exclusive. When stop is not on that chain nothing is released, as
// frames below stop still run.
func (in *Interp) releaseLeaves(stop *frame) {
	f := in.rt.cur
	for f != nil && f != stop {
		f = f.parent
	}
	if f == nil {
		return
	}
	for f := in.rt.cur; f != stop; f = f.parent {
		if fn := f.fn; fn != nil && fn.leafFr == f && fn.leafMode == leafBusy {
			fn.leafMode = leafCalling
		}
	}
}

// releaseAllLeaves ends every run of a calling leaf, after a stop that
// ended all goroutines.
func (rt *runtime) releaseAllLeaves() {
	for _, fn := range rt.leaves {
		if fn.leafMode == leafBusy {
			fn.leafMode = leafCalling
		}
	}
}

// Leaf modes (Func.leafMode).
const (
	leafPure    uint8 = iota // cannot panic: runs unlinked
	leafLinked               // may panic: runs linked into the frame chain (runLeafLinked)
	leafCalling              // calls: runs linked, and busy meanwhile (runLeafCalls)
	leafBusy                 // a leafCalling leaf that is running: calls take frames of the stack
)

func leafModeOf(pure, calls bool) uint8 {
	switch {
	case calls:
		return leafCalling
	case pure:
		return leafPure
	}
	return leafLinked
}

// leafMethod compiles a call x.M(args) of a concrete method (no interface
// dispatch) so that a leaf method runs on its own frame: the receiver and
// the arguments are evaluated first, then the leaf runs, or, for other
// methods (and a leaf that is busy), a frame of the stack is taken. It
// returns the frame the results are read from (the caller gives it back
// with popFrame), or nil for calls it does not compile.
func (c *compiler) leafMethod(e *ast.CallExpr, sel *ast.SelectorExpr, s *types.Selection, sig *types.Signature) callFn {
	recvT := c.typeOf(sel.X)
	if types.IsInterface(recvT) || isAbstractMethod(s.Obj()) {
		return nil
	}
	if sig.Params().Len() > 2 || c.lateFunc(e) || c.isLateDeref(e, sel, s) {
		return nil // (late: methodCall reads the receiver after the arguments)
	}
	if len(e.Args) != sig.Params().Len() || sig.Variadic() && !e.Ellipsis.IsValid() {
		return nil
	}
	if len(e.Args) == 1 {
		if _, ok := c.u.info.TypeOf(e.Args[0]).(*types.Tuple); ok {
			return nil
		}
	}
	fn, recv := c.boundMethod(sel, s)
	// (The arguments are held in locals, not in an array that a closure
	// is given, which would be allocated on the heap.)
	fixed := c.fixedArgs(e, sig)
	in := c.in
	pos := e.Lparen
	var a0, a1 expr
	switch len(fixed) {
	case 2:
		a1 = fixed[1]
		fallthrough
	case 1:
		a0 = fixed[0]
	}
	n := len(fixed)
	return func(fr *frame) *frame {
		var x, y Value
		r := recv(fr)
		if n > 0 {
			x = a0(fr)
			if n > 1 {
				y = a1(fr)
			}
		}
		if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
			lf := fn.leafFr
			L := lf.L
			L[0] = r
			if n > 0 {
				L[1] = x
				if n > 1 {
					L[2] = y
				}
			}
			fr.pos = pos
			var v Value
			if fn.leafMode == leafPure {
				v = lx(lf)
			} else {
				v = in.runLeafLinked(lf)
			}
			return in.leafFrame(fn, v)
		}
		cf := in.stackFrame(fn)
		L := cf.L
		L[0] = r
		if n > 0 {
			L[1] = x
			if n > 1 {
				L[2] = y
			}
		}
		fr.pos = pos
		in.invoke(cf)
		return cf
	}
}

// clearLeaves drops the values the frames of leaf functions still hold
// from their last call (arguments, environment, caller), as resetStack
// does for the stack, so that a large value passed to a leaf is not kept
// after the evaluation. A leaf that is running (a goroutine of an earlier
// cell waits inside it) keeps its frame.
func (rt *runtime) clearLeaves() {
	for _, fn := range rt.leaves {
		lf := fn.leafFr
		if lf == nil || fn.leafMode == leafBusy {
			continue
		}
		clear(lf.L)
		lf.env, lf.parent = nil, nil
	}
}

// isSignature reports whether values of t are func values (not boxed in
// an interface).
func isSignature(t types.Type) bool {
	_, ok := t.Underlying().(*types.Signature)
	return ok
}

// iop is an operand of leafInt's nodes: a constant, a local or a copied
// capture read in place (src), or a subexpression (fn).
type iop struct {
	src intSrc
	fn  func(fr *frame) uint64
}

// leafIntBin is the node x op y (a closure per kind of operand, so that
// the sources are read in place).
func leafIntBin(x, y iop, op token.Token, signed bool) func(fr *frame) uint64 {
	xs, ys, xf, yf := x.src, y.src, x.fn, y.fn
	if xf == nil && yf == nil && xs.kind == varLocal && ys.kind == varCaptured {
		i, j := xs.i, ys.i
		switch op {
		case token.ADD:
			return func(fr *frame) uint64 { return fr.L[i].N + fr.env[j].N }
		case token.SUB:
			return func(fr *frame) uint64 { return fr.L[i].N - fr.env[j].N }
		case token.MUL:
			return func(fr *frame) uint64 { return fr.L[i].N * fr.env[j].N }
		}
	}
	switch {
	case xf == nil && yf == nil:
		return func(fr *frame) uint64 { return intOpBits(op, signed, xs.get(fr), ys.get(fr)) }
	case yf == nil:
		return func(fr *frame) uint64 { return intOpBits(op, signed, xf(fr), ys.get(fr)) }
	case xf == nil:
		return func(fr *frame) uint64 { return intOpBits(op, signed, xs.get(fr), yf(fr)) }
	}
	return func(fr *frame) uint64 { return intOpBits(op, signed, xf(fr), yf(fr)) }
}

// leafIntExpr compiles the result e of a leaf returning a 64-bit integer
// of type t when e is integer arithmetic (+ - * & | ^ &^, and / % by a
// constant other than 0 and -1) on constants, locals and copied captures:
// one closure per operator, reading those operands in place, as
// `return x + k` and `return x * k % p` in small function literals. nil
// for other expressions; none of these can panic.
func (c *compiler) leafIntExpr(e ast.Expr, t types.Type) expr {
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 || needsWrap(b.Kind()) {
		return nil
	}
	if _, isConst := c.constOf(e); isConst {
		return nil
	}
	signed := b.Info()&types.IsUnsigned == 0
	x, y, op, ok := c.leafIntNode(e, t, signed)
	if !ok {
		return nil
	}
	xs, ys, xf, yf := x.src, y.src, x.fn, y.fn
	if xf == nil && yf == nil && xs.kind == varLocal && ys.kind == varCaptured {
		// x op k in a small literal: both read in place with no switch.
		i, j := xs.i, ys.i
		switch op {
		case token.ADD:
			return func(fr *frame) Value { return Value{N: fr.L[i].N + fr.env[j].N} }
		case token.SUB:
			return func(fr *frame) Value { return Value{N: fr.L[i].N - fr.env[j].N} }
		case token.MUL:
			return func(fr *frame) Value { return Value{N: fr.L[i].N * fr.env[j].N} }
		}
	}
	if xf != nil && yf == nil && ys.kind == varGlobal && signed && (op == token.REM || op == token.QUO) {
		// (x * k) % p: a constant divisor, neither 0 nor -1.
		d := int64(ys.k)
		if op == token.REM {
			return func(fr *frame) Value { return Value{N: uint64(int64(xf(fr)) % d)} }
		}
		return func(fr *frame) Value { return Value{N: uint64(int64(xf(fr)) / d)} }
	}
	switch {
	case xf == nil && yf == nil:
		return func(fr *frame) Value { return Value{N: intOpBits(op, signed, xs.get(fr), ys.get(fr))} }
	case yf == nil:
		return func(fr *frame) Value { return Value{N: intOpBits(op, signed, xf(fr), ys.get(fr))} }
	case xf == nil:
		return func(fr *frame) Value { return Value{N: intOpBits(op, signed, xs.get(fr), yf(fr))} }
	}
	return func(fr *frame) Value { return Value{N: intOpBits(op, signed, xf(fr), yf(fr))} }
}

// leafIntNode compiles the binary expression e of leafIntExpr: its
// operands and operator.
func (c *compiler) leafIntNode(e ast.Expr, t types.Type, signed bool) (x, y iop, op token.Token, ok bool) {
	be, isBin := ast.Unparen(e).(*ast.BinaryExpr)
	if !isBin || !types.Identical(c.typeOf(be.X), t) || !types.Identical(c.typeOf(be.Y), t) {
		return x, y, op, false
	}
	switch be.Op {
	case token.ADD, token.SUB, token.MUL, token.AND, token.OR, token.XOR, token.AND_NOT:
	case token.QUO, token.REM:
		k, isConst := c.constOf(be.Y)
		if !isConst || k.N == 0 || signed && int64(k.N) == -1 {
			return x, y, op, false
		}
	default:
		return x, y, op, false
	}
	if x, ok = c.leafIntOperand(be.X, t, signed); !ok {
		return x, y, op, false
	}
	if y, ok = c.leafIntOperand(be.Y, t, signed); !ok {
		return x, y, op, false
	}
	return x, y, be.Op, true
}

// leafIntOperand compiles an operand of a leafIntNode.
func (c *compiler) leafIntOperand(e ast.Expr, t types.Type, signed bool) (iop, bool) {
	if s, ok := c.intOperand(e, t); ok {
		return iop{src: s}, true
	}
	x, y, op, ok := c.leafIntNode(e, t, signed)
	if !ok {
		return iop{}, false
	}
	return iop{fn: leafIntBin(x, y, op, signed)}, true
}

// intOpBits is a op d on 64-bit integer bits; a divisor is never 0, nor -1
// when signed (leafIntNode).
func intOpBits(op token.Token, signed bool, a, d uint64) uint64 {
	switch op {
	case token.ADD:
		return a + d
	case token.SUB:
		return a - d
	case token.MUL:
		return a * d
	case token.AND:
		return a & d
	case token.OR:
		return a | d
	case token.XOR:
		return a ^ d
	case token.AND_NOT:
		return a &^ d
	case token.REM:
		if signed {
			return uint64(int64(a) % int64(d))
		}
		return a % d
	}
	if signed {
		return uint64(int64(a) / int64(d))
	}
	return a / d
}
