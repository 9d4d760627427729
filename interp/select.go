package interp

import (
	"go/ast"
	"go/types"
)

// selCase is one channel case of a select being executed.
type selCase struct {
	c    *Chan
	send bool
	v    Value
}

// selectGo runs a select over cases: a ready case is chosen pseudo-randomly
// (from the schedule's seeded generator, so that a policy and seed replay
// the same choices); with none ready, -1 when block is false (default),
// else the goroutine waits on every non-nil channel at once. It returns the
// chosen case and, for a receive, the value and comma-ok.
func (in *Interp) selectGo(cases []selCase, block bool) (int, Value, bool) {
	nready, chosen := 0, -1
	for i := range cases {
		sc := &cases[i]
		c := sc.c
		if c == nil {
			continue
		}
		var ready bool
		if sc.send {
			ready = c.closed || hasWaiter(c.recvq) || c.n < len(c.buf)
		} else {
			ready = c.n > 0 || c.closed || hasWaiter(c.sendq)
		}
		if !ready {
			continue
		}
		// Reservoir sampling: each ready case is chosen with equal chance.
		if nready++; nready == 1 || in.sch().rng.IntN(nready) == 0 {
			chosen = i
		}
	}
	if chosen >= 0 {
		sc := &cases[chosen]
		if sc.send {
			in.chanSend(sc.c, sc.v)
			return chosen, Value{}, false
		}
		v, ok, _ := in.tryRecv(sc.c)
		return chosen, v, ok
	}
	if !block {
		return -1, Value{}, false
	}
	me := in.curG()
	me.fired = nil
	reason := "select (no cases)"
	for i := range cases {
		sc := &cases[i]
		if sc.c != nil {
			in.enqueue(sc.c, sc.send, sc.v, i)
		}
	}
	if len(cases) > 0 {
		reason = "select"
	}
	in.park(reason)
	sg := me.fired
	if sg.send && sg.closed {
		in.runtimePanic("send on closed channel")
	}
	return sg.sel, sg.v, sg.ok
}

// selectStmt compiles a select statement; label is its label's id (a
// break naming it, or an unlabelled one, ends it).
func (c *compiler) selectStmt(s *ast.SelectStmt, label int) stmt {
	in := c.in
	type clause struct {
		send  bool
		ch    expr
		val   expr
		store func(fr *frame, v Value, ok bool)
		body  stmt
	}
	var clauses []clause // the channel cases, in source order
	var deflt stmt
	hasDefault := false
	for _, cs := range s.Body.List {
		cc := cs.(*ast.CommClause)
		var cl clause
		switch st := cc.Comm.(type) {
		case nil:
			hasDefault = true
			deflt = c.block(cc.Body)
			continue
		case *ast.SendStmt:
			cl.send = true
			cl.ch = c.expr(st.Chan)
			cl.val = c.exprTo(st.Value, c.typeOf(st.Chan).Underlying().(*types.Chan).Elem())
		case *ast.ExprStmt:
			cl.ch = c.expr(ast.Unparen(st.X).(*ast.UnaryExpr).X)
		case *ast.AssignStmt:
			recv := ast.Unparen(st.Rhs[0]).(*ast.UnaryExpr)
			cl.ch = c.expr(recv.X)
			cl.store = c.recvStore(st, c.typ(c.typeOf(recv.X).Underlying().(*types.Chan).Elem()))
		default:
			c.unsupported(cc, "this select case")
		}
		cl.body = c.block(cc.Body)
		clauses = append(clauses, cl)
	}
	pos := s.Select
	return func(fr *frame) ctl {
		// Channels and sent values are evaluated once, in source order.
		var buf [4]selCase
		cases := buf[:0]
		if len(clauses) > len(buf) {
			cases = make([]selCase, 0, len(clauses))
		}
		for _, cl := range clauses {
			sc := selCase{c: chanOf(cl.ch(fr)), send: cl.send}
			if cl.send {
				sc.v = cl.val(fr)
			}
			cases = append(cases, sc)
		}
		fr.pos = pos
		i, v, ok := in.selectGo(cases, !hasDefault)
		if i < 0 {
			return switchCtl(deflt(fr), label)
		}
		cl := &clauses[i]
		if cl.store != nil {
			cl.store(fr, v, ok)
		}
		return switchCtl(cl.body(fr), label)
	}
}

// recvStore compiles the assignment of a receive case, v[, ok] = <-ch or
// :=; the left-hand operands are evaluated when the case is chosen.
func (c *compiler) recvStore(st *ast.AssignStmt, elem types.Type) func(fr *frame, v Value, ok bool) {
	define := st.Tok.String() == ":="
	type target struct {
		prep func(*frame) func(Value)
		conv func(Value) Value
	}
	var ts []target
	for i, l := range st.Lhs {
		t := elem
		if i == 1 {
			t = types.Typ[types.Bool]
		}
		store := c.lhsStore(l, define)
		ts = append(ts, target{c.prepStore(l, store), c.valueConv(t, c.lhsTypeOfTuple(l, t))})
	}
	return func(fr *frame, v Value, ok bool) {
		set := ts[0].prep(fr)
		var setOk func(Value)
		if len(ts) > 1 {
			setOk = ts[1].prep(fr)
		}
		set(ts[0].conv(v))
		if setOk != nil {
			setOk(ts[1].conv(MakeBool(ok)))
		}
	}
}
