package interp

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"math"
	"slices"
)

// block compiles a statement list. Each statement records its position in
// the frame before it runs, for run-time error messages and stack traces.
func (c *compiler) block(list []ast.Stmt) stmt {
	if len(list) > 0 {
		delete(c.soleRuns, list[0]) // a plan of this compilation only
	}
	if g := c.guardBlock(list); g != nil {
		return g
	}
	var stmts []stmt
	var poss []token.Pos
	var nodes []ast.Stmt
	// targets maps the ids of labels in this list that a goto names to
	// the index of the statement to resume at. (A goto compiled before its
	// label gets the same id: labelID takes ids on first use.)
	var targets map[int]int
	for _, s := range list {
		for l, ok := s.(*ast.LabeledStmt); ok; l, ok = l.Stmt.(*ast.LabeledStmt) {
			if c.gotoTargets[l.Label.Name] {
				if targets == nil {
					targets = map[int]int{}
				}
				targets[c.labelID(l.Label.Name)] = len(stmts)
			}
		}
		if as, ok := s.(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
			delete(c.fieldUpds, as.Rhs[0]) // a plan of this compilation only
			delete(c.addrIntos, as.Rhs[0])
		}
		if cs := c.stmt(s); cs != nil {
			stmts = append(stmts, cs)
			poss = append(poss, s.Pos())
			nodes = append(nodes, s)
		}
	}
	if targets != nil {
		return c.gotoBlock(stmts, poss, targets)
	}
	if len(c.fieldUpds) > 0 {
		var fs []stmt
		var fp []token.Pos
		for k := 0; k < len(stmts); k++ {
			if r, n := c.fieldRun(nodes, poss, k); n > 0 {
				fs, fp = append(fs, r), append(fp, poss[k])
				k += n - 1
				continue
			}
			fs, fp = append(fs, stmts[k]), append(fp, poss[k])
		}
		stmts, poss = fs, fp
	}
	switch len(stmts) {
	case 0:
		return func(*frame) ctl { return ctlNext }
	case 1:
		s0, p0 := stmts[0], poss[0]
		return func(fr *frame) ctl { fr.pos = p0; return s0(fr) }
	case 2:
		s0, p0, s1, p1 := stmts[0], poss[0], stmts[1], poss[1]
		return func(fr *frame) ctl {
			fr.pos = p0
			if r := s0(fr); r != ctlNext {
				return r
			}
			fr.pos = p1
			return s1(fr)
		}
	case 3:
		s0, p0, s1, p1, s2, p2 := stmts[0], poss[0], stmts[1], poss[1], stmts[2], poss[2]
		return func(fr *frame) ctl {
			fr.pos = p0
			if r := s0(fr); r != ctlNext {
				return r
			}
			fr.pos = p1
			if r := s1(fr); r != ctlNext {
				return r
			}
			fr.pos = p2
			return s2(fr)
		}
	}
	return func(fr *frame) ctl {
		for i, s := range stmts {
			fr.pos = poss[i]
			if r := s(fr); r != ctlNext {
				return r
			}
		}
		return ctlNext
	}
}

func (c *compiler) stmt(s ast.Stmt) stmt {
	c.u.at = s.Pos()
	if c.shows[s] {
		return c.showStmt(s)
	}
	switch s := s.(type) {
	case *ast.EmptyStmt:
		return nil
	case *ast.ExprStmt:
		return c.exprStmt(s)
	case *ast.AssignStmt:
		if st := c.carriedAssign(s); st != nil {
			return st
		}
		return c.carried(c.assign(s), s.Lhs)
	case *ast.IncDecStmt:
		op := token.ADD
		if s.Tok == token.DEC {
			op = token.SUB
		}
		one := &ast.BasicLit{ValuePos: s.TokPos, Kind: token.INT, Value: "1"}
		c.setType(one, types.TypeAndValue{Type: c.typeOf(s.X), Value: constant.MakeInt64(1)})
		return c.carried(c.opAssign(s.X, op, nil, one, s.TokPos), []ast.Expr{s.X})
	case *ast.DeclStmt:
		return c.declStmt(s)
	case *ast.BlockStmt:
		return c.block(s.List)
	case *ast.IfStmt:
		return c.ifStmt(s)
	case *ast.ForStmt:
		return c.forStmt(s, 0)
	case *ast.RangeStmt:
		return c.rangeStmt(s, 0)
	case *ast.SwitchStmt:
		return c.switchStmt(s, 0)
	case *ast.TypeSwitchStmt:
		return c.typeSwitch(s, 0)
	case *ast.LabeledStmt:
		return c.labeled(s)
	case *ast.BranchStmt:
		return c.branch(s)
	case *ast.ReturnStmt:
		return c.returnStmt(s)
	case *ast.DeferStmt:
		return c.deferStmt(s)
	case *ast.GoStmt:
		return c.goStmt(s)
	case *ast.SendStmt:
		return c.sendStmt(s)
	case *ast.SelectStmt:
		return c.selectStmt(s, 0)
	}
	c.unsupported(s, "this statement")
	return nil
}

func (c *compiler) exprStmt(s *ast.ExprStmt) stmt {
	if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
		fun := ast.Unparen(call.Fun)
		isConv := false
		if tv, ok := c.u.info.Types[fun]; ok && tv.IsType() {
			isConv = true
		}
		_, isBuiltin := c.objOfExpr(fun).(*types.Builtin)
		if !isConv && !isBuiltin {
			if st := c.leafCallStmt(call); st != nil {
				return st
			}
			if f := c.staticCallee(fun); f == nil || c.fastHostCall(call, f) == nil {
				cf := c.callFrame(call)
				in := c.in
				return func(fr *frame) ctl {
					in.popFrame(cf(fr))
					return ctlNext
				}
			}
		}
	}
	x := c.expr(s.X)
	return func(fr *frame) ctl { x(fr); return ctlNext }
}

func (c *compiler) objOfExpr(e ast.Expr) types.Object {
	if id := identOf(e); id != nil {
		return c.objOf(id)
	}
	return nil
}

// ---- assignment ----

// store compiles a store into the location denoted by lhs (which has type t);
// the stored value is already converted to t.
func (c *compiler) store(lhs ast.Expr) func(fr *frame, v Value) {
	lhs = ast.Unparen(lhs)
	if id, ok := lhs.(*ast.Ident); ok && id.Name == "_" {
		return func(*frame, Value) {}
	}
	t := c.typeOf(lhs)
	agg := isAggregate(t)
	if ix, ok := lhs.(*ast.IndexExpr); ok {
		if _, isMap := c.typeOf(ix.X).Underlying().(*types.Map); isMap {
			prep, set := c.mapSet(ix)
			cp := copyFunc(t)
			return func(fr *frame, v Value) {
				m, k := prep(fr)
				if cp != nil {
					v = cp(v)
				}
				set(m, k, v)
			}
		}
	}
	if id, ok := lhs.(*ast.Ident); ok {
		v := c.objOf(id).(*types.Var)
		kind, i, cell := c.lookupVar(v)
		if !agg {
			switch kind {
			case varGlobal:
				return func(_ *frame, x Value) { *cell = x }
			case varLocal:
				return func(fr *frame, x Value) { fr.L[i] = x }
			case varBoxed:
				return func(fr *frame, x Value) { *fr.L[i].R.(*Value) = x }
			case varCaptured:
				return func(fr *frame, x Value) { fr.env[i] = x }
			default:
				return func(fr *frame, x Value) { *fr.env[i].R.(*Value) = x }
			}
		}
	}
	if c.packedLoc(lhs) {
		ref := c.lvalueRef(lhs)
		return func(fr *frame, v Value) { storePtr(ref(fr), v) }
	}
	addr := c.lvalueAddr(lhs)
	if agg {
		return func(fr *frame, v Value) {
			p := addr(fr)
			if isSliceRep(p.R) {
				copyIntoV(*p, v, t)
			} else {
				*p = copyFunc(t)(v)
			}
		}
	}
	return func(fr *frame, v Value) { *addr(fr) = v }
}

func (c *compiler) assign(s *ast.AssignStmt) stmt {
	switch s.Tok {
	case token.ASSIGN, token.DEFINE:
	default:
		op := assignOp(s.Tok)
		return c.opAssign(s.Lhs[0], op, nil, s.Rhs[0], s.TokPos)
	}
	define := s.Tok == token.DEFINE
	// Multi-valued right-hand side.
	if len(s.Lhs) > 1 && len(s.Rhs) == 1 {
		return c.assignMulti(s, define)
	}
	if len(s.Lhs) == 1 {
		return c.assign1(s.Lhs[0], s.Rhs[0], define)
	}
	// Parallel assignment: evaluate all right-hand sides (and index
	// operands), then store left to right.
	n := len(s.Lhs)
	rhs := make([]expr, n)
	stores := make([]func(*frame, Value), n)
	for i := range s.Lhs {
		rhs[i] = c.exprTo(s.Rhs[i], c.lhsType(s.Lhs[i], s.Rhs[i]))
		if cp := copyFunc(c.lhsType(s.Lhs[i], s.Rhs[i])); cp != nil {
			r := rhs[i]
			rhs[i] = func(fr *frame) Value { return cp(r(fr)) }
		}
	}
	simple := true
	for i, l := range s.Lhs {
		stores[i] = c.lhsStore(l, define)
		if _, ok := ast.Unparen(l).(*ast.Ident); !ok {
			simple = false
		}
	}
	if !simple {
		// Index operands and pointer indirections on the left are
		// evaluated before the right-hand sides; stores happen after.
		preps := make([]func(*frame) func(Value), n)
		for i, l := range s.Lhs {
			preps[i] = c.prepStore(l, stores[i])
		}
		return func(fr *frame) ctl {
			sets := make([]func(Value), n)
			for i, p := range preps {
				sets[i] = p(fr)
			}
			vals := make([]Value, n)
			for i, r := range rhs {
				vals[i] = r(fr)
			}
			for i, set := range sets {
				set(vals[i])
			}
			return ctlNext
		}
	}
	return func(fr *frame) ctl {
		var buf [4]Value
		vals := buf[:0]
		if n > 4 {
			vals = make([]Value, 0, n)
		}
		for _, r := range rhs {
			vals = append(vals, r(fr))
		}
		for i, st := range stores {
			st(fr, vals[i])
		}
		return ctlNext
	}
}

// prepStore evaluates the operands of a left-hand side now and returns the
// store to perform later.
func (c *compiler) prepStore(l ast.Expr, st func(*frame, Value)) func(*frame) func(Value) {
	l = ast.Unparen(l)
	switch x := l.(type) {
	case *ast.Ident:
		return func(fr *frame) func(Value) { return func(v Value) { st(fr, v) } }
	case *ast.IndexExpr:
		if _, isMap := c.typeOf(x.X).Underlying().(*types.Map); isMap {
			return c.lateMapStore(x)
		}
	}
	t := c.typeOf(l)
	if c.packedLoc(l) {
		ref := c.lateRef(l)
		return func(fr *frame) func(Value) {
			late := ref(fr)
			return func(v Value) { storePtr(late(), v) }
		}
	}
	addr := c.lateAddr(l)
	agg := isAggregate(t)
	return func(fr *frame) func(Value) {
		late := addr(fr)
		return func(v Value) {
			p := late()
			if agg && isSliceRep(p.R) {
				copyIntoV(*p, v, t)
			} else {
				*p = v
			}
		}
	}
}

// lhsType is the type a right-hand side is converted to.
func (c *compiler) lhsType(lhs, rhs ast.Expr) types.Type {
	if id, ok := lhs.(*ast.Ident); ok && id.Name == "_" {
		t := c.typeOf(rhs)
		if b, ok := t.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
			return types.Default(t)
		}
		return t
	}
	if id, ok := lhs.(*ast.Ident); ok {
		if o := c.u.info.Defs[id]; o != nil {
			return c.typ(o.Type())
		}
	}
	return c.typeOf(lhs)
}

// lhsStore compiles the store of one left-hand side, declaring it for :=.
func (c *compiler) lhsStore(l ast.Expr, define bool) func(*frame, Value) {
	if id, ok := l.(*ast.Ident); ok && define {
		if v, ok := c.u.info.Defs[id].(*types.Var); ok {
			return c.declare(v)
		}
	}
	return c.store(l)
}

func (c *compiler) assign1(l, r ast.Expr, define bool) stmt {
	if s := c.closureReuse(l, r, define); s != nil {
		return s
	}
	t := c.lhsType(l, r)
	x := c.exprTo(r, t)
	// Fast paths for plain locals.
	if id, ok := l.(*ast.Ident); ok && !isAggregate(t) {
		var v *types.Var
		if define {
			v, _ = c.u.info.Defs[id].(*types.Var)
		} else {
			v, _ = c.u.info.Uses[id].(*types.Var)
		}
		// var _ = x declares a "_" variable, which has no storage.
		if v != nil && v.Name() != "_" && !(define && c.cellTop != nil && v.Parent() == c.cellTop) && !c.u.boxed[v] {
			if define {
				c.declare(v)
			}
			if kind, i, _ := c.lookupVar(v); kind == varLocal {
				if s := c.fastAddrInto(i, r, define); s != nil {
					return s
				}
				if scalarType(t) {
					// The slot's pointer word stays nil: no write barrier.
					return func(fr *frame) ctl { v := x(fr); fr.L[i].N, fr.L[i].X = v.N, v.X; return ctlNext }
				}
				return func(fr *frame) ctl { fr.L[i] = x(fr); return ctlNext }
			}
		}
	}
	if !define {
		if s := c.fastStore(l, r, x); s != nil {
			return s
		}
	}
	st := c.lhsStore(l, define)
	if _, isIdent := ast.Unparen(l).(*ast.Ident); !isIdent && c.callsUserCode(r) {
		// The operands on the left come before the call on the right.
		prep := c.prepStore(l, st)
		return func(fr *frame) ctl {
			set := prep(fr)
			set(x(fr))
			return ctlNext
		}
	}
	return func(fr *frame) ctl { st(fr, x(fr)); return ctlNext }
}

// callsUserCode reports whether evaluating e may call interpreted code,
// whose effects could show the order of evaluation.
func (c *compiler) callsUserCode(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		fun := ast.Unparen(call.Fun)
		if tv, ok := c.tv(fun); ok && (tv.IsType() || tv.IsBuiltin()) {
			return true
		}
		if f := c.staticCallee(fun); f != nil && f.Pkg() != nil && c.in.libs[f.Pkg().Path()] != nil {
			return true
		}
		found = true
		return false
	})
	return found
}

func (c *compiler) assignMulti(s *ast.AssignStmt, define bool) stmt {
	r := ast.Unparen(s.Rhs[0])
	stores := make([]func(*frame, Value), len(s.Lhs))
	for i, l := range s.Lhs {
		stores[i] = c.lhsStore(l, define)
	}
	if call, ok := r.(*ast.CallExpr); ok {
		tup := c.u.info.TypeOf(call).(*types.Tuple)
		convs := make([]func(Value) Value, tup.Len())
		for i := range convs {
			convs[i] = c.valueConv(c.typ(tup.At(i).Type()), c.lhsTypeOfTuple(s.Lhs[i], c.typ(tup.At(i).Type())))
		}
		cf := c.callFrame(call)
		in := c.in
		n := len(s.Lhs)
		if !allIdents(s.Lhs) {
			// The operands on the left come before the call.
			preps := make([]func(*frame) func(Value), n)
			for i, l := range s.Lhs {
				preps[i] = c.prepStore(l, stores[i])
			}
			return func(fr *frame) ctl {
				sets := make([]func(Value), n)
				for i, p := range preps {
					sets[i] = p(fr)
				}
				callee := cf(fr)
				base := callee.fn.nparams
				vals := make([]Value, n)
				for i := range vals {
					vals[i] = convs[i](callee.L[base+i])
				}
				in.popFrame(callee)
				for i, set := range sets {
					set(vals[i])
				}
				return ctlNext
			}
		}
		return func(fr *frame) ctl {
			callee := cf(fr)
			var buf [4]Value
			vals := buf[:0]
			if n > 4 {
				vals = make([]Value, 0, n)
			}
			base := callee.fn.nparams
			for i := 0; i < n; i++ {
				vals = append(vals, convs[i](callee.L[base+i]))
			}
			in.popFrame(callee)
			for i, st := range stores {
				st(fr, vals[i])
			}
			return ctlNext
		}
	}
	// v, ok = m[k] / x.(T)
	get := c.commaOk(r)
	vt := c.typeOf(r)
	if tup, ok := vt.(*types.Tuple); ok {
		vt = c.typ(tup.At(0).Type())
	}
	conv := c.valueConv(vt, c.lhsTypeOfTuple(s.Lhs[0], vt))
	okConv := c.valueConv(types.Typ[types.Bool], c.lhsTypeOfTuple(s.Lhs[1], types.Typ[types.Bool]))
	if !allIdents(s.Lhs) {
		p0, p1 := c.prepStore(s.Lhs[0], stores[0]), c.prepStore(s.Lhs[1], stores[1])
		return func(fr *frame) ctl {
			set0, set1 := p0(fr), p1(fr)
			v, ok := get(fr)
			set0(conv(v))
			set1(okConv(MakeBool(ok)))
			return ctlNext
		}
	}
	return func(fr *frame) ctl {
		v, ok := get(fr)
		stores[0](fr, conv(v))
		stores[1](fr, okConv(MakeBool(ok)))
		return ctlNext
	}
}

func allIdents(list []ast.Expr) bool {
	for _, e := range list {
		if _, ok := ast.Unparen(e).(*ast.Ident); !ok {
			return false
		}
	}
	return true
}

func (c *compiler) lhsTypeOfTuple(l ast.Expr, rt types.Type) types.Type {
	if id, ok := l.(*ast.Ident); ok {
		if id.Name == "_" {
			return rt
		}
		if o := c.u.info.Defs[id]; o != nil {
			return c.typ(o.Type())
		}
	}
	return c.typeOf(l)
}

func assignOp(tok token.Token) token.Token {
	switch tok {
	case token.ADD_ASSIGN:
		return token.ADD
	case token.SUB_ASSIGN:
		return token.SUB
	case token.MUL_ASSIGN:
		return token.MUL
	case token.QUO_ASSIGN:
		return token.QUO
	case token.REM_ASSIGN:
		return token.REM
	case token.AND_ASSIGN:
		return token.AND
	case token.OR_ASSIGN:
		return token.OR
	case token.XOR_ASSIGN:
		return token.XOR
	case token.SHL_ASSIGN:
		return token.SHL
	case token.SHR_ASSIGN:
		return token.SHR
	case token.AND_NOT_ASSIGN:
		return token.AND_NOT
	}
	return token.ILLEGAL
}

// opAssign compiles x op= y (and x++ / x--). The location is evaluated once.
func (c *compiler) opAssign(l ast.Expr, op token.Token, _ expr, r ast.Expr, pos token.Pos) stmt {
	if s := c.fastOpAssign(l, op, r, pos); s != nil {
		return s
	}
	t := c.typeOf(l)
	var y expr
	if op == token.SHL || op == token.SHR {
		y = c.shiftCount(r)
	} else {
		y = c.exprTo(r, t)
	}
	var compute func(a, b expr) expr
	if op == token.SHL || op == token.SHR {
		bin := &ast.BinaryExpr{X: l, Op: op, Y: r, OpPos: pos}
		c.setType(bin, types.TypeAndValue{Type: t})
		compute = func(a, b expr) expr {
			return c.shiftExprs(bin, t, a, b)
		}
	} else {
		compute = func(a, b expr) expr { return c.arith(op, t, a, b, pos) }
	}
	l = ast.Unparen(l)
	if s := c.fastOpAssignAt(l, op, r, y, pos); s != nil {
		return s
	}
	if c.callsUserCode(r) && !c.callsUserCode(l) {
		// gc evaluates the calls of y before it reads (or checks) x: a
		// call that changes x is seen. y's value waits in a holder that
		// only the arithmetic below reads, with no user code in between.
		var held Value
		ry := y
		y = func(*frame) Value { return held }
		first := func(fr *frame) { held = ry(fr) }
		s := c.opAssignLoc(l, op, t, y, compute)
		return func(fr *frame) ctl { first(fr); return s(fr) }
	}
	return c.opAssignLoc(l, op, t, y, compute)
}

// opAssignLoc compiles the read-modify-write of x op= y on x's location.
func (c *compiler) opAssignLoc(l ast.Expr, op token.Token, t types.Type, y expr, compute func(a, b expr) expr) stmt {
	// Locals: read-modify-write in place.
	if id, ok := l.(*ast.Ident); ok {
		v := c.objOf(id).(*types.Var)
		load := c.loadVar(v)
		f := compute(load, y)
		if kind, i, _ := c.lookupVar(v); kind == varLocal {
			return func(fr *frame) ctl { fr.L[i] = f(fr); return ctlNext }
		}
		addr := c.addrVar(v)
		if scalarType(t) {
			// A cell of a scalar has no pointer word to store.
			return func(fr *frame) ctl { v := f(fr); p := addr(fr); p.N, p.X = v.N, v.X; return ctlNext }
		}
		return func(fr *frame) ctl { v := f(fr); *addr(fr) = v; return ctlNext }
	}
	if ix, ok := l.(*ast.IndexExpr); ok {
		if mt, isMap := c.typeOf(ix.X).Underlying().(*types.Map); isMap {
			prep, set := c.mapSet(ix)
			zero := c.zeroOf(mt.Elem())
			var cur Value
			f := compute(func(*frame) Value { return cur }, y)
			return func(fr *frame) ctl {
				m, k := prep(fr)
				old := zero()
				if ent, ok := m.M[m.Key(k)]; ok {
					old = ent.V
				}
				saved := cur
				cur = old
				nv := f(fr)
				cur = saved
				set(m, k, nv)
				return ctlNext
			}
		}
	}
	if c.packedLoc(l) {
		ref := c.lvalueRef(l)
		var p Value
		f := compute(func(*frame) Value { return derefPtr(p) }, y)
		return func(fr *frame) ctl {
			saved := p
			p = ref(fr)
			loc := p
			v := f(fr)
			p = saved
			storePtr(loc, v)
			return ctlNext
		}
	}
	addr := c.lvalueAddr(l)
	// The location is computed once; the old value is read through it.
	var p *Value
	f := compute(func(*frame) Value { return *p }, y)
	return func(fr *frame) ctl {
		saved := p
		p = addr(fr)
		loc := p
		v := f(fr)
		p = saved
		*loc = v
		return ctlNext
	}
}

// shiftExprs compiles a shift from already compiled operands.
func (c *compiler) shiftExprs(e *ast.BinaryExpr, t types.Type, x, y expr) expr {
	b := t.Underlying().(*types.Basic)
	k := b.Kind()
	unsigned := b.Info()&types.IsUnsigned != 0
	_, isConst := c.constOf(e.Y)
	countSigned := !isConst && c.typeOf(e.Y).Underlying().(*types.Basic).Info()&types.IsUnsigned == 0
	in := c.in
	pos := e.OpPos
	left := e.Op == token.SHL
	return func(fr *frame) Value {
		a := x(fr).N
		n := y(fr).N
		if countSigned && int64(n) < 0 {
			fr.pos = pos
			in.runtimePanic("runtime error: negative shift amount")
		}
		if left {
			if n >= 64 {
				return Value{}
			}
			return wrapInt(Value{N: a << n}, k)
		}
		if unsigned {
			if n >= 64 {
				return Value{}
			}
			return Value{N: a >> n}
		}
		if n >= 64 {
			n = 63
		}
		return Value{N: uint64(int64(a) >> n)}
	}
}

// ---- declarations inside functions ----

func (c *compiler) declStmt(s *ast.DeclStmt) stmt {
	g := s.Decl.(*ast.GenDecl)
	if g.Tok != token.VAR {
		return nil // const and type declarations need no code
	}
	var stmts []stmt
	for _, spec := range g.Specs {
		vs := spec.(*ast.ValueSpec)
		stmts = append(stmts, c.varSpec(vs))
	}
	if len(stmts) == 1 {
		return stmts[0]
	}
	return func(fr *frame) ctl {
		for _, s := range stmts {
			s(fr)
		}
		return ctlNext
	}
}

func (c *compiler) varSpec(vs *ast.ValueSpec) stmt {
	vars := make([]*types.Var, len(vs.Names))
	for i, n := range vs.Names {
		vars[i], _ = c.u.info.Defs[n].(*types.Var)
	}
	if len(vs.Values) == 0 {
		stores := make([]func(*frame, Value), len(vars))
		zeros := make([]func() Value, len(vars))
		for i, v := range vars {
			if v == nil {
				stores[i] = func(*frame, Value) {}
				zeros[i] = func() Value { return Value{} }
				continue
			}
			zeros[i] = c.zeroOf(v.Type())
			stores[i] = c.declareNoCopy(v)
		}
		return func(fr *frame) ctl {
			for i, st := range stores {
				st(fr, zeros[i]())
			}
			return ctlNext
		}
	}
	lhs := make([]ast.Expr, len(vs.Names))
	for i, n := range vs.Names {
		lhs[i] = n
	}
	return c.assign(&ast.AssignStmt{Lhs: lhs, Tok: token.DEFINE, Rhs: vs.Values, TokPos: vs.Pos()})
}

// declareNoCopy declares a variable initialised with a fresh value.
func (c *compiler) declareNoCopy(v *types.Var) func(*frame, Value) {
	return c.declare(v)
}

// ---- control flow ----

func (c *compiler) cond(e ast.Expr) func(fr *frame) bool {
	if f := c.fastCond(e); f != nil {
		return f
	}
	x := c.expr(e)
	return func(fr *frame) bool { return x(fr).N != 0 }
}

func (c *compiler) ifStmt(s *ast.IfStmt) stmt {
	if f := c.ifReturn(s); f != nil {
		return f
	}
	var init stmt
	if s.Init != nil {
		init = c.stmt(s.Init)
	}
	delete(c.fieldTests, ast.Unparen(s.Cond)) // plans of this compilation only
	delete(c.ifFields, s)
	cond := c.cond(s.Cond)
	then := c.block(s.Body.List)
	var els stmt
	if s.Else != nil {
		els = c.stmt(s.Else)
	}
	if t := c.fieldTests[ast.Unparen(s.Cond)]; t != nil && init == nil {
		if c.ifFields == nil {
			c.ifFields = map[*ast.IfStmt]*ifField{}
		}
		c.ifFields[s] = &ifField{t: t, then: then, els: els}
	}
	return func(fr *frame) ctl {
		if init != nil {
			init(fr)
		}
		if cond(fr) {
			return then(fr)
		}
		if els != nil {
			return els(fr)
		}
		return ctlNext
	}
}

// ifReturn compiles `if cond { return ... }` (no init, no else), the
// guard of most recursive functions, to one closure: the body's block and
// its position store are folded in, and a comparison of an int local with
// a constant guarding `return local` is a single closure with no calls.
func (c *compiler) ifReturn(s *ast.IfStmt) stmt {
	if s.Init != nil || s.Else != nil || len(s.Body.List) != 1 {
		return nil
	}
	ret, ok := s.Body.List[0].(*ast.ReturnStmt)
	if !ok {
		return nil
	}
	p0 := ret.Pos()
	if cmp, i, k, ok := c.intLocalConstCmp(s.Cond); ok {
		if dst, src, ok := c.returnSlotCopy(ret); ok {
			c.u.at = ret.Pos()
			switch cmp {
			case token.LSS:
				return func(fr *frame) ctl {
					if int64(fr.L[i].N) < k {
						fr.pos = p0
						fr.L[dst] = fr.L[src]
						return ctlReturn
					}
					return ctlNext
				}
			case token.LEQ:
				return func(fr *frame) ctl {
					if int64(fr.L[i].N) <= k {
						fr.pos = p0
						fr.L[dst] = fr.L[src]
						return ctlReturn
					}
					return ctlNext
				}
			case token.GTR:
				return func(fr *frame) ctl {
					if int64(fr.L[i].N) > k {
						fr.pos = p0
						fr.L[dst] = fr.L[src]
						return ctlReturn
					}
					return ctlNext
				}
			case token.GEQ:
				return func(fr *frame) ctl {
					if int64(fr.L[i].N) >= k {
						fr.pos = p0
						fr.L[dst] = fr.L[src]
						return ctlReturn
					}
					return ctlNext
				}
			case token.EQL:
				return func(fr *frame) ctl {
					if int64(fr.L[i].N) == k {
						fr.pos = p0
						fr.L[dst] = fr.L[src]
						return ctlReturn
					}
					return ctlNext
				}
			case token.NEQ:
				return func(fr *frame) ctl {
					if int64(fr.L[i].N) != k {
						fr.pos = p0
						fr.L[dst] = fr.L[src]
						return ctlReturn
					}
					return ctlNext
				}
			}
		}
	}
	cond := c.cond(s.Cond)
	s0 := c.stmt(ret)
	return func(fr *frame) ctl {
		if cond(fr) {
			fr.pos = p0
			return s0(fr)
		}
		return ctlNext
	}
}

// guardBlock compiles the body `if x op k { return y }; S` of most
// recursive functions (x, y int locals, k a constant) to one closure that
// tests the guard in place and runs S; nil for other lists. The guard's
// position is not stored: its comparison cannot panic or call.
func (c *compiler) guardBlock(list []ast.Stmt) stmt {
	if len(list) != 2 {
		return nil
	}
	s, ok := list[0].(*ast.IfStmt)
	if !ok || s.Init != nil || s.Else != nil || len(s.Body.List) != 1 {
		return nil
	}
	if _, ok := list[1].(*ast.LabeledStmt); ok {
		return nil
	}
	ret, ok := s.Body.List[0].(*ast.ReturnStmt)
	if !ok {
		return nil
	}
	op, i, k, ok := c.intLocalConstCmp(s.Cond)
	if !ok {
		return nil
	}
	dst, src, ok := c.returnSlotCopy(ret)
	if !ok {
		return nil
	}
	switch {
	case op == token.LSS:
	case op == token.LEQ && k < math.MaxInt64:
		k++ // x <= k is x < k+1
	default:
		return nil
	}
	c.u.at = s.Pos()
	p0, p1 := ret.Pos(), list[1].Pos()
	if r1, ok := list[1].(*ast.ReturnStmt); ok && len(r1.Results) == 1 {
		// `if n < 2 { return n }; return f(n-1) + f(n-2)`: the whole
		// body is one closure (dst is the single, unboxed result).
		if x, y, op, ok := c.callsOp(r1); ok {
			in := c.in
			return func(fr *frame) ctl {
				if int64(fr.L[i].N) < k {
					fr.pos = p0
					fr.L[dst] = fr.L[src]
					return ctlReturn
				}
				fr.pos = p1
				v := in.callIntArg(fr, &x)
				w := in.callIntArg(fr, &y)
				switch op {
				case token.ADD:
					v += w
				case token.SUB:
					v -= w
				default:
					v *= w
				}
				fr.L[dst] = Value{N: v}
				return ctlReturn
			}
		}
	}
	s1 := c.stmt(list[1])
	if s1 == nil {
		s1 = func(*frame) ctl { return ctlNext }
	}
	return func(fr *frame) ctl {
		if int64(fr.L[i].N) < k {
			fr.pos = p0
			fr.L[dst] = fr.L[src]
			return ctlReturn
		}
		fr.pos = p1
		return s1(fr)
	}
}

// intLocalConstCmp recognises `x op k` for an int or int64 local x and a
// constant k, op a comparison.
func (c *compiler) intLocalConstCmp(e ast.Expr) (token.Token, int, int64, bool) {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok {
		return 0, 0, 0, false
	}
	switch b.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.EQL, token.NEQ:
	default:
		return 0, 0, 0, false
	}
	if _, isConst := c.constOf(e); isConst {
		return 0, 0, 0, false
	}
	t, ok := c.typeOf(b.X).Underlying().(*types.Basic)
	if !ok || t.Kind() != types.Int && t.Kind() != types.Int64 {
		return 0, 0, 0, false
	}
	x, okx := c.simpleOperand(b.X)
	y, oky := c.simpleOperand(b.Y)
	if !okx || !oky || x.slot < 0 || y.slot >= 0 {
		return 0, 0, 0, false
	}
	return b.Op, x.slot, int64(y.konst), true
}

// returnCallsOp compiles `return f(x±k) op g(y±m)` (op +, - or * of a
// 64-bit integer result, whose results wrap as uint64 ones do), the step
// of a recursion, to one closure making both calls: no closures for the
// operation, the calls or their arguments.
func (c *compiler) returnCallsOp(s *ast.ReturnStmt, slot int) stmt {
	x, y, op, ok := c.callsOp(s)
	if !ok {
		return nil
	}
	in := c.in
	switch op {
	case token.ADD:
		return func(fr *frame) ctl {
			v := in.callIntArg(fr, &x)
			fr.L[slot] = Value{N: v + in.callIntArg(fr, &y)}
			return ctlReturn
		}
	case token.SUB:
		return func(fr *frame) ctl {
			v := in.callIntArg(fr, &x)
			fr.L[slot] = Value{N: v - in.callIntArg(fr, &y)}
			return ctlReturn
		}
	}
	return func(fr *frame) ctl {
		v := in.callIntArg(fr, &x)
		fr.L[slot] = Value{N: v * in.callIntArg(fr, &y)}
		return ctlReturn
	}
}

// callsOp recognises the result of `return f(x±k) op g(y±m)` for
// returnCallsOp, its caller having checked that the function has one
// unboxed result.
func (c *compiler) callsOp(s *ast.ReturnStmt) (x, y intCall, op token.Token, ok bool) {
	b, ok := ast.Unparen(s.Results[0]).(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD && b.Op != token.SUB && b.Op != token.MUL {
		return x, y, 0, false
	}
	t := c.typeOf(b)
	bt, ok := t.Underlying().(*types.Basic)
	if !ok || bt.Info()&types.IsInteger == 0 || needsWrap(bt.Kind()) || !types.Identical(t, c.typ(c.resultVars[0].Type())) {
		return x, y, 0, false
	}
	// (intArgCall only compiles the callee: calling it again when the
	// other operand fails is harmless.)
	if x, ok = c.intArgCall(b.X); !ok {
		return x, y, 0, false
	}
	if y, ok = c.intArgCall(b.Y); !ok {
		return x, y, 0, false
	}
	return x, y, b.Op, true
}

// intSrc is where an integer operand is read: a frame slot (varLocal),
// a variable of the closure's environment (varCaptured) or a constant
// (varGlobal, k).
type intSrc struct {
	kind varKind
	i    int
	k    uint64
}

func (s *intSrc) get(fr *frame) uint64 {
	switch s.kind {
	case varLocal:
		return fr.L[s.i].N
	case varCaptured:
		return fr.env[s.i].N
	}
	return s.k
}

// intOperand recognises an operand of type t that is an integer constant, an
// unboxed local or a variable of the closure's environment.
func (c *compiler) intOperand(e ast.Expr, t types.Type) (intSrc, bool) {
	e = ast.Unparen(e)
	if !types.Identical(c.typeOf(e), t) {
		return intSrc{}, false
	}
	if v, ok := c.constOf(e); ok {
		return intSrc{kind: varGlobal, k: v.N}, true
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return intSrc{}, false
	}
	for _, h := range c.deferHolders {
		if h.id == id {
			return intSrc{}, false
		}
	}
	v, ok := c.objOf(id).(*types.Var)
	if !ok {
		return intSrc{}, false
	}
	if kind, i, _ := c.lookupVar(v); kind == varLocal || kind == varCaptured {
		return intSrc{kind: kind, i: i}, true
	}
	return intSrc{}, false
}

// returnOperandsOp compiles `return a op b` (op + - * of a 64-bit
// integer result; a, b constants, locals or captured variables, as in
// `func(x int) int { return x + k }`) to one closure.
func (c *compiler) returnOperandsOp(s *ast.ReturnStmt, slot int) stmt {
	b, ok := ast.Unparen(s.Results[0]).(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD && b.Op != token.SUB && b.Op != token.MUL {
		return nil
	}
	if _, isConst := c.constOf(b); isConst {
		return nil
	}
	t := c.typeOf(b)
	bt, ok := t.Underlying().(*types.Basic)
	if !ok || bt.Info()&types.IsInteger == 0 || needsWrap(bt.Kind()) || !types.Identical(t, c.typ(c.resultVars[0].Type())) {
		return nil
	}
	x, ok := c.intOperand(b.X, t)
	if !ok {
		return nil
	}
	y, ok := c.intOperand(b.Y, t)
	if !ok {
		return nil
	}
	switch b.Op {
	case token.ADD:
		return func(fr *frame) ctl {
			fr.L[slot] = Value{N: x.get(fr) + y.get(fr)}
			return ctlReturn
		}
	case token.SUB:
		return func(fr *frame) ctl {
			fr.L[slot] = Value{N: x.get(fr) - y.get(fr)}
			return ctlReturn
		}
	}
	return func(fr *frame) ctl {
		fr.L[slot] = Value{N: x.get(fr) * y.get(fr)}
		return ctlReturn
	}
}

// returnSlotCopy recognises `return x` for an integer local x of the
// single, unboxed result's type: the return is a copy of slot src to
// slot dst.
func (c *compiler) returnSlotCopy(s *ast.ReturnStmt) (dst, src int, ok bool) {
	if len(s.Results) != 1 || len(c.results) != 1 || c.u.boxed[c.resultVars[0]] {
		return 0, 0, false
	}
	op, ok := c.simpleOperand(s.Results[0])
	if !ok || op.slot < 0 || !types.Identical(c.typeOf(s.Results[0]), c.typ(c.resultVars[0].Type())) {
		return 0, 0, false
	}
	return c.results[0], op.slot, true
}

// poll is called at every loop back-edge and call while the poll flag is
// set. Its head is small enough to be inlined at those sites.
func (in *Interp) poll() {
	if in.pollQuick > 0 {
		in.pollQuick--
		return
	}
	in.pollSlow()
}

// pollSlow stops the program on an interrupt or when the step budget is
// spent, checks the heap, yields to the browser and counts the quantum.
func (in *Interp) pollSlow() {
	if in.mem.over.Load() {
		if !in.interrupted.Load() && !in.alwaysPoll() {
			in.pollFlag.Store(0)
		}
		in.checkHeap() // memory.go
	}
	if in.opts.Yield != nil {
		if in.yieldIn--; in.yieldIn <= 0 {
			in.yieldIn = YieldEvery
			in.opts.Yield() // an interrupt may arrive here
		}
	}
	if in.interrupted.Load() {
		in.interrupted.Store(false)
		if !in.alwaysPoll() {
			in.pollFlag.Store(0)
		}
		in.die(&Error{Kind: Interrupted, Msg: "interrupted", Exit: 130})
	}
	if in.opts.Steps > 0 {
		in.steps--
		if in.steps < 0 {
			in.die(&Error{Kind: Interrupted, Msg: "step budget exhausted", Exit: 1})
		}
	}
	if in.preempt {
		in.preemptTick() // sched.go
		// While preemption is the only reason to poll, the quantum's
		// polls but the last are counted by poll's inlined head: a loop
		// then makes no call per iteration. The schedule is the same
		// (the quantum ends at the same poll); an interrupt or a heap
		// check waits at most one quantum.
		// preemptTick may have switched goroutines and come back with no
		// other runnable (in.preempt false): the quantum then waits whole
		// for the next time another is runnable, and the flag, which the
		// scheduler leaves set, must not count its quick part meanwhile.
		if in.preempt && in.quantum > 1 && !in.alwaysPollExceptPreempt() && !in.interrupted.Load() && !in.mem.over.Load() {
			in.pollQuick = in.quantum - 1
			in.quantum = 1
		}
	} else if !in.alwaysPollExceptPreempt() {
		// The scheduler leaves the flag set when preemption ends
		// (updatePreempt); nothing else needs it now.
		in.pollFlag.Store(0)
		if in.interrupted.Load() || in.mem.over.Load() {
			in.pollFlag.Store(1)
		}
	}
}

// alwaysPollExceptPreempt reports whether every step must reach pollSlow
// for a reason other than preemption: a step budget or a Yield.
func (in *Interp) alwaysPollExceptPreempt() bool { return in.opts.Steps > 0 || in.opts.Yield != nil }

// alwaysPoll reports whether every step must call poll: a step budget to
// count, or a Yield to call.
func (in *Interp) alwaysPoll() bool { return in.alwaysPollExceptPreempt() || in.preempt }

// pollHost is poll for host code that may run long on big values (sorting,
// formatting, tensor kernels): one atomic load when no interrupt is pending.
// It does not spend the step budget, which counts interpreted steps.
func (in *Interp) pollHost() {
	if in.interrupted.Load() && in.running {
		in.pollNow()
	}
}

// pollNow is poll without its quick countdown: where a wait notices an
// interrupt (a sleep, a host call waited on), the quantum's quick part left
// by preemption must not swallow it. (It did: with another goroutine
// runnable or a timer pending, time.Sleep ignored Ctrl-C until it ended.)
func (in *Interp) pollNow() {
	if in.pollQuick > 0 {
		in.quantum += in.pollQuick
		in.pollQuick = 0
	}
	in.pollSlow()
}

// loopCtl interprets a body's control result for the loop with label id:
// it returns (stop, result).
func loopCtl(r ctl, id int) (exit bool, out ctl, cont bool) {
	switch r & ctlMask {
	case ctlBreak:
		if int(r>>ctlShift) == 0 || int(r>>ctlShift) == id {
			return true, ctlNext, false
		}
		return true, r, false
	case ctlContinue:
		if int(r>>ctlShift) == 0 || int(r>>ctlShift) == id {
			return false, ctlNext, true
		}
		return true, r, false
	case ctlReturn, ctlGoto:
		return true, r, false
	}
	return false, ctlNext, false
}

func (c *compiler) forStmt(s *ast.ForStmt, label int) stmt {
	var init, post stmt
	if s.Init != nil {
		init = c.stmt(s.Init)
	}
	var cond func(*frame) bool
	if s.Cond != nil {
		cond = c.cond(s.Cond)
	}
	// Go 1.22: each iteration has its own copy of the loop variables. Only
	// boxed variables (captured or address-taken) can tell the difference.
	var perIter []int
	if as, ok := s.Init.(*ast.AssignStmt); ok && as.Tok == token.DEFINE {
		for _, l := range as.Lhs {
			if v, ok := c.u.info.Defs[l.(*ast.Ident)].(*types.Var); ok && c.u.boxed[v] {
				if kind, slot, _ := c.lookupVar(v); kind == varBoxed {
					perIter = append(perIter, slot)
				}
			}
		}
	}
	if s.Post != nil {
		post = c.stmt(s.Post)
	}
	li := c.pushLoop(s)
	raw, one, onePos := c.loopBody(s.Body.List)
	body := c.markedBody(li, raw)
	c.popLoop()
	var loop stmt
	if cond != nil && post != nil && perIter == nil {
		if l := c.countedLoop(s, li, init, raw, one, onePos, label); l != nil {
			loop = c.markedLoop(li, l)
		} else if l := c.boundedLoop(s, li, init, raw, one, onePos, label); l != nil {
			loop = c.markedLoop(li, l)
		} else {
			loop = c.markedLoop(li, c.forFast(init, cond, post, body, label))
		}
	} else {
		loop = c.markedLoop(li, c.forGeneral(init, cond, post, body, label, perIter))
	}
	if d := c.checkpointDirective(s); d != nil {
		return c.checkpointFor(s, d, li, loop, init, cond, post, body, label, perIter)
	}
	return loop
}

func (c *compiler) forFast(init stmt, cond func(*frame) bool, post, body stmt, label int) stmt {
	in := c.in
	{
		return func(fr *frame) ctl {
			if init != nil {
				init(fr)
			}
			for cond(fr) {
				if r := body(fr); r != ctlNext {
					if exit, out, _ := loopCtl(r, label); exit {
						return out
					}
				}
				if in.pollFlag.Load() != 0 {
					in.poll()
				}
				post(fr)
			}
			return ctlNext
		}
	}
}

func (c *compiler) forGeneral(init stmt, cond func(*frame) bool, post, body stmt, label int, perIter []int) stmt {
	in := c.in
	return func(fr *frame) ctl {
		if init != nil {
			init(fr)
		}
		for cond == nil || cond(fr) {
			if r := body(fr); r != ctlNext {
				if exit, out, _ := loopCtl(r, label); exit {
					return out
				}
			}
			if in.pollFlag.Load() != 0 {
				in.poll()
			}
			for _, slot := range perIter {
				v := *fr.L[slot].R.(*Value)
				fr.L[slot] = Value{R: &v}
			}
			if post != nil {
				post(fr)
			}
		}
		return ctlNext
	}
}

func (c *compiler) labeled(s *ast.LabeledStmt) stmt {
	id := c.labelID(s.Label.Name)
	switch st := s.Stmt.(type) {
	case *ast.ForStmt:
		return c.forStmt(st, id)
	case *ast.RangeStmt:
		return c.rangeStmt(st, id)
	case *ast.SwitchStmt:
		return c.switchStmt(st, id)
	case *ast.TypeSwitchStmt:
		return c.typeSwitch(st, id)
	case *ast.SelectStmt:
		return c.selectStmt(st, id)
	}
	inner := c.stmt(s.Stmt)
	if inner == nil {
		return nil
	}
	return func(fr *frame) ctl {
		r := inner(fr)
		if r&ctlMask == ctlBreak && int(r>>ctlShift) == id {
			return ctlNext
		}
		return r
	}
}

func (c *compiler) branch(s *ast.BranchStmt) stmt {
	id := 0
	if s.Label != nil {
		id = c.labelID(s.Label.Name)
	}
	var r ctl
	switch s.Tok {
	case token.BREAK:
		r = ctlBreak | ctl(id<<ctlShift)
	case token.CONTINUE:
		r = ctlContinue | ctl(id<<ctlShift)
	case token.FALLTHROUGH:
		r = ctlFallthrough
	case token.GOTO:
		r = ctlGoto | ctl(id<<ctlShift)
	}
	return func(*frame) ctl { return r }
}

func (c *compiler) returnStmt(s *ast.ReturnStmt) stmt {
	if len(s.Results) == 0 {
		return func(*frame) ctl { return ctlReturn }
	}
	stores := make([]func(*frame, Value), len(c.results))
	for i, slot := range c.results {
		slot := slot
		if rv := c.resultVars[i]; c.u.boxed[rv] {
			stores[i] = func(fr *frame, v Value) { *fr.L[slot].R.(*Value) = v }
		} else {
			stores[i] = func(fr *frame, v Value) { fr.L[slot] = v }
		}
	}
	if len(s.Results) == 1 && len(c.results) > 1 {
		// return f() with several results
		call := ast.Unparen(s.Results[0]).(*ast.CallExpr)
		tup := c.u.info.TypeOf(call).(*types.Tuple)
		convs := make([]func(Value) Value, tup.Len())
		for i := range convs {
			convs[i] = c.valueConv(c.typ(tup.At(i).Type()), c.typ(c.resultVars[i].Type()))
		}
		cf := c.callFrame(call)
		in := c.in
		return func(fr *frame) ctl {
			callee := cf(fr)
			base := callee.fn.nparams
			var buf [8]Value
			vals := buf[:0]
			for i := range convs {
				vals = append(vals, convs[i](callee.L[base+i]))
			}
			in.popFrame(callee)
			for i, st := range stores {
				st(fr, vals[i])
			}
			return ctlReturn
		}
	}
	vals := make([]expr, len(s.Results))
	for i, r := range s.Results {
		t := c.typ(c.resultVars[i].Type())
		x := c.exprTo(r, t)
		if cp := copyFunc(t); cp != nil && !needsCopy(r) {
			vals[i] = x
		} else {
			vals[i] = x
		}
	}
	if len(vals) == 1 {
		v0, st0 := vals[0], stores[0]
		if slot := c.results[0]; !c.u.boxed[c.resultVars[0]] {
			// The result slot is the frame's own: no store closure; an
			// integer local of the result's type is copied slot to slot.
			if f := c.returnCallsOp(s, slot); f != nil {
				return f
			}
			if f := c.returnOperandsOp(s, slot); f != nil {
				return f
			}
			if _, i, ok := c.returnSlotCopy(s); ok {
				return func(fr *frame) ctl { fr.L[slot] = fr.L[i]; return ctlReturn }
			}
			return func(fr *frame) ctl { fr.L[slot] = v0(fr); return ctlReturn }
		}
		return func(fr *frame) ctl { st0(fr, v0(fr)); return ctlReturn }
	}
	return func(fr *frame) ctl {
		var buf [8]Value
		tmp := buf[:0]
		for _, v := range vals {
			tmp = append(tmp, v(fr))
		}
		for i, st := range stores {
			st(fr, tmp[i])
		}
		return ctlReturn
	}
}

// deferStmt evaluates the function value and arguments now and runs the
// call when the function returns.
func (c *compiler) deferStmt(s *ast.DeferStmt) stmt {
	c.hasDefer = true
	in := c.in
	call := s.Call
	fun := ast.Unparen(call.Fun)
	pos := s.Pos()
	// Builtins and conversions: evaluate the arguments now.
	isBuiltin := false
	if id := identOf(fun); id != nil {
		_, isBuiltin = c.objOf(id).(*types.Builtin)
	}
	if tv, ok := c.u.info.Types[fun]; isBuiltin || ok && tv.IsType() {
		if spread := c.deferSpread(call, pos); spread != nil {
			return spread
		}
		argVals := make([]expr, len(call.Args))
		holders := make([]*Value, len(call.Args))
		newArgs := make([]ast.Expr, len(call.Args))
		for i, a := range call.Args {
			argVals[i] = c.expr(a)
			h := new(Value)
			holders[i] = h
			// Replace the argument by a placeholder read from the holder.
			id := &ast.Ident{NamePos: a.Pos(), Name: "_deferarg"}
			tva, _ := c.tv(a)
			c.setType(id, tva)
			newArgs[i] = id
			c.deferHolders = append(c.deferHolders, deferHolder{id, h})
		}
		_ = holders
		body := c.expr(&ast.CallExpr{Fun: call.Fun, Lparen: call.Lparen, Args: newArgs, Ellipsis: call.Ellipsis, Rparen: call.Rparen})
		if len(call.Args) == 0 {
			return func(fr *frame) ctl {
				fr.defers = append(fr.defers, deferred{fn: func(f *frame) { body(f) }, pos: pos})
				return ctlNext
			}
		}
		return func(fr *frame) ctl {
			vals := make([]Value, len(argVals))
			for i, a := range argVals {
				vals[i] = a(fr)
			}
			fr.defers = append(fr.defers, deferred{fn: func(f *frame) {
				for i, h := range holders {
					*h = vals[i]
				}
				body(f)
			}, pos: pos})
			return ctlNext
		}
	}
	// Ordinary calls: the callee frame is prepared now (function value,
	// receiver and arguments evaluated) and invoked later.
	prep := c.prepCall(call, true)
	return func(fr *frame) ctl {
		cf := prep(fr)
		fr.defers = append(fr.defers, deferred{fn: func(f *frame) {
			cf.deferOf = f
			in.invoke(cf)
			in.putFrame(cf)
		}, pos: pos})
		return ctlNext
	}
}

// deferSpread compiles defer of a builtin given one multi-valued call, as in
// defer delete(h(m)): the call runs now, the builtin on its results later.
// It returns nil for any other deferred call.
func (c *compiler) deferSpread(call *ast.CallExpr, pos token.Pos) stmt {
	inner, holders, args := c.spreadArgs(call, "_deferarg")
	if inner == nil {
		return nil
	}
	body := c.expr(&ast.CallExpr{Fun: call.Fun, Lparen: call.Lparen, Args: args, Rparen: call.Rparen})
	results := c.callFrame(inner)
	in := c.in
	return func(fr *frame) ctl {
		cf := results(fr)
		vals := slices.Clone(cf.L[cf.fn.nparams : cf.fn.nparams+cf.fn.nres])
		in.popFrame(cf)
		fr.defers = append(fr.defers, deferred{fn: func(f *frame) {
			for i, h := range holders {
				*h = vals[i]
			}
			body(f)
		}, pos: pos})
		return ctlNext
	}
}

type deferHolder struct {
	id *ast.Ident
	h  *Value
}
