package interp

import (
	"go/ast"
	"go/types"
	"strings"
)

// showStmt compiles a bare expression at the top of a cell: it evaluates
// the expression and reports its value and type (Options.Result).
func (c *compiler) showStmt(s ast.Stmt) stmt {
	in := c.in
	switch s := s.(type) {
	case *ast.AssignStmt:
		e := s.Rhs[0]
		t := c.typeOf(e)
		if b, ok := t.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
			t = types.Default(t)
		}
		x := c.exprTo(e, t)
		rt := in.RType(t)
		return func(fr *frame) ctl {
			in.show([]Value{x(fr)}, []*RType{rt})
			return ctlNext
		}
	case *ast.ExprStmt:
		call := ast.Unparen(s.X).(*ast.CallExpr)
		tv, _ := c.tv(call)
		var rts []*RType
		switch t := tv.Type.(type) {
		case *types.Tuple:
			for i := 0; i < t.Len(); i++ {
				rts = append(rts, in.RType(c.typ(t.At(i).Type())))
			}
		case nil:
		default:
			if !tv.IsVoid() {
				rts = append(rts, in.RType(c.typ(t)))
			}
		}
		quiet := len(rts) == 0
		if f := c.staticCallee(ast.Unparen(call.Fun)); f != nil && f.Pkg() != nil && f.Pkg().Path() == "fmt" &&
			(strings.HasPrefix(f.Name(), "Print") || strings.HasPrefix(f.Name(), "Fprint")) {
			quiet = true // fmt.Println and friends: the output is the point
		}
		if quiet || len(rts) == 1 {
			st := c.exprStmt(s)
			if quiet {
				return st
			}
			x := c.expr(call)
			return func(fr *frame) ctl {
				in.show([]Value{x(fr)}, rts)
				return ctlNext
			}
		}
		cf := c.callFrame(call)
		return func(fr *frame) ctl {
			callee := cf(fr)
			vals := append([]Value(nil), callee.L[callee.fn.nparams:callee.fn.nparams+callee.fn.nres]...)
			in.popFrame(callee)
			in.show(vals, rts)
			return ctlNext
		}
	}
	return c.stmt(s)
}

// show reports bare-expression values.
func (in *Interp) show(vals []Value, rts []*RType) {
	var texts, typs []string
	for i, v := range vals {
		texts = append(texts, in.Show(v, rts[i]))
		typs = append(typs, rts[i].Name)
	}
	r := Result{Text: strings.Join(texts, ", "), Type: strings.Join(typs, ", ")}
	if len(vals) == 1 {
		r.Value, r.RType = vals[0], rts[0]
		r.Display = in.pictureOf(vals[0], rts[0]) // display_viz.go
	}
	if in.opts.Result != nil {
		in.opts.Result(r)
		return
	}
	if r.Display != nil {
		in.stdout.Write([]byte(strings.TrimSuffix(r.Display.Text, "\n") + "\n"))
		return
	}
	in.stdout.Write([]byte(r.Text + " (" + r.Type + ")\n"))
}
