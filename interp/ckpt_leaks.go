package interp

import (
	"go/ast"
	"go/token"
	"go/types"
)

// State a checkpointed loop changes through the functions it calls.
//
// checkpointInfo finds the loop's state in the loop's own text: the
// variables it assigns. A function the body calls may assign more: a
// package-level variable (a counter, an accumulator) or, for a closure, a
// variable it captured. Not snapshotted, such a variable keeps the value of
// the unrecorded forward run, without derivatives, and the re-recorded steps
// update it again: the gradient is silently wrong (issue 26: 0.4345 instead
// of 0.5141). ckLeaks follows the calls (functions declared in the session,
// methods, and closures assigned to local variables, transitively) and
// returns the variables they write that the loop can see, which then join
// the state; one it cannot see (captured by a closure made elsewhere) is
// refused at the call.

// ckLeak is a variable a call in a checkpointed loop writes.
type ckLeak struct {
	v    *types.Var
	call ast.Node // the call in the loop through which it is written
}

// ckLeaks returns the variables declared outside the functions that write
// them, written by calls in loop.
// The second result is the first call through a func value that may hold
// a function not known here (a parameter, the result of a call).
func (c *compiler) ckLeaks(loop ast.Node) ([]ckLeak, ast.Node) {
	var out []ckLeak
	have := map[*types.Var]bool{}
	done := map[ast.Node]bool{}
	type fnBody struct {
		body  ast.Node    // the function (its parameters are its own)
		info  *types.Info // the unit's type information
		files []*ast.File // where closures assigned to variables are found
		lib   bool        // a library's function: its own state is its business
	}
	var unknown ast.Node // the first call of a func value whose functions are not known
	type funcVar struct {
		fs    []fnBody // the func literals assigned to it
		other bool     // and it may hold other functions
	}
	known := map[*types.Var]funcVar{}
	var visit func(n ast.Node, info *types.Info, files []*ast.File, lib bool, own ast.Node, call ast.Node)
	callee := func(call *ast.CallExpr, info *types.Info, files []*ast.File, lib bool) []fnBody {
		fun := ast.Unparen(call.Fun)
		if ix, ok := fun.(*ast.IndexExpr); ok { // an instantiated generic function
			fun = ix.X
		}
		var id *ast.Ident
		switch f := fun.(type) {
		case *ast.Ident:
			id = f
		case *ast.SelectorExpr:
			id = f.Sel
		default:
			return nil
		}
		switch o := info.Uses[id].(type) {
		case *types.Func:
			if d := c.in.sess.decls[o.Origin()]; d != nil && d.decl.Body != nil {
				return []fnBody{{d.decl, d.unit.info, d.unit.files, d.unit.lib}}
			}
		case *types.Var:
			if o.IsField() {
				return nil
			}
			if _, ok := o.Type().Underlying().(*types.Signature); !ok || lib {
				return nil
			}
			if k, ok := known[o]; ok { // one scan of the source per variable, however often it is called
				if k.other && unknown == nil {
					unknown = call
				}
				return k.fs
			}
			// The closures assigned to the variable in the unit's source;
			// a parameter, or a variable assigned anything else, may hold
			// any function.
			var fs []fnBody
			other := o.Parent() == nil || o.Parent() == o.Pkg().Scope() || isParam(o, files)
			for _, f := range files {
				ast.Inspect(f, func(m ast.Node) bool {
					switch x := m.(type) {
					case *ast.AssignStmt:
						for i, l := range x.Lhs {
							li, ok := l.(*ast.Ident)
							if !ok || (info.Defs[li] != o && info.Uses[li] != o) {
								continue
							}
							if len(x.Lhs) != len(x.Rhs) {
								other = true
							} else if fl, ok := ast.Unparen(x.Rhs[i]).(*ast.FuncLit); ok {
								fs = append(fs, fnBody{fl, info, files, false})
							} else {
								other = true
							}
						}
					case *ast.ValueSpec:
						for i, n := range x.Names {
							if info.Defs[n] != o {
								continue
							}
							if i >= len(x.Values) {
								other = other || len(x.Values) > 0
							} else if fl, ok := ast.Unparen(x.Values[i]).(*ast.FuncLit); ok {
								fs = append(fs, fnBody{fl, info, files, false})
							} else {
								other = true
							}
						}
					case *ast.UnaryExpr:
						if id, ok := x.X.(*ast.Ident); ok && x.Op == token.AND && info.Uses[id] == o {
							other = true // assigned through a pointer
						}
					}
					return true
				})
			}
			known[o] = funcVar{fs, other}
			if other && unknown == nil {
				unknown = call
			}
			return fs
		}
		return nil
	}
	// visit walks n, the body of function own (nil: the loop itself, whose
	// own writes checkpointInfo has seen), for writes of outside variables
	// and for calls to follow.
	visit = func(n ast.Node, info *types.Info, files []*ast.File, lib bool, own ast.Node, call ast.Node) {
		outside := func(v *types.Var) bool {
			if v == nil || own == nil || lib || v.IsField() || v.Pkg() != c.u.pkg {
				return false // a library's own state is the library's business
			}
			return v.Pos() < own.Pos() || v.Pos() >= own.End()
		}
		note := func(e ast.Expr) {
			if v := ckRoot(info, e); outside(v) && !have[v] {
				have[v] = true
				out = append(out, ckLeak{v, call})
			}
		}
		ast.Inspect(n, func(m ast.Node) bool {
			switch x := m.(type) {
			case *ast.AssignStmt:
				if x.Tok != token.DEFINE {
					for _, l := range x.Lhs {
						note(l)
					}
				}
			case *ast.IncDecStmt:
				note(x.X)
			case *ast.UnaryExpr:
				if x.Op == token.AND {
					note(x.X)
				}
			case *ast.CallExpr:
				at := call
				if at == nil {
					at = x
				}
				for _, f := range callee(x, info, files, lib) {
					if !done[f.body] {
						done[f.body] = true
						visit(f.body, f.info, f.files, f.lib, f.body, at)
					}
				}
			}
			return true
		})
	}
	visit(loop, c.u.info, c.u.files, c.u.lib, nil, nil)
	return out, unknown
}

// isParam reports whether v is a parameter or result of a function in files.
func isParam(v *types.Var, files []*ast.File) bool {
	for _, f := range files {
		if v.Pos() < f.Pos() || v.Pos() >= f.End() {
			continue
		}
		found := false
		ast.Inspect(f, func(m ast.Node) bool {
			if ft, ok := m.(*ast.FuncType); ok && v.Pos() >= ft.Pos() && v.Pos() < ft.End() {
				found = true
			}
			return !found
		})
		return found
	}
	return true // declared elsewhere: not known
}

// ckRoot is the variable that an assignment to e writes (x for x, x[i],
// x.f, *x), or nil.
func ckRoot(info *types.Info, e ast.Expr) *types.Var {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			if sel := info.Selections[x]; sel == nil {
				return nil // a qualified identifier: another package's variable
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			return v
		default:
			return nil
		}
	}
}
