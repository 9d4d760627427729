package interp

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// Checkpointed loops: a `//ad:checkpoint` comment on the line before a for
// statement. Inside an outermost reverse-mode differentiation (ad.Grad,
// ad.ValueAndGrad) the loop runs forward without recording, snapshots its
// state at the iterations its schedule picks, and leaves one tape entry per
// float of its final state; the reverse sweep calls back (ckpt_run.go) to
// re-record the iterations one at a time, last first. Elsewhere the loop
// runs normally. See docs/checkpointing.md.

// ckDirective is a parsed `//ad:checkpoint [snapshots=K] [online[=doubling]]`.
type ckDirective struct {
	snapshots int  // 0: adrepl picks
	online    bool // force the online schedule
	doubling  bool // online with our older doubling schedule instead of Wang–Moin–Iaccarino
}

// checkpointDirective finds the directive on the line before loop n.
func (c *compiler) checkpointDirective(n ast.Node) *ckDirective {
	fset := c.in.fset
	lp := fset.PositionFor(n.Pos(), false)
	for _, f := range c.u.files {
		if f.Pos() > n.Pos() || f.End() < n.Pos() {
			continue
		}
		for _, g := range f.Comments {
			for _, cm := range g.List {
				if !strings.HasPrefix(cm.Text, "//ad:checkpoint") {
					continue
				}
				cp := fset.PositionFor(cm.Pos(), false)
				if cp.Filename != lp.Filename || cp.Line != lp.Line-1 && !(cp.Line == lp.Line && cm.Pos() < n.Pos()) {
					continue
				}
				d := &ckDirective{}
				rest := strings.TrimPrefix(cm.Text, "//ad:checkpoint")
				if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue // another directive (//ad:checkpointing...)
				}
				for _, w := range strings.Fields(rest) {
					switch {
					case strings.HasPrefix(w, "snapshots="):
						k, err := strconv.Atoi(strings.TrimPrefix(w, "snapshots="))
						if err != nil || k < 1 {
							c.errorAt(cm, "//ad:checkpoint: snapshots must be a positive integer, not %q", strings.TrimPrefix(w, "snapshots="))
						}
						d.snapshots = k
					case w == "online" || w == "online=dynamic":
						d.online = true
					case w == "online=doubling":
						d.online, d.doubling = true, true
					default:
						c.errorAt(cm, "//ad:checkpoint: unknown option %q (use snapshots=K, online or online=doubling)", w)
					}
				}
				return d
			}
		}
	}
	return nil
}

// ckVar is one variable of a checkpointed loop's state.
type ckVar struct {
	name  string
	addr  func(*frame) *Value
	t     types.Type
	float bool // a float64: the fast path
	plain bool // a value without floats or references (int, string, ...)
}

// ckLoopInfo is what the compiler learns about a checkpointed loop.
type ckLoopInfo struct {
	dir      *ckDirective
	vars     []ckVar
	usesRand bool // the body may draw random numbers: snapshot the generators
	breaks   bool // the body breaks out of the loop: trip count unknown
	counted  func(*frame) (int, bool)
}

// checkpointInfo analyses the loop: its state variables, and whether the
// constructs in its body can be re-run.
func (c *compiler) checkpointInfo(loop ast.Node, body *ast.BlockStmt, init ast.Stmt, label string, dir *ckDirective) *ckLoopInfo {
	info := c.u.info
	ci := &ckLoopInfo{dir: dir}
	written := map[*types.Var]bool{}
	inner := map[string]bool{} // labels declared inside the body
	ast.Inspect(body, func(n ast.Node) bool {
		if l, ok := n.(*ast.LabeledStmt); ok {
			inner[l.Label.Name] = true
		}
		return true
	})
	root := func(e ast.Expr) *types.Var {
		for {
			switch x := e.(type) {
			case *ast.ParenExpr:
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			case *ast.SelectorExpr:
				if sel := info.Selections[x]; sel == nil {
					return nil // a qualified identifier
				}
				e = x.X
			case *ast.StarExpr:
				e = x.X
			case *ast.SliceExpr:
				e = x.X
			case *ast.Ident:
				v, _ := info.Uses[x].(*types.Var)
				if v == nil {
					v, _ = info.Defs[x].(*types.Var)
				}
				return v
			default:
				return nil
			}
		}
	}
	// Writes and control flow, walking the body with the depth of nested
	// breakable statements (an unlabelled break there is not ours).
	var walk func(n ast.Node, depth int, inFunc bool)
	walk = func(n ast.Node, depth int, inFunc bool) {
		ast.Inspect(n, func(m ast.Node) bool {
			if m == nil || m == n {
				return true
			}
			switch x := m.(type) {
			case *ast.FuncLit:
				walk(x.Body, 0, true)
				return false
			case *ast.GoStmt, *ast.SendStmt:
				// Re-recording a step runs it again: a send or a new
				// goroutine would happen twice.
				c.errorAt(x, "//ad:checkpoint: %s inside a checkpointed loop is not supported yet", describe(x))
			case *ast.SelectStmt:
				c.errorAt(x, "//ad:checkpoint: select inside a checkpointed loop is not supported yet")
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt:
				walk(x, depth+1, inFunc)
				return false
			case *ast.AssignStmt:
				for _, l := range x.Lhs {
					if v := root(l); v != nil {
						written[v] = true
					}
				}
			case *ast.IncDecStmt:
				if v := root(x.X); v != nil {
					written[v] = true
				}
			case *ast.UnaryExpr:
				if x.Op == token.ARROW {
					c.errorAt(x, "//ad:checkpoint: channel receive inside a checkpointed loop is not supported yet")
				}
				if x.Op == token.AND {
					if v := root(x.X); v != nil {
						written[v] = true
					}
				}
			case *ast.ReturnStmt:
				if !inFunc {
					c.errorAt(x, "//ad:checkpoint: return inside a checkpointed loop is not supported yet (use break)")
				}
			case *ast.DeferStmt:
				if !inFunc {
					c.errorAt(x, "//ad:checkpoint: defer inside a checkpointed loop is not supported yet")
				}
			case *ast.BranchStmt:
				if inFunc {
					break
				}
				if x.Label != nil && !inner[x.Label.Name] {
					if x.Label.Name != label || x.Tok == token.GOTO {
						c.errorAt(x, "//ad:checkpoint: %s to a label outside a checkpointed loop is not supported yet", x.Tok)
					}
					if x.Tok == token.BREAK {
						ci.breaks = true
					}
				} else if x.Label == nil && x.Tok == token.BREAK && depth == 0 {
					ci.breaks = true
				}
			case *ast.SelectorExpr:
				if id, ok := x.X.(*ast.Ident); ok {
					if pn, ok := info.Uses[id].(*types.PkgName); ok && strings.HasPrefix(pn.Imported().Path(), "math/rand") {
						ci.usesRand = true
					}
				}
			case *ast.Ident:
				switch o := info.Uses[x].(type) {
				case *types.Func:
					if o.Pkg() != nil && o.Pkg() == c.u.pkg {
						ci.usesRand = true // a call into user code may draw
					}
				case *types.Var:
					// A generator held in a variable (r.Float64, passed as
					// a func to ad.Dropout) or any func value may draw.
					if mayDraw(o.Type()) {
						ci.usesRand = true
					}
				}
			}
			return true
		})
	}
	walk(loop, 0, false)
	// What the functions it calls write joins the state (ckpt_leaks.go).
	var leaked []*types.Var
	leaks, unknown := c.ckLeaks(loop)
	if unknown != nil && !c.u.lib {
		c.errorAt(unknown, "//ad:checkpoint: a call of a func value that may be any function (a parameter, or a variable not assigned a func literal here) inside a checkpointed loop is not supported yet: the state it updates could not be snapshotted (call a declared function, or a closure assigned here)")
	}
	for _, l := range leaks {
		v := l.v
		global := v.Parent() == v.Pkg().Scope()
		if !global && (v.Parent() == nil || !v.Parent().Contains(loop.Pos())) {
			c.errorAt(l.call, "//ad:checkpoint: this call writes %s, a variable captured by a closure made outside the loop's function: not supported yet in a checkpointed loop (pass it in and return it)", v.Name())
		}
		if !written[v] {
			written[v] = true
			leaked = append(leaked, v)
		}
	}
	// The state: variables declared outside the body that the loop writes,
	// or that reach mutable storage (slices, pointers).
	seen := map[*types.Var]bool{}
	inBody := func(v *types.Var) bool { return v.Pos() >= body.Pos() && v.Pos() < body.End() }
	inInit := func(v *types.Var) bool { return init != nil && v.Pos() >= init.Pos() && v.Pos() < init.End() }
	var order []*types.Var
	ast.Inspect(loop, func(m ast.Node) bool {
		id, ok := m.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.IsField() || seen[v] || inBody(v) {
			return true
		}
		if v.Pos() >= loop.Pos() && v.Pos() < loop.End() && !inInit(v) {
			return true // a range loop's own key or value
		}
		if v.Pkg() != nil && v.Pkg() != c.u.pkg {
			return true // a library's variable
		}
		seen[v] = true
		order = append(order, v)
		return true
	})
	for _, v := range leaked {
		if !seen[v] {
			seen[v] = true
			order = append(order, v)
		}
	}
	for _, v := range order {
		t := c.typ(v.Type())
		if !written[v] && !inInit(v) && !ckHasRef(t) {
			continue
		}
		if p := ckTypeProblem(t); p != "" {
			if !written[v] && !inInit(v) {
				continue // read only: funcs, maps and interfaces it is handed stay as they are
			}
			c.errorAt(&ast.Ident{NamePos: v.Pos()}, "//ad:checkpoint: loop state variable %s has type %s: %s", v.Name(), types.TypeString(t, qualifier), p)
		}
		b, isBasic := t.Underlying().(*types.Basic)
		cv := ckVar{name: v.Name(), addr: c.addrVar(v), t: t}
		cv.float = isBasic && (b.Kind() == types.Float64 || b.Kind() == types.Float32)
		cv.plain = isBasic && !cv.float
		ci.vars = append(ci.vars, cv)
	}
	return ci
}

// ckHasRef reports whether values of t reach storage that the loop can
// change without assigning the variable: slices and pointers.
func ckHasRef(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Pointer:
		return true
	case *types.Array:
		return ckHasRef(u.Elem())
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if ckHasRef(u.Field(i).Type()) {
				return true
			}
		}
	}
	return false // (recursive types go through a pointer or slice: true above)
}

// ckTypeProblem explains why a state of type t cannot be snapshotted.
func ckTypeProblem(t types.Type) string { return ckTypeProblemSeen(t, map[types.Type]bool{}) }

func ckTypeProblemSeen(t types.Type, seen map[types.Type]bool) string {
	if isTensorType(t) {
		return ""
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if seen[n] {
			return "" // a recursive type: checked on first visit
		}
		seen[n] = true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return ""
	case *types.Slice:
		return ckTypeProblemSeen(u.Elem(), seen)
	case *types.Pointer:
		return ckTypeProblemSeen(u.Elem(), seen)
	case *types.Array:
		return ckTypeProblemSeen(u.Elem(), seen)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if p := ckTypeProblemSeen(u.Field(i).Type(), seen); p != "" {
				return p
			}
		}
		return ""
	case *types.Map:
		return "maps in a checkpointed loop's state are not supported yet"
	case *types.Interface:
		return "interfaces in a checkpointed loop's state are not supported yet"
	case *types.Signature:
		return "func values in a checkpointed loop's state are not supported yet"
	}
	return "not supported yet in a checkpointed loop's state"
}

// countedTrip recognises `for i := a; i < b; i++` (or <=, or i += 1) whose
// bound the body does not change: its trip count is known at entry.
func (c *compiler) countedTrip(s *ast.ForStmt, ci *ckLoopInfo) func(*frame) (int, bool) {
	as, ok := s.Init.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil
	}
	iv, _ := c.u.info.Defs[as.Lhs[0].(*ast.Ident)].(*types.Var)
	if iv == nil {
		return nil
	}
	if b, ok := iv.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil
	}
	cond, ok := s.Cond.(*ast.BinaryExpr)
	if !ok || (cond.Op != token.LSS && cond.Op != token.LEQ) {
		return nil
	}
	if id, ok := cond.X.(*ast.Ident); !ok || c.u.info.Uses[id] != iv {
		return nil
	}
	switch p := s.Post.(type) {
	case *ast.IncDecStmt:
		if p.Tok != token.INC {
			return nil
		}
	case *ast.AssignStmt:
		if p.Tok != token.ADD_ASSIGN {
			return nil
		}
		if bl, ok := p.Rhs[0].(*ast.BasicLit); !ok || bl.Value != "1" {
			return nil
		}
	default:
		return nil
	}
	// The body must not write i nor anything the bound reads.
	bad := false
	stateVar := map[string]bool{}
	for _, v := range ci.vars {
		stateVar[v.name] = true
	}
	ast.Inspect(s.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if id, ok := l.(*ast.Ident); ok && c.u.info.Uses[id] == iv {
					bad = true
				}
			}
		case *ast.IncDecStmt:
			if id, ok := x.X.(*ast.Ident); ok && c.u.info.Uses[id] == iv {
				bad = true
			}
		case *ast.UnaryExpr:
			if id, ok := x.X.(*ast.Ident); ok && x.Op == token.AND && c.u.info.Uses[id] == iv {
				bad = true
			}
		}
		return true
	})
	ast.Inspect(cond.Y, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			if v, ok := c.u.info.Uses[x].(*types.Var); ok && stateVar[v.Name()] {
				bad = true
			}
		case *ast.CallExpr:
			if tv, ok := c.u.info.Types[x.Fun]; !ok || !tv.IsType() {
				if id, ok := x.Fun.(*ast.Ident); !ok || id.Name != "len" {
					bad = true
				}
			}
		}
		return true
	})
	if bad {
		return nil
	}
	lo := c.expr(as.Rhs[0])
	hi := c.expr(cond.Y)
	le := cond.Op == token.LEQ
	return func(fr *frame) (int, bool) {
		a, b := lo(fr).Int(), hi(fr).Int()
		if le {
			b++
		}
		if b < a {
			return 0, true
		}
		return int(b - a), true
	}
}

// labelName is the name of label id ("" for none).
func (c *compiler) labelName(id int) string {
	for name, i := range c.labels {
		if i == id && id != 0 {
			return name
		}
	}
	return ""
}

// checkpointFor compiles a checkpointed for statement.
func (c *compiler) checkpointFor(s *ast.ForStmt, d *ckDirective, li *loopInfo, loop, init stmt, cond func(*frame) bool, post, body stmt, label int, perIter []int) stmt {
	ci := c.checkpointInfo(s, s.Body, s.Init, c.labelName(label), d)
	if !ci.breaks {
		ci.counted = c.countedTrip(s, ci)
	}
	l := &ckLoop{in: c.in, ci: ci, id: li.id, pos: s.Pos(), counter: li.counter, label: label, normal: loop,
		init: init, cond: cond, body: body, post: post, perIter: perIter}
	return l.exec
}

// checkpointRange compiles a checkpointed range statement (over an int, a
// slice or an array).
func (c *compiler) checkpointRange(s *ast.RangeStmt, d *ckDirective, li *loopInfo, loop stmt, x expr, setK, setV func(*frame, Value), body stmt, label int) stmt {
	xt := c.typeOf(s.X)
	switch u := xt.Underlying().(type) {
	case *types.Basic:
		if u.Info()&types.IsInteger == 0 {
			c.errorAt(s, "//ad:checkpoint: range over %s is not supported yet (range over an int, a slice or an array)", types.TypeString(xt, qualifier))
		}
	case *types.Slice, *types.Array:
	default:
		c.errorAt(s, "//ad:checkpoint: range over %s is not supported yet (range over an int, a slice or an array)", types.TypeString(xt, qualifier))
	}
	if s.Tok == token.ASSIGN && (s.Key != nil || s.Value != nil) {
		c.errorAt(s, "//ad:checkpoint: range with = is not supported yet (use :=)")
	}
	ci := c.checkpointInfo(s, s.Body, nil, c.labelName(label), d)
	l := &ckLoop{in: c.in, ci: ci, id: li.id, pos: s.Pos(), counter: li.counter, label: label, normal: loop,
		body: body, isRange: true, rangeX: x, rangeT: xt, setK: setK, setV: setV}
	return l.exec
}

// mayDraw reports whether a variable of type t may draw random numbers when
// the loop body uses it: a math/rand generator (or something holding one),
// or a func value, which may call one.
func mayDraw(t types.Type) bool {
	seen := map[types.Type]bool{}
	var walk func(t types.Type) bool
	walk = func(t types.Type) bool {
		if seen[t] {
			return false
		}
		seen[t] = true
		if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && strings.HasPrefix(n.Obj().Pkg().Path(), "math/rand") {
			return true
		}
		switch u := t.Underlying().(type) {
		case *types.Signature:
			return true
		case *types.Pointer:
			return walk(u.Elem())
		case *types.Slice:
			return walk(u.Elem())
		case *types.Array:
			return walk(u.Elem())
		case *types.Map:
			return walk(u.Elem())
		case *types.Struct:
			for i := 0; i < u.NumFields(); i++ {
				if walk(u.Field(i).Type()) {
					return true
				}
			}
		case *types.Interface:
			return true
		}
		return false
	}
	return walk(t)
}
