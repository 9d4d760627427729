package interp

import (
	"github.com/adrepl/adrepl/ad"
	"go/ast"
	"go/token"
	"go/types"
)

// Loops on the tape: while a differentiation records, every loop marks the
// start of each iteration and its end, and every assignment to a
// loop-carried variable (declared outside the loop, assigned inside) marks
// the tape entries holding the new value. Outside differentiation all this
// costs one nil check per iteration.

type loopInfo struct {
	id       uint32 // the loop's position: its identity on the tape
	counter  int    // frame slot counting iterations
	pos, end token.Pos
}

// pushLoop starts compiling a loop body.
func (c *compiler) pushLoop(n ast.Node) *loopInfo {
	li := &loopInfo{id: uint32(n.Pos()), counter: c.nslots, pos: n.Pos(), end: n.End()}
	c.nslots++
	c.loops = append(c.loops, li)
	return li
}

func (c *compiler) popLoop() { c.loops = c.loops[:len(c.loops)-1] }

// markedBody counts iterations and marks their start on the tape.
func (c *compiler) markedBody(li *loopInfo, body stmt) stmt {
	in := c.in
	slot, id := li.counter, li.id
	return func(fr *frame) ctl {
		if t := in.ad.tape; t != nil {
			n := fr.L[slot].N
			t.Recorder().MarkIter(id, int(n), in.loopDepth-1)
			fr.L[slot].N = n + 1
		}
		return body(fr)
	}
}

// markedLoop resets the iteration count on entry and marks the loop's end.
func (c *compiler) markedLoop(li *loopInfo, loop stmt) stmt {
	in := c.in
	slot, id := li.counter, li.id
	return func(fr *frame) ctl {
		if in.ad.tape == nil {
			return loop(fr)
		}
		fr.L[slot] = Value{}
		in.loopDepth++
		r := loop(fr)
		in.loopDepth--
		if t := in.ad.tape; t != nil {
			t.Recorder().MarkLoopEnd(id, in.loopDepth)
		}
		return r
	}
}

// carried wraps an assignment inside a loop so that the loop-carried
// variables it assigns are marked on the tape.
func (c *compiler) carried(s stmt, lhs []ast.Expr) stmt {
	if s == nil {
		return s
	}
	one, mark := c.carriedMarks(lhs)
	in := c.in
	if one != nil {
		// The mark in the statement's own closure (x = f(x) in a loop).
		id, loopID, ctr, slot := one.id, one.loop, one.counter, one.slot
		return func(fr *frame) ctl {
			r := s(fr)
			if t := in.ad.tape; t != nil && in.ad.ckDepth == 0 {
				t.Recorder().MarkVar1(id, loopID, int(fr.L[ctr].N)-1, int32(t.View().Index(num(fr.L[slot]))))
			}
			return r
		}
	}
	if mark == nil {
		return s
	}
	return func(fr *frame) ctl {
		r := s(fr)
		if in.ad.tape != nil {
			mark(fr)
		}
		return r
	}
}

// carriedAssign compiles x op= a op2 b on a float64 local x that the
// enclosing loop carries (s += a[i][k]*b[k][j]) with the marks in the
// same closure; nil for other assignments.
func (c *compiler) carriedAssign(s *ast.AssignStmt) stmt {
	op := assignOp(s.Tok)
	if len(s.Lhs) != 1 || !isFloatOp(op) || !isFloat64(c.typeOf(s.Lhs[0])) {
		return nil
	}
	mark := c.carriedMark(s.Lhs)
	if mark == nil {
		return nil
	}
	return c.fusedFloatOpAssign(s.Lhs[0], op, s.Rhs[0], s.TokPos, mark)
}

// carriedMark returns what marks the loop-carried variables among lhs on
// the tape after an assignment; it runs only while a tape records. nil
// when lhs has none.
func (c *compiler) carriedMark(lhs []ast.Expr) func(fr *frame) {
	one, mark := c.carriedMarks(lhs)
	if one != nil {
		in := c.in
		id, loopID, ctr, slot := one.id, one.loop, one.counter, one.slot
		return func(fr *frame) {
			if t := in.ad.tape; t != nil && in.ad.ckDepth == 0 { // re-recorded checkpoint steps are cut off: no marks
				t.Recorder().MarkVar1(id, loopID, int(fr.L[ctr].N)-1, int32(t.View().Index(num(fr.L[slot]))))
			}
		}
	}
	return mark
}

// floatMark is the commonest carried mark (x = f(x), s += ...): one float
// local, read from its frame slot (slot) after the assignment, in the
// iteration that the loop's counter slot counts.
type floatMark struct {
	id, loop      uint32
	counter, slot int
}

// carriedMarks is carriedMark, with the commonest mark returned as a
// floatMark (then mark is nil) for callers that build it into their own
// closure.
func (c *compiler) carriedMarks(lhs []ast.Expr) (one *floatMark, mark func(fr *frame)) {
	if len(c.loops) == 0 {
		return nil, nil
	}
	li := c.loops[len(c.loops)-1]
	type cv struct {
		name  string
		id    uint32
		load  expr
		t     types.Type
		float bool
		v     *types.Var
	}
	var vars []cv
	for _, l := range lhs {
		id, ok := ast.Unparen(l).(*ast.Ident)
		if !ok || id.Name == "_" {
			continue
		}
		v, ok := c.u.info.Uses[id].(*types.Var)
		if !ok || (v.Pos() >= li.pos && v.Pos() < li.end) {
			continue
		}
		t := c.typ(v.Type())
		if pytreeProblem(t) != "" {
			continue
		}
		b, isBasic := t.Underlying().(*types.Basic)
		vars = append(vars, cv{id.Name, ad.InternName(id.Name), c.loadVar(v), t, isBasic && (b.Kind() == types.Float64 || b.Kind() == types.Float32), v})
	}
	if len(vars) == 0 {
		return nil, nil
	}
	in := c.in
	slot, loopID := li.counter, li.id
	if len(vars) == 1 && vars[0].float {
		if kind, s, _ := c.lookupVar(vars[0].v); kind == varLocal {
			return &floatMark{id: vars[0].id, loop: loopID, counter: slot, slot: s}, nil
		}
	}
	return nil, func(fr *frame) {
		if t := in.ad.tape; t != nil && in.ad.ckDepth == 0 { // re-recorded checkpoint steps are cut off: no marks
			iter := int(fr.L[slot].N) - 1
			for _, v := range vars {
				val := v.load(fr)
				if v.float {
					t.Recorder().MarkVar1(v.id, loopID, iter, int32(t.View().Index(num(val))))
					continue
				}
				var entries, tens []int32
				in.treeMap(val, v.t, func(x Value) Value {
					if tt := tensorOf(x); tt != nil {
						if t.Tensors().TrackedT(tt) {
							tens = append(tens, int32(t.Recorder().IndexT(tt)))
						}
						return x
					}
					entries = append(entries, int32(t.View().Index(num(x))))
					return x
				}, nil)
				t.Recorder().MarkVarID(v.id, loopID, iter, entries, tens)
			}
		}
	}
}
