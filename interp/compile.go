package interp

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// expr is a compiled expression: it evaluates to one Value.
type expr func(fr *frame) Value

// stmt is a compiled statement; it reports how control leaves it.
type stmt func(fr *frame) ctl

// ctl is the control-flow outcome of a statement: normal completion, break,
// continue, return, fallthrough or goto. Labelled break and continue, and
// goto, carry the label's id above ctlShift.
type ctl int

const (
	ctlNext ctl = iota
	ctlBreak
	ctlContinue
	ctlReturn
	ctlFallthrough
	ctlGoto

	ctlMask  = 7
	ctlShift = 3
)

// unit is one type-checked body of source: a cell chunk, a file run with
// RunFile, or a library package.
type unit struct {
	// at is the position of the statement or expression being compiled, so
	// that a failure of the compiler itself still points at the source.
	at    token.Pos
	pkg   *types.Package
	info  *types.Info
	files []*ast.File
	// boxed lists the variables that must live in heap cells: captured by a
	// closure or with their address taken.
	boxed map[*types.Var]bool
	// byValue lists the captured variables that closures may copy: never
	// assigned after their definition, their address never taken, of a
	// type whose Value is not shared storage (no array or struct).
	byValue map[*types.Var]bool
	// callOnly lists the local func variables only ever called or
	// assigned (closure_reuse.go).
	callOnly map[*types.Var]bool
	lib      bool
	// extra holds types of syntax the compiler synthesises; info itself is
	// shared between sessions for libraries and never written.
	extra map[ast.Expr]types.TypeAndValue
}

func (c *compiler) setType(e ast.Expr, tv types.TypeAndValue) {
	if c.u.extra == nil {
		c.u.extra = map[ast.Expr]types.TypeAndValue{}
	}
	c.u.extra[e] = tv
}

// tv returns the recorded type and value of e.
func (c *compiler) tv(e ast.Expr) (types.TypeAndValue, bool) {
	if tv, ok := c.u.extra[e]; ok {
		return tv, true
	}
	tv, ok := c.u.info.Types[e]
	return tv, ok
}

// compiler compiles one function body (and, recursively, its closures).
// general reports whether this session compiles on the general path only
// (Options.GeneralPath). Every specialised path's entry asks it first and
// answers "not mine", so the corpora can check each against the general
// path it replaces.
func (c *compiler) general() bool { return c.in.opts.GeneralPath }

type compiler struct {
	in     *Interp
	u      *unit
	parent *compiler
	subst  *substMap // type arguments of the generic instantiation being compiled

	locals   map[*types.Var]int // slot of each local
	captures map[*types.Var]int // env index of each captured variable
	capList  []*types.Var
	nslots   int
	hasDefer bool

	// cellTop, when non-nil, is the outermost scope of a cell's statements:
	// variables declared there become session globals.
	cellTop *types.Scope
	// results are the slots of the result variables.
	results    []int
	resultVars []*types.Var
	fnName     string

	shows        map[ast.Stmt]bool        // bare expressions of a cell, whose values are shown
	deferHolders []deferHolder            // placeholders of deferred builtin arguments
	fieldUpds    map[ast.Expr]*fieldUpd   // fastFieldUpdate plans by right-hand side, for fieldRun
	fieldTests   map[ast.Expr]*fieldTest  // fieldCond plans by comparison, for ifField
	ifFields     map[*ast.IfStmt]*ifField // ifs on a fieldTest, for fieldRun
	dotPlans     map[ast.Expr]*dotPlan    // packedDotStep plans by right-hand side, for packedDotLoop
	addrIntos    map[ast.Expr]*addrInto   // fastAddrInto plans by right-hand side, for fieldRun
	soleRuns     map[ast.Stmt]*fieldBody  // blocks that fieldRun made one fieldBody, by first statement, for rangeSlice

	loops []*loopInfo // loops enclosing the code being compiled (loops.go)

	lastLit *Func // the function literal closureOf compiled last (leafBody)

	labels      map[string]int // label name → id (labelled break, continue, goto)
	nextLabel   int
	gotoTargets map[string]bool // labels some goto of the function names (goto.go)
}

// errorf reports an unsupported construct as a compile error with position.
type compileError struct {
	pos token.Pos
	msg string
}

func (c *compiler) unsupported(n ast.Node, what string) {
	panic(&compileError{n.Pos(), what + " not supported yet"})
}

// hostFailure turns a panic of the compiler itself (a bug in adrepl) into a
// positioned refusal; nil when r is not such a panic.
func hostFailure(u *unit, r any) *compileError {
	switch r.(type) {
	case *compileError, *fatal, *goPanic:
		return nil
	}
	return &compileError{u.at, fmt.Sprintf("this construct is not supported yet (adrepl failed to compile it: %v)", r)}
}

func (c *compiler) errorAt(n ast.Node, format string, args ...any) {
	panic(&compileError{n.Pos(), fmt.Sprintf(format, args...)})
}

func (c *compiler) newChild() *compiler {
	return &compiler{in: c.in, u: c.u, parent: c, subst: c.subst, locals: map[*types.Var]int{}, captures: map[*types.Var]int{}}
}

// typeOf is the (instantiated) type of an expression.
func (c *compiler) typeOf(e ast.Expr) types.Type {
	tv, ok := c.tv(e)
	if !ok {
		if id, ok := e.(*ast.Ident); ok {
			if o := c.objOf(id); o != nil {
				return c.typ(o.Type())
			}
		}
		c.errorAt(e, "internal error: no type for expression")
	}
	return c.typ(tv.Type)
}

// typ applies the current type substitution.
func (c *compiler) typ(t types.Type) types.Type {
	if c.subst == nil || t == nil {
		return t
	}
	return c.subst.apply(t)
}

func (c *compiler) objOf(id *ast.Ident) types.Object {
	if o := c.u.info.Uses[id]; o != nil {
		return o
	}
	return c.u.info.Defs[id]
}

func (c *compiler) rtype(t types.Type) *RType { return c.in.RType(c.typ(t)) }

// constValue returns the compiled constant of e if go/types folded it.
func (c *compiler) constOf(e ast.Expr) (Value, bool) {
	tv, ok := c.tv(e)
	if !ok || tv.Value == nil {
		return Value{}, false
	}
	return c.makeConst(tv.Value, c.typ(tv.Type)), true
}

// makeConst converts a go/constant value to a Value of type t (the default
// type for untyped constants).
func (c *compiler) makeConst(v constant.Value, t types.Type) Value {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		// A constant assigned to an interface: box with the default type.
		dt := defaultConstType(v)
		return Box(c.makeConst(v, dt), c.in.RType(dt))
	}
	info := b.Info()
	if info&types.IsUntyped != 0 {
		return c.makeConst(v, defaultConstType(v))
	}
	switch {
	case info&types.IsBoolean != 0:
		return MakeBool(constant.BoolVal(v))
	case info&types.IsString != 0:
		return MakeString(constant.StringVal(v))
	case info&types.IsInteger != 0:
		v = constant.ToInt(v)
		if info&types.IsUnsigned != 0 {
			u, _ := constant.Uint64Val(v)
			return MakeUint(u)
		}
		i, _ := constant.Int64Val(v)
		return wrapInt(MakeInt(i), b.Kind())
	case info&types.IsFloat != 0:
		f, _ := constant.Float64Val(constant.ToFloat(v))
		if b.Kind() == types.Float32 {
			f32, _ := constant.Float32Val(constant.ToFloat(v))
			f = float64(f32)
		}
		return MakeFloat(f)
	case info&types.IsComplex != 0:
		v = constant.ToComplex(v)
		re, _ := constant.Float64Val(constant.Real(v))
		im, _ := constant.Float64Val(constant.Imag(v))
		if b.Kind() == types.Complex64 {
			re, im = float64(float32(re)), float64(float32(im))
		}
		return MakeComplex(complex(re, im))
	}
	return Value{}
}

func defaultConstType(v constant.Value) types.Type {
	switch v.Kind() {
	case constant.Bool:
		return types.Typ[types.Bool]
	case constant.String:
		return types.Typ[types.String]
	case constant.Int:
		return types.Typ[types.Int]
	case constant.Float:
		return types.Typ[types.Float64]
	case constant.Complex:
		return types.Typ[types.Complex128]
	}
	return types.Typ[types.Invalid]
}

// ---- variables ----

// varKind classifies where a variable lives.
type varKind int

const (
	varGlobal varKind = iota
	varLocal
	varBoxed
	varCaptured // a copy in the closure's environment (unit.byValue): fr.env[i]
	varCapCell  // captured by reference: fr.env[i].R is its cell
)

// lookupVar finds how to reach v from the function being compiled.
func (c *compiler) lookupVar(v *types.Var) (varKind, int, *Value) {
	if cell := c.in.sess.globalCell(v); cell != nil {
		return varGlobal, 0, cell
	}
	if slot, ok := c.locals[v]; ok {
		if c.u.boxed[v] {
			return varBoxed, slot, nil
		}
		return varLocal, slot, nil
	}
	kind := varCapCell
	if c.u.byValue[v] {
		kind = varCaptured
	}
	if i, ok := c.captures[v]; ok {
		return kind, i, nil
	}
	if c.parent != nil {
		// Captured from an enclosing function: the escape analysis boxed
		// it, or found it may be copied.
		i := len(c.capList)
		c.captures[v] = i
		c.capList = append(c.capList, v)
		return kind, i, nil
	}
	c.errorAt(&ast.Ident{NamePos: v.Pos()}, "internal error: variable %s has no storage", v.Name())
	return 0, 0, nil
}

// declare allocates storage for a new local (or, at the top of a cell, a
// session global) and returns its store function for the initial value.
func (c *compiler) declare(v *types.Var) func(fr *frame, val Value) {
	if v.Name() == "_" {
		return func(*frame, Value) {}
	}
	if c.cellTop != nil && v.Parent() == c.cellTop {
		cell := c.in.sess.declareGlobalLazy(v)
		agg := isAggregate(v.Type())
		cp := copyFunc(c.typ(v.Type()))
		return func(fr *frame, val Value) {
			if agg {
				val = cp(val)
			}
			*cell = val
		}
	}
	slot := c.nslots
	c.nslots++
	c.locals[v] = slot
	cp := copyFunc(c.typ(v.Type()))
	if c.u.boxed[v] {
		if cp != nil {
			return func(fr *frame, val Value) {
				val = cp(val)
				fr.L[slot] = Value{R: &val}
			}
		}
		return func(fr *frame, val Value) {
			fr.L[slot] = Value{R: &val}
		}
	}
	if cp != nil {
		return func(fr *frame, val Value) { fr.L[slot] = cp(val) }
	}
	return func(fr *frame, val Value) { fr.L[slot] = val }
}

// zeroOf returns the zero-value maker of t.
func (c *compiler) zeroOf(t types.Type) func() Value { return c.in.RType(c.typ(t)).zero }

// loadVar compiles a read of v.
func (c *compiler) loadVar(v *types.Var) expr {
	kind, i, cell := c.lookupVar(v)
	switch kind {
	case varGlobal:
		return func(*frame) Value { return *cell }
	case varLocal:
		return func(fr *frame) Value { return fr.L[i] }
	case varBoxed:
		return func(fr *frame) Value { return *fr.L[i].R.(*Value) }
	case varCaptured:
		return func(fr *frame) Value { return fr.env[i] }
	default:
		return func(fr *frame) Value { return *fr.env[i].R.(*Value) }
	}
}

// addrVar compiles the address of v's storage. For unboxed locals the
// pointer is into the frame and must not outlive the statement.
func (c *compiler) addrVar(v *types.Var) func(fr *frame) *Value {
	kind, i, cell := c.lookupVar(v)
	switch kind {
	case varGlobal:
		return func(*frame) *Value { return cell }
	case varLocal:
		return func(fr *frame) *Value { return &fr.L[i] }
	case varBoxed:
		return func(fr *frame) *Value { return fr.L[i].R.(*Value) }
	case varCaptured:
		return func(fr *frame) *Value { return &fr.env[i] }
	default:
		return func(fr *frame) *Value { return fr.env[i].R.(*Value) }
	}
}

// cellOf compiles the heap cell of a boxed or captured variable (for closures).
func (c *compiler) cellOf(v *types.Var) func(fr *frame) *Value {
	kind, i, cell := c.lookupVar(v)
	switch kind {
	case varGlobal:
		return func(*frame) *Value { return cell }
	case varBoxed:
		return func(fr *frame) *Value { return fr.L[i].R.(*Value) }
	case varCapCell:
		return func(fr *frame) *Value { return fr.env[i].R.(*Value) }
	case varCaptured:
		// (A copy is never assigned nor has its address taken: only a
		// closure's own copy can be asked for.)
		return func(fr *frame) *Value { return &fr.env[i] }
	}
	c.errorAt(&ast.Ident{NamePos: v.Pos()}, "internal error: captured variable %s is not boxed", v.Name())
	return nil
}

// ---- escape analysis ----

// findBoxed marks the variables of the unit that closures capture or whose
// address is taken; they live in heap cells.
func findBoxed(u *unit, nodes ...ast.Node) {
	if u.boxed == nil {
		u.boxed = map[*types.Var]bool{}
		u.byValue = map[*types.Var]bool{}
	}
	info := u.info
	var stack []*ast.FuncLit
	captured := map[*types.Var]bool{}
	assigned := map[*types.Var]bool{}
	// assign notes a store into the variable e names (a field or element
	// store is one only for types that byValue excludes anyway).
	assign := func(e ast.Expr, define bool) {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok || define && info.Defs[id] != nil {
			return
		}
		if v, ok := info.Uses[id].(*types.Var); ok {
			assigned[v] = true
		}
	}
	results := func(ft *ast.FuncType) {
		if ft.Results == nil {
			return
		}
		for _, f := range ft.Results.List {
			for _, n := range f.Names {
				if v, ok := info.Defs[n].(*types.Var); ok {
					assigned[v] = true // return stores into it
				}
			}
		}
	}
	mark := func(e ast.Expr) {
		for {
			switch x := e.(type) {
			case *ast.ParenExpr:
				e = x.X
				continue
			case *ast.Ident:
				if v, ok := info.Uses[x].(*types.Var); ok && !isPkgLevel(v) {
					u.boxed[v] = true
					assigned[v] = true
				}
			case *ast.SelectorExpr:
				// &s.f of a struct variable: the field lives in the
				// struct's own storage, no cell is needed for s.
				if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
					if _, isPtr := sel.Recv().Underlying().(*types.Pointer); !isPtr {
						e = x.X
						continue
					}
				}
			case *ast.IndexExpr:
				if _, isArr := info.TypeOf(x.X).Underlying().(*types.Array); isArr {
					e = x.X
					continue
				}
			}
			return
		}
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncDecl:
			results(x.Type)
		case *ast.FuncLit:
			results(x.Type)
			stack = append(stack, x)
			ast.Inspect(x.Body, visit)
			stack = stack[:len(stack)-1]
			return false
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				assign(l, x.Tok == token.DEFINE)
			}
		case *ast.IncDecStmt:
			assign(x.X, false)
		case *ast.RangeStmt:
			if x.Tok == token.ASSIGN {
				if x.Key != nil {
					assign(x.Key, false)
				}
				if x.Value != nil {
					assign(x.Value, false)
				}
			}
		case *ast.Ident:
			if len(stack) > 0 {
				if v, ok := info.Uses[x].(*types.Var); ok && !isPkgLevel(v) {
					lit := stack[len(stack)-1]
					if v.Pos() < lit.Pos() || v.Pos() >= lit.End() {
						captured[v] = true
					}
				}
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				if _, isLit := ast.Unparen(x.X).(*ast.CompositeLit); !isLit {
					mark(x.X)
				}
			}
		case *ast.SelectorExpr:
			// Calling a pointer method on an addressable value takes its address.
			if sel := info.Selections[x]; sel != nil && (sel.Kind() == types.MethodVal) {
				if f, ok := sel.Obj().(*types.Func); ok {
					if sig, ok := f.Type().(*types.Signature); ok && sig.Recv() != nil {
						if _, ptrRecv := sig.Recv().Type().(*types.Pointer); ptrRecv {
							if _, isPtr := sel.Recv().Underlying().(*types.Pointer); !isPtr {
								mark(x.X)
							}
						}
					}
				}
			}
		case *ast.SliceExpr:
			if _, isArr := info.TypeOf(x.X).Underlying().(*types.Array); isArr {
				mark(x.X)
			}
		}
		return true
	}
	for _, n := range nodes {
		ast.Inspect(n, visit)
	}
	for v := range captured {
		if !assigned[v] && !u.boxed[v] && copyableByValue(v.Type()) {
			u.byValue[v] = true
		} else {
			u.boxed[v] = true
			delete(u.byValue, v)
		}
	}
}

// copyableByValue reports whether a copy of a Value of type t is an
// independent value: not an array or struct, whose Values share their
// elements, and not a type parameter, which may be either.
func copyableByValue(t types.Type) bool {
	if _, ok := t.(*types.TypeParam); ok {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Basic, *types.Pointer, *types.Slice, *types.Map, *types.Signature, *types.Chan, *types.Interface:
		return true
	}
	return false
}

func isPkgLevel(v *types.Var) bool {
	return v.Parent() != nil && v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}
