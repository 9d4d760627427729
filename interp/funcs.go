package interp

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// compileFunc compiles a function body in compiler c (a fresh child). The
// frame layout is: receiver (if any), parameters, results, then locals.
func (c *compiler) compileFunc(sig *types.Signature, recv *types.Var, ftype *ast.FuncType, body *ast.BlockStmt, name string, pos token.Pos) *Func {
	fn := &Func{Name: name, Pos: pos, sig: sig}
	c.fnName = name
	c.fillFunc(fn, sig, recv, body)
	return fn
}

// fillFunc compiles into an existing *Func (which callers may already hold).
func (c *compiler) fillFunc(fn *Func, sig *types.Signature, recv *types.Var, body *ast.BlockStmt) {
	var params []*types.Var
	if recv != nil {
		params = append(params, recv)
	}
	for i := 0; i < sig.Params().Len(); i++ {
		params = append(params, sig.Params().At(i))
	}
	var prologue []func(fr *frame)
	for _, p := range params {
		slot := c.nslots
		c.nslots++
		if p.Name() != "" && p.Name() != "_" {
			c.locals[p] = slot
			if c.u.boxed[p] {
				prologue = append(prologue, func(fr *frame) {
					v := fr.L[slot]
					fr.L[slot] = Value{R: &v}
				})
			}
		}
	}
	fn.nparams = len(params)
	fn.nres = sig.Results().Len()
	fn.resBoxed = nil
	for i := 0; i < sig.Results().Len(); i++ {
		r := sig.Results().At(i)
		slot := c.nslots
		c.nslots++
		c.results = append(c.results, slot)
		c.resultVars = append(c.resultVars, r)
		zero := c.zeroOf(r.Type())
		if r.Name() != "" && r.Name() != "_" {
			c.locals[r] = slot
		}
		if c.u.boxed[r] {
			fn.resBoxed = append(fn.resBoxed, slot)
			prologue = append(prologue, func(fr *frame) {
				v := zero()
				fr.L[slot] = Value{R: &v}
			})
		} else if isAggregate(c.typ(r.Type())) {
			prologue = append(prologue, func(fr *frame) { fr.L[slot] = zero() })
		}
	}
	if body == nil {
		c.errorAt(&ast.Ident{NamePos: fn.Pos}, "missing function body")
	}
	fn.end = body.Rbrace
	c.findGotos(body.List)
	registered := fn.leafFr != nil
	fn.leaf, fn.leafFr, fn.leafMode, fn.leafLit, fn.leafSt = nil, nil, leafPure, nil, nil
	var block stmt
	if len(prologue) == 0 && leafOn {
		block = c.leafBody(fn, body)
	}
	if block == nil {
		fn.leaf, fn.leafLit, fn.leafSt = nil, nil, nil
		block = c.block(body.List)
	}
	fn.hasDefer = c.hasDefer
	fn.nslots = c.nslots
	fn.plain = !fn.hasDefer && len(fn.resBoxed) == 0 && fn.host == nil
	if fn.leaf != nil {
		fn.leafFr = &frame{fn: fn, L: make([]Value, fn.nslots), idx: -1}
		if !registered {
			c.in.rt.leaves = append(c.in.rt.leaves, fn)
		}
	}
	if len(prologue) == 0 {
		fn.body = block
		return
	}
	fn.body = func(fr *frame) ctl {
		for _, p := range prologue {
			p(fr)
		}
		return block(fr)
	}
}

// funcKey identifies one compiled instantiation of a declared function.
type funcKey struct {
	obj   *types.Func
	targs string
}

// funcFor returns the compiled function for a declared function or method,
// instantiated with targs for generic functions. Compilation is lazy.
func (c *compiler) funcFor(obj *types.Func, targs []types.Type) *Func {
	in := c.in
	s := in.sess
	origin := obj.Origin()
	sig := obj.Type().(*types.Signature)
	// Methods of instantiated generic types carry their type arguments on
	// the receiver.
	var recvArgs []types.Type
	if sig.Recv() != nil {
		rt := sig.Recv().Type()
		if p, ok := rt.(*types.Pointer); ok {
			rt = p.Elem()
		}
		if n, ok := rt.(*types.Named); ok && n.TypeArgs().Len() > 0 {
			for i := 0; i < n.TypeArgs().Len(); i++ {
				recvArgs = append(recvArgs, c.typ(n.TypeArgs().At(i)))
			}
		}
	}
	all := append(append([]types.Type{}, recvArgs...), targs...)
	var kb strings.Builder
	for _, t := range all {
		kb.WriteString(types.TypeString(t, nil))
		kb.WriteByte(';')
	}
	key := funcKey{origin, kb.String()}
	if fn := s.funcs[key]; fn != nil {
		return fn
	}
	if alias := s.funcAlias[origin]; alias != nil && len(all) == 0 {
		s.funcs[key] = alias
		return alias
	}
	d := s.decls[origin]
	name := funcName(origin)
	fn := &Func{Name: name, Pos: origin.Pos()}
	s.funcs[key] = fn
	if d == nil {
		c.errorAt(&ast.Ident{NamePos: obj.Pos()}, "internal error: no declaration for %s", name)
	}
	if d.decl.Body == nil || isHostBody(d.decl.Body) {
		// A library function bound to the host.
		lib := c.in.libs[origin.Pkg().Path()]
		hkey := origin.Name()
		if r := sig.Recv(); r != nil {
			hkey = recvTypeName(r.Type()) + "." + hkey
		}
		var h *HostFunc
		if lib != nil {
			h = lib.Host[hkey]
		}
		if h == nil {
			c.errorAt(&ast.Ident{NamePos: obj.Pos()}, "%s has no implementation in adrepl", name)
		}
		if origin.Pkg().Path() == "math" {
			h = in.adMathHost(origin.Name(), h)
		}
		fn.host = h
		fn.sig = sig
		for _, t := range all {
			fn.targs = append(fn.targs, in.RType(t))
		}
		fn.nparams = sig.Params().Len()
		if sig.Recv() != nil {
			fn.nparams++
		}
		fn.nres = sig.Results().Len()
		fn.nslots = fn.nparams + fn.nres
		return fn
	}
	fn.compile = func() {
		fn.compile = nil
		fc := &compiler{in: in, u: d.unit, locals: map[*types.Var]int{}, captures: map[*types.Var]int{}}
		if len(all) > 0 {
			fc.subst = newSubst(origin, all)
		}
		fc.fnName = name
		osig := origin.Type().(*types.Signature)
		fsig := osig
		if fc.subst != nil {
			fsig = fc.subst.apply(osig).(*types.Signature)
		}
		fn.sig = fsig
		var recv *types.Var
		if osig.Recv() != nil {
			recv = osig.Recv()
		}
		in.catchCompile(d.unit, func() { fc.fillFunc(fn, osig, recv, d.decl.Body) })
	}
	return fn
}

// catchCompile runs a lazy compilation; a compile error becomes a run-time
// error at the point of first call.
func (in *Interp) catchCompile(u *unit, f func()) {
	defer func() {
		if in.unwinding {
			return
		}
		if r := recover(); r != nil {
			if ce := hostFailure(u, r); ce != nil {
				r = ce
			}
			if ce, ok := r.(*compileError); ok {
				in.die(in.errorAt(ce.pos, ce.msg, Unsupported))
			}
			panic(r)
		}
	}()
	f()
}

func recvTypeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return types.TypeString(t, qualifier)
}

// funcName is the name a stack trace shows: main.f, main.(*T).M, fmt.Println.
func funcName(f *types.Func) string {
	pkg := "main"
	if f.Pkg() != nil {
		pkg = f.Pkg().Name()
	}
	sig := f.Type().(*types.Signature)
	if r := sig.Recv(); r != nil {
		t := r.Type()
		if p, ok := t.(*types.Pointer); ok {
			return pkg + ".(*" + recvTypeName(p.Elem()) + ")." + f.Name()
		}
		return pkg + "." + recvTypeName(t) + "." + f.Name()
	}
	return pkg + "." + f.Name()
}

// isHostBody reports whether a library function's body is the marker
// panic("host"), used for generic functions implemented on the host (go/types
// requires generic functions to have bodies).
func isHostBody(b *ast.BlockStmt) bool {
	if len(b.List) != 1 {
		return false
	}
	es, ok := b.List[0].(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := es.X.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	lit, ok2 := call.Args[0].(*ast.BasicLit)
	return ok && ok2 && id.Name == "panic" && lit.Value == `"host"`
}
