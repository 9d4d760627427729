package interp

import (
	"go/ast"
	"go/types"
)

// goStmt compiles go f(x): the function value, receiver and arguments are
// evaluated now, in the running goroutine, and the call runs in a new one
// (sched.go), which is runnable at once without the running one yielding.
func (c *compiler) goStmt(s *ast.GoStmt) stmt {
	in := c.in
	call := s.Call
	pos := s.Go
	fun := ast.Unparen(call.Fun)
	isBuiltin := false
	if id := identOf(fun); id != nil {
		_, isBuiltin = c.objOf(id).(*types.Builtin)
	}
	if isBuiltin {
		return c.goBuiltin(s)
	}
	prep := c.prepCall(call, true)
	// gc starts go f() with f nil as a fatal error in the running
	// goroutine; with arguments it wraps the call in a closure, and the
	// nil call panics in the new goroutine.
	fatalNil := len(call.Args) == 0
	return func(fr *frame) ctl {
		fr.pos = pos
		cf := prep(fr)
		if cf.fn.isNil && fatalNil {
			in.putFrame(cf)
			fr.pos = pos
			in.fatalAt("fatal error: go of nil func value")
		}
		in.spawn(func() {
			in.invoke(cf)
			in.putFrame(cf)
		}, cf.fn.Name, pos)
		return ctlNext
	}
}

// goBuiltin compiles go of a builtin (go println(x), go close(ch)): the
// arguments are evaluated now into holders that the call reads when the
// goroutine runs it, on a frame of its own shaped like the enclosing one.
func (c *compiler) goBuiltin(s *ast.GoStmt) stmt {
	in := c.in
	call := s.Call
	pos := s.Go
	if len(call.Args) == 1 {
		if tv, ok := c.tv(call.Args[0]); ok {
			if _, multi := tv.Type.(*types.Tuple); multi {
				c.unsupported(s, "go of a builtin with a multi-valued argument")
			}
		}
	}
	argVals := make([]expr, len(call.Args))
	holders := make([]*Value, len(call.Args))
	newArgs := make([]ast.Expr, len(call.Args))
	for i, a := range call.Args {
		argVals[i] = c.expr(a)
		holders[i] = new(Value)
		id := &ast.Ident{NamePos: a.Pos(), Name: "_goarg"}
		tva, _ := c.tv(a)
		c.setType(id, tva)
		newArgs[i] = id
		c.deferHolders = append(c.deferHolders, deferHolder{id, holders[i]})
	}
	name := identOf(ast.Unparen(call.Fun)).Name
	body := c.expr(&ast.CallExpr{Fun: call.Fun, Lparen: call.Lparen, Args: newArgs, Ellipsis: call.Ellipsis, Rparen: call.Rparen})
	return func(fr *frame) ctl {
		vals := make([]Value, len(argVals))
		for i, a := range argVals {
			vals[i] = a(fr)
		}
		fn, env := fr.fn, fr.env
		in.spawn(func() {
			gf := in.getFrame(fn)
			gf.env = env
			gf.pos = call.Lparen
			in.rt.cur, in.rt.depth = gf, 1
			// The holders are shared by every goroutine this statement
			// starts: they are filled and read with no poll in between.
			for i, h := range holders {
				*h = vals[i]
			}
			body(gf)
			in.rt.cur, in.rt.depth = nil, 0
			in.putFrame(gf)
		}, name, pos)
		return ctlNext
	}
}
