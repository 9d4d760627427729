package interp

import (
	"go/ast"
	"go/token"
	"go/types"
)

// leafCallStmt compiles a call statement f(x) of a func variable f that is
// a local, a copied capture or a captured cell (read before the argument
// unless lateFunc), with one argument: a leaf runs on its frame and its
// result, if any, is dropped, with no frame to give back; other callees
// take the ordinary way (callClosureWith). nil for other calls.
func (c *compiler) leafCallStmt(e *ast.CallExpr) stmt {
	fun := ast.Unparen(e.Fun)
	sig, ok := c.typeOf(e.Fun).Underlying().(*types.Signature)
	if !ok || e.Ellipsis.IsValid() || len(e.Args) != 1 || sig.Params().Len() != 1 || sig.Variadic() {
		return nil
	}
	kind, vi := c.funcVarRef(fun)
	if kind != varLocal && kind != varCaptured && (kind != varCapCell || c.lateFunc(e)) {
		return nil
	}
	fixed := c.fixedArgs(e, sig)
	if fixed == nil {
		return nil
	}
	a0 := fixed[0]
	sc0 := scalarType(c.typ(sig.Params().At(0).Type()))
	nilCl := c.nilClosure(sig)
	in := c.in
	pos := e.Lparen
	return func(fr *frame) ctl {
		cl := funcVarClosure(fr, kind, vi)
		a := a0(fr)
		if cl == nil {
			cl = nilCl
		}
		// (A method value's Func has no leaf.)
		fn := cl.Fn
		if lx := fn.leaf; lx != nil && fn.leafMode != leafBusy {
			lf := fn.leafFr
			lf.setLeafArg0(a, sc0)
			lf.setLeafEnv(cl.Env)
			fr.pos = pos
			if fn.leafMode == leafPure {
				if st := fn.leafSt; st != nil {
					st(lf)
				} else {
					lx(lf)
				}
			} else {
				in.runLeafLinked(lf)
			}
			return ctlNext
		}
		in.callClosureWith(fr, pos, cl, []Value{a})
		return ctlNext
	}
}

// leafOpAssign compiles a leaf's statement v op= y (+= -= *= &= |= ^= &^=)
// or v++ / v-- of an integer variable v held in a cell (captured by
// reference, boxed or a session global) or a local, y a local or a
// constant, as one closure: the counter of `inc := func(d int) { n += d }`.
// None of these can panic. nil for other statements.
func (c *compiler) leafOpAssign(s ast.Stmt) stmt {
	var lhs, rhs ast.Expr
	var op token.Token
	switch s := s.(type) {
	case *ast.AssignStmt:
		if len(s.Lhs) != 1 || len(s.Rhs) != 1 {
			return nil
		}
		lhs, rhs, op = s.Lhs[0], s.Rhs[0], assignOp(s.Tok)
	case *ast.IncDecStmt:
		lhs, op = s.X, token.ADD
		if s.Tok == token.DEC {
			op = token.SUB
		}
	default:
		return nil
	}
	switch op {
	case token.ADD, token.SUB, token.MUL, token.AND, token.OR, token.XOR, token.AND_NOT:
	default:
		return nil
	}
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := c.objOf(id).(*types.Var)
	t := c.typeOf(lhs)
	if !ok || !isIntegerType(t) {
		return nil
	}
	ys, yk := -1, uint64(1) // v++: the constant 1
	if rhs != nil {
		y, ok := c.simpleOperand(rhs)
		if !ok || !types.Identical(t, c.typeOf(rhs)) {
			return nil
		}
		ys, yk = y.slot, y.konst
	}
	kind, i, cell := c.lookupVar(v)
	if kind == varCaptured {
		return nil // (a copy is never assigned)
	}
	k := t.Underlying().(*types.Basic).Kind()
	wrap := needsWrap(k)
	return func(fr *frame) ctl {
		var p *Value
		switch kind {
		case varCapCell:
			p = fr.env[i].R.(*Value)
		case varBoxed:
			p = fr.L[i].R.(*Value)
		case varGlobal:
			p = cell
		default:
			p = &fr.L[i]
		}
		b := yk
		if ys >= 0 {
			b = fr.L[ys].N
		}
		a := intOpBits(op, false, p.N, b) // (signedness matters to none of these)
		if wrap {
			a = wrapInt(Value{N: a}, k).N
		}
		p.N = a
		return ctlNext
	}
}
