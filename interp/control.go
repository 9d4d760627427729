package interp

import (
	"go/ast"
	"go/token"
	"go/types"
	"unicode/utf8"
)

// rangeStmt compiles for range loops over ints, strings, arrays, pointers to
// arrays, slices, maps and iterator functions.
func (c *compiler) rangeStmt(s *ast.RangeStmt, label int) stmt {
	xt := c.typeOf(s.X).Underlying()
	define := s.Tok == token.DEFINE
	var setK, setV func(*frame, Value)
	if s.Key != nil && !isBlank(s.Key) {
		setK = c.lhsStore(s.Key, define)
	}
	if s.Value != nil && !isBlank(s.Value) {
		setV = c.lhsStore(s.Value, define)
	}
	if setK != nil && setV != nil && !define && !allIdents([]ast.Expr{s.Key, s.Value}) {
		// for i, x[i] = range y assigns as i, x[i] = k, v does: the
		// operands on the left first, with i's old value. rangeOver calls
		// setK and setV back to back, so the key waits in a holder.
		pk, pv := c.prepStore(s.Key, setK), c.prepStore(s.Value, setV)
		var key Value
		setK = func(_ *frame, k Value) { key = k }
		setV = func(fr *frame, v Value) {
			sk, sv := pk(fr), pv(fr)
			sk(key)
			sv(v)
		}
	}
	x := c.expr(s.X)
	li := c.pushLoop(s)
	raw := c.block(s.Body.List)
	body := c.markedBody(li, raw)
	c.popLoop()
	xtRange, xRange := xt, x
	if arr, ok := xt.(*types.Array); ok && setV == nil && !callsOrReceives(s.X) {
		// len(x) is constant, so the spec does not evaluate x: range *p
		// with p nil runs without a panic.
		n := MakeInt(arr.Len())
		xtRange, xRange = types.Typ[types.Int], func(*frame) Value { return n }
	}
	var loop stmt
	if f := c.rangeSlice(s, x, li, raw, label); f != nil { // fastloop.go
		loop = c.markedLoop(li, f)
	} else {
		loop = c.markedLoop(li, c.rangeOver(s, xtRange, xRange, setK, setV, body, label))
	}
	if d := c.checkpointDirective(s); d != nil {
		return c.checkpointRange(s, d, li, loop, x, setK, setV, body, label)
	}
	return loop
}

// callsOrReceives reports whether e contains a call or a channel receive,
// which make len(e) non-constant.
func callsOrReceives(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			found = true
		case *ast.UnaryExpr:
			found = found || n.Op == token.ARROW
		}
		return !found
	})
	return found
}

// rangeOver compiles the iteration itself, per kind of range expression.
func (c *compiler) rangeOver(s *ast.RangeStmt, xt types.Type, x expr, setK, setV func(*frame, Value), body stmt, label int) stmt {
	in := c.in
	// run executes the body once; it reports whether to stop and with what.
	run := func(fr *frame) (bool, ctl) {
		r := body(fr)
		if r != ctlNext {
			if exit, out, _ := loopCtl(r, label); exit {
				return true, out
			}
		}
		if in.pollFlag.Load() != 0 {
			in.poll()
		}
		return false, ctlNext
	}
	switch t := xt.(type) {
	case *types.Basic:
		if t.Info()&types.IsString != 0 {
			return func(fr *frame) ctl {
				str := x(fr).String()
				for i := 0; i < len(str); {
					r, size := utf8.DecodeRuneInString(str[i:])
					if setK != nil {
						setK(fr, MakeInt(int64(i)))
					}
					if setV != nil {
						setV(fr, MakeInt(int64(r)))
					}
					if stop, out := run(fr); stop {
						return out
					}
					i += size
				}
				return ctlNext
			}
		}
		// range over an integer
		kind := t.Kind()
		return func(fr *frame) ctl {
			n := x(fr)
			unsigned := t.Info()&types.IsUnsigned != 0
			for i := uint64(0); ; i++ {
				if unsigned && i >= n.N || !unsigned && int64(i) >= int64(n.N) {
					break
				}
				if setK != nil {
					setK(fr, wrapInt(Value{N: i}, kind))
				}
				if stop, out := run(fr); stop {
					return out
				}
			}
			return ctlNext
		}
	case *types.Array, *types.Slice, *types.Pointer:
		isPtr := false
		if _, ok := t.(*types.Pointer); ok {
			isPtr = true
		}
		_, isArr := t.(*types.Array)
		pos := s.X.Pos()
		return func(fr *frame) ctl {
			v := x(fr)
			if isPtr {
				p := v.Ptr()
				if p == nil {
					if setV == nil {
						// len of a nil *array is its constant length
						n := int(t.(*types.Pointer).Elem().Underlying().(*types.Array).Len())
						for i := 0; i < n; i++ {
							if setK != nil {
								setK(fr, MakeInt(int64(i)))
							}
							if stop, out := run(fr); stop {
								return out
							}
						}
						return ctlNext
					}
					fr.pos = pos
					in.nilDeref()
				}
				v = *p
			}
			elems, isVals := v.R.([]Value)
			if isArr && !isVals && v.R != nil {
				// An array behind a pointer converted from a packed slice.
				elems, isVals = elemValues(v), true
			}
			if !isVals && v.R != nil {
				// A packed slice (packed.go): elements are read as the
				// loop reaches them, from the slice as it was at the start.
				n := sliceLen(v)
				for i := 0; i < n; i++ {
					if setK != nil {
						setK(fr, MakeInt(int64(i)))
					}
					if setV != nil {
						setV(fr, elemAt(v, i))
					}
					if stop, out := run(fr); stop {
						return out
					}
				}
				return ctlNext
			}
			if isArr && setV != nil {
				// Ranging over an array value iterates over a copy.
				elems = append([]Value(nil), elems...)
			}
			n := len(elems)
			for i := 0; i < n; i++ {
				if setK != nil {
					setK(fr, MakeInt(int64(i)))
				}
				if setV != nil {
					setV(fr, elems[i])
				}
				if stop, out := run(fr); stop {
					return out
				}
			}
			return ctlNext
		}
	case *types.Map:
		return func(fr *frame) ctl {
			m := x(fr).MapVal()
			if m == nil {
				return ctlNext
			}
			for _, ent := range m.M {
				// Entries deleted during iteration are not produced.
				// A NaN key never finds its entry again; only clear
				// removes such entries.
				if k := m.Key(ent.K); k == k {
					if _, ok := m.M[k]; !ok {
						continue
					}
				} else if len(m.M) == 0 {
					continue
				}
				if setK != nil {
					setK(fr, ent.K)
				}
				if setV != nil {
					setV(fr, ent.V)
				}
				if stop, out := run(fr); stop {
					return out
				}
			}
			return ctlNext
		}
	case *types.Signature:
		return c.rangeFunc(s, t, x, setK, setV, body, label)
	case *types.Chan:
		return c.rangeChan(s, x, setK, run)
	}
	c.unsupported(s, "range over this type")
	return nil
}

func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}

// rangeFunc compiles range over an iterator function: the loop body becomes
// the yield function, running in the enclosing frame.
func (c *compiler) rangeFunc(s *ast.RangeStmt, sig *types.Signature, x expr, setK, setV func(*frame, Value), body stmt, label int) stmt {
	in := c.in
	yieldSig := sig.Params().At(0).Type().Underlying().(*types.Signature)
	nargs := yieldSig.Params().Len()
	return func(fr *frame) ctl {
		it := x(fr).Func()
		if it == nil {
			in.nilDeref()
		}
		var result ctl
		done := false
		yield := &Func{Name: "range-over-func body", nparams: nargs, nres: 1, nslots: nargs + 1}
		yield.host = &HostFunc{Call: func(call *Call) {
			if done {
				in.runtimePanic("runtime error: range function continued iteration after function for loop body returned false")
			}
			if setK != nil && nargs > 0 {
				setK(fr, call.Args[0])
			}
			if setV != nil && nargs > 1 {
				setV(fr, call.Args[1])
			}
			r := body(fr)
			if in.pollFlag.Load() != 0 {
				in.poll()
			}
			if r != ctlNext {
				exit, out, _ := loopCtl(r, label)
				if exit {
					done = true
					result = out
					call.Results[0] = MakeBool(false)
					return
				}
			}
			call.Results[0] = MakeBool(true)
		}}
		in.CallFunc(Value{R: it}, Value{R: &Closure{Fn: yield}})
		done = true
		return result
	}
}

// switchStmt compiles expression switches.
func (c *compiler) switchStmt(s *ast.SwitchStmt, label int) stmt {
	var init stmt
	if s.Init != nil {
		init = c.stmt(s.Init)
	}
	var tag expr
	var tagT types.Type
	if s.Tag != nil {
		tag = c.expr(s.Tag)
		tagT = c.typeOf(s.Tag)
		if b, ok := tagT.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
			tagT = types.Default(tagT)
		}
	}
	type clause struct {
		matches []func(fr *frame, tag Value) bool
		body    stmt
	}
	var clauses []clause
	deflt := -1
	for i, cs := range s.Body.List {
		cc := cs.(*ast.CaseClause)
		var cl clause
		if cc.List == nil {
			deflt = i
		}
		for _, e := range cc.List {
			if tag == nil {
				cond := c.cond(e)
				cl.matches = append(cl.matches, func(fr *frame, _ Value) bool { return cond(fr) })
				continue
			}
			eq := c.caseEq(e, tagT)
			cl.matches = append(cl.matches, eq)
		}
		cl.body = c.block(cc.Body)
		clauses = append(clauses, cl)
	}
	return func(fr *frame) ctl {
		if init != nil {
			init(fr)
		}
		var tv Value
		if tag != nil {
			tv = tag(fr)
		}
		chosen := -1
	search:
		for i, cl := range clauses {
			for _, m := range cl.matches {
				if m(fr, tv) {
					chosen = i
					break search
				}
			}
		}
		if chosen < 0 {
			chosen = deflt
		}
		if chosen < 0 {
			return ctlNext
		}
		for i := chosen; i < len(clauses); i++ {
			r := clauses[i].body(fr)
			if r == ctlFallthrough {
				continue
			}
			return switchCtl(r, label)
		}
		return ctlNext
	}
}

// switchCtl maps a clause's control result: an unlabelled break (or one
// naming the switch) ends the switch.
func switchCtl(r ctl, label int) ctl {
	if r&ctlMask == ctlBreak && (int(r>>ctlShift) == 0 || int(r>>ctlShift) == label) {
		return ctlNext
	}
	return r
}

// caseEq compiles tag == e for one case expression.
func (c *compiler) caseEq(e ast.Expr, tagT types.Type) func(fr *frame, tag Value) bool {
	et := c.typeOf(e)
	x := c.expr(e)
	var eq func(a, b Value) bool
	if types.IsInterface(tagT) && !types.IsInterface(et) {
		x = c.convert(x, et, tagT)
		eq = c.in.RType(tagT).eq
	} else if !types.IsInterface(tagT) && types.IsInterface(et) {
		rt := c.in.RType(tagT)
		ieq := c.in.RType(et).eq
		return func(fr *frame, tag Value) bool {
			return ieq(Value{R: &Iface{T: rt, V: tag}}, x(fr))
		}
	} else {
		t := tagT
		if isNilType(et) || isNilType(tagT) {
			return func(fr *frame, tag Value) bool { return isNilRef(tag.R) }
		}
		if v, ok := c.constOf(e); ok {
			tve, _ := c.tv(e)
			v = c.makeConst(tve.Value, t)
			x = func(*frame) Value { return v }
		}
		eq = c.in.RType(t).eq
	}
	return func(fr *frame, tag Value) bool { return eq(tag, x(fr)) }
}

// typeSwitch compiles switch x := y.(type).
func (c *compiler) typeSwitch(s *ast.TypeSwitchStmt, label int) stmt {
	var init stmt
	if s.Init != nil {
		init = c.stmt(s.Init)
	}
	var subject ast.Expr
	var bind *ast.Ident
	switch a := s.Assign.(type) {
	case *ast.AssignStmt:
		bind = a.Lhs[0].(*ast.Ident)
		subject = a.Rhs[0].(*ast.TypeAssertExpr).X
	case *ast.ExprStmt:
		subject = a.X.(*ast.TypeAssertExpr).X
	}
	x := c.expr(subject)
	in := c.in
	type clause struct {
		types  []*RType // nil entry means case nil
		ifaces []*types.Interface
		isNil  []bool
		set    func(*frame, Value)
		single bool // one concrete type: the variable has that type
		body   stmt
	}
	var clauses []clause
	deflt := -1
	for i, cs := range s.Body.List {
		cc := cs.(*ast.CaseClause)
		var cl clause
		if cc.List == nil {
			deflt = i
		}
		for _, e := range cc.List {
			t := c.typ(c.u.info.TypeOf(e))
			if isNilType(t) {
				cl.types = append(cl.types, nil)
				cl.ifaces = append(cl.ifaces, nil)
				cl.isNil = append(cl.isNil, true)
				continue
			}
			cl.isNil = append(cl.isNil, false)
			if it, ok := t.Underlying().(*types.Interface); ok {
				cl.types = append(cl.types, nil)
				cl.ifaces = append(cl.ifaces, it)
			} else {
				cl.types = append(cl.types, in.RType(t))
				cl.ifaces = append(cl.ifaces, nil)
			}
		}
		if bind != nil {
			if obj, ok := c.u.info.Implicits[cc].(*types.Var); ok {
				cl.set = c.declare(obj)
				cl.single = len(cc.List) == 1 && !types.IsInterface(c.typ(obj.Type())) && !isNilType(c.typ(c.u.info.TypeOf(cc.List[0])))
			}
		}
		cl.body = c.block(cc.Body)
		clauses = append(clauses, cl)
	}
	return func(fr *frame) ctl {
		if init != nil {
			init(fr)
		}
		v := x(fr)
		iv := v.Iface()
		chosen := -1
	search:
		for i, cl := range clauses {
			for k := range cl.types {
				switch {
				case cl.isNil[k]:
					if iv == nil {
						chosen = i
						break search
					}
				case cl.ifaces[k] != nil:
					if iv != nil && in.implements(iv.T, cl.ifaces[k]) {
						chosen = i
						break search
					}
				default:
					if iv != nil && iv.T == cl.types[k] {
						chosen = i
						break search
					}
				}
			}
		}
		if chosen < 0 {
			chosen = deflt
		}
		if chosen < 0 {
			return ctlNext
		}
		cl := clauses[chosen]
		if cl.set != nil {
			if cl.single {
				cl.set(fr, iv.V)
			} else {
				cl.set(fr, v)
			}
		}
		return switchCtl(cl.body(fr), label)
	}
}
