package interp

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"sync"
)

// session is the compile-time state that persists from cell to cell: the
// names declared so far (seeded into each new cell's package scope), their
// storage, and every function declaration seen (cells and libraries).
type session struct {
	in *Interp

	cellN int
	scope map[string]types.Object // latest binding of each name declared by cells
	// prev holds, while a cell runs, the bindings its names had before it
	// (scope already has the new ones), for declareGlobalLazy.
	prev  map[string]types.Object
	cells map[*types.Var]*Value // storage of every global variable
	decls map[*types.Func]*declRef
	funcs map[funcKey]*Func
	// funcAlias maps a redeclared function to the *Func of its earlier
	// declaration (same signature), so that old callers see the new body.
	funcAlias  map[*types.Func]*Func
	funcByName map[string]*types.Func

	imports map[string]string // local name → path, from explicit imports in cells
	libDone map[string]bool   // libraries whose declarations are registered

	typeSrc   map[string]srcDecl            // source of each cell-declared type, by name
	methodSrc map[string]map[string]srcDecl // type name → method name → source

	sources map[string][]string // file name → source lines, for carets
}

type srcDecl struct {
	text string
	pos  token.Position
}

type declRef struct {
	unit *unit
	decl *ast.FuncDecl
}

func (in *Interp) init() {
	in.rt = &runtime{}
	in.sess = &session{in: in}
	in.sess.reset()
	in.initRuntimeTypes()
}

func (s *session) reset() {
	s.scope = map[string]types.Object{}
	s.cells = map[*types.Var]*Value{}
	s.decls = map[*types.Func]*declRef{}
	s.funcs = map[funcKey]*Func{}
	s.funcAlias = map[*types.Func]*Func{}
	s.funcByName = map[string]*types.Func{}
	s.imports = map[string]string{}
	s.libDone = map[string]bool{}
	s.typeSrc = map[string]srcDecl{}
	s.methodSrc = map[string]map[string]srcDecl{}
	if s.sources == nil {
		s.sources = map[string][]string{}
	}
}

// Reset forgets every declaration of the session.
func (in *Interp) Reset() {
	in.StopGoroutines() // and their timers: nothing of the old session runs later
	in.sess.reset()
	in.rt.types = rtypes{}
	in.handles = nil
	in.initRuntimeTypes()
}

func (s *session) globalCell(v *types.Var) *Value { return s.cells[v] }

// declareGlobal allocates the storage of a variable declared at the top of
// a cell. Redeclaring a name with an identical type reuses the storage, so
// functions compiled earlier see the new value; otherwise the name gets new
// storage and earlier code keeps the old variable.
func (s *session) declareGlobal(v *types.Var, t types.Type) *Value {
	cell := s.declareGlobalLazy(v)
	if cell.R == nil && cell.N == 0 && isAggregate(t) && valueCount(t) <= maxSliceElems {
		*cell = s.in.RType(t).zero()
	}
	return cell
}

// declareGlobalLazy allocates storage without making the zero value: the
// declaration statement of a cell stores the initial value when it runs.
func (s *session) declareGlobalLazy(v *types.Var) *Value {
	if cell := s.cells[v]; cell != nil {
		return cell
	}
	was := s.scope[v.Name()]
	if p, ok := s.prev[v.Name()]; ok {
		was = p
	}
	if old, ok := was.(*types.Var); ok && old != v && types.Identical(old.Type(), v.Type()) {
		if cell := s.cells[old]; cell != nil {
			s.cells[v] = cell
			return cell
		}
	}
	cell := new(Value)
	s.cells[v] = cell
	return cell
}

// ---- libraries ----

type libPkg struct {
	pkg   *types.Package
	files []*ast.File
	info  *types.Info
	fset  *token.FileSet
	err   error
}

var (
	libMu   sync.Mutex
	libFset = token.NewFileSet()
)

// libImporter type-checks library packages from their Go source, once per
// process (go/types packages are immutable and shared by all sessions). A
// library's imports resolve to the libraries of the session that first
// loads it: sessions that share a Library share its imports too.
type libImporter struct{ in *Interp }

func (im libImporter) Import(path string) (*types.Package, error) {
	lp := im.in.loadLib(path)
	if lp == nil {
		return nil, fmt.Errorf("package %s is not available in adrepl", path)
	}
	return lp.pkg, lp.err
}

func (in *Interp) loadLib(path string) *libPkg {
	if path == "unsafe" {
		return &libPkg{pkg: types.Unsafe}
	}
	l := in.libs[path]
	if l == nil {
		return nil
	}
	// One type-check per library per process, even when sessions in
	// several goroutines import it at once: everyone must share one
	// *types.Package for object identity to hold.
	e := libEntryOf(l)
	e.once.Do(func() { e.lp = checkLib(path, l, libImporter{in}) })
	return e.lp
}

type libEntry struct {
	prep sync.Once // prepareLibrary
	once sync.Once // the type-check
	lp   *libPkg
}

var libOnce = map[*Library]*libEntry{}

func libEntryOf(l *Library) *libEntry {
	libMu.Lock()
	defer libMu.Unlock()
	e, ok := libOnce[l]
	if !ok {
		e = &libEntry{}
		libOnce[l] = e
	}
	return e
}

// prepareLibrary installs the interrupt guards of a library's host
// functions (interrupt_host.go), once per Library value.
func prepareLibrary(l *Library) {
	libEntryOf(l).prep.Do(func() { offloadBigCalls(l) })
}

func checkLib(path string, l *Library, imp types.Importer) *libPkg {
	lp := &libPkg{fset: libFset}
	libMu.Lock()
	f, err := parser.ParseFile(libFset, path+".go", l.Src, parser.SkipObjectResolution)
	libMu.Unlock()
	if err != nil {
		lp.err = fmt.Errorf("library %s: %v", path, err)
		lp.pkg = types.NewPackage(path, pathBase(path))
		return lp
	}
	lp.files = []*ast.File{f}
	lp.info = newInfo()
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check(path, libFset, lp.files, lp.info)
	lp.pkg = pkg
	if err != nil {
		lp.err = fmt.Errorf("library %s: %v", path, err)
	}
	return lp
}

func pathBase(p string) string {
	if i := strings.LastIndex(p, "/"); i >= 0 {
		p = p[i+1:]
	}
	if p == "v2" {
		return "rand"
	}
	return p
}

func newInfo() *types.Info {
	return &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
		Instances:  map[*ast.Ident]types.Instance{},
	}
}

// ensureLib registers a library's declarations with this session and runs
// its variable initialisers, once, along with those of its imports.
func (in *Interp) ensureLib(pkg *types.Package) {
	s := in.sess
	path := pkg.Path()
	if s.libDone[path] || in.libs[path] == nil {
		return
	}
	s.libDone[path] = true
	// An interrupt can stop the initialisers half-way (they run
	// interpreted code): then the library is not done, and the next cell
	// that needs it registers and initialises it again.
	done := false
	defer func() {
		if !done {
			delete(s.libDone, path)
		}
	}()
	for _, imp := range pkg.Imports() {
		in.ensureLib(imp)
	}
	lp := in.loadLib(path)
	u := &unit{pkg: lp.pkg, info: lp.info, files: lp.files, lib: true}
	in.registerUnit(u)
	in.runInit(u)
	done = true
}

// registerUnit records the function declarations of a unit and computes
// which of its variables need heap cells.
func (in *Interp) registerUnit(u *unit) {
	s := in.sess
	var nodes []ast.Node
	for _, f := range u.files {
		nodes = append(nodes, f)
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, _ := u.info.Defs[fd.Name].(*types.Func)
			if obj == nil {
				continue
			}
			s.decls[obj] = &declRef{unit: u, decl: fd}
		}
	}
	findBoxed(u, nodes...)
	findCallOnly(u, nodes...)
}

// runInit initialises the package-level variables of u in dependency order.
func (in *Interp) runInit(u *unit) {
	if len(u.info.InitOrder) == 0 {
		for _, f := range u.files {
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
					for _, sp := range g.Specs {
						for _, n := range sp.(*ast.ValueSpec).Names {
							if v, ok := u.info.Defs[n].(*types.Var); ok {
								in.sess.declareGlobal(v, v.Type())
							}
						}
					}
				}
			}
		}
		return
	}
	c := &compiler{in: in, u: u, locals: map[*types.Var]int{}, captures: map[*types.Var]int{}, fnName: u.pkg.Name() + ".init"}
	// Every package-level variable gets storage first (also those without
	// initialisers, which InitOrder omits).
	for _, f := range u.files {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, sp := range g.Specs {
					for _, n := range sp.(*ast.ValueSpec).Names {
						if v, ok := u.info.Defs[n].(*types.Var); ok && n.Name != "_" {
							in.sess.declareGlobal(v, v.Type())
						}
					}
				}
			}
		}
	}
	var stmts []stmt
	for _, ini := range u.info.InitOrder {
		stores := make([]func(*frame, Value), len(ini.Lhs))
		for i, v := range ini.Lhs {
			if v.Name() == "_" {
				stores[i] = func(*frame, Value) {}
				continue
			}
			cell := in.sess.declareGlobal(v, v.Type())
			stores[i] = func(_ *frame, x Value) { *cell = x }
		}
		if len(ini.Lhs) == 1 {
			x := c.exprTo(ini.Rhs, ini.Lhs[0].Type())
			st := stores[0]
			stmts = append(stmts, func(fr *frame) ctl { st(fr, x(fr)); return ctlNext })
			continue
		}
		// var a, b = f() / m[k] / x.(T)
		// The values convert to the variables' types (var a, b any = f()).
		convs := make([]func(Value) Value, len(ini.Lhs))
		tup, _ := u.info.TypeOf(ini.Rhs).(*types.Tuple)
		for i, v := range ini.Lhs {
			from := types.Type(types.Typ[types.Bool]) // the ok of a comma-ok form
			if tup != nil {
				from = tup.At(i).Type()
			} else if i == 0 {
				from = u.info.TypeOf(ini.Rhs)
			}
			convs[i] = c.valueConv(from, v.Type())
		}
		if call, ok := ast.Unparen(ini.Rhs).(*ast.CallExpr); ok {
			cf := c.callFrame(call)
			stmts = append(stmts, func(fr *frame) ctl {
				callee := cf(fr)
				for i, st := range stores {
					st(fr, convs[i](callee.L[callee.fn.nparams+i]))
				}
				in.popFrame(callee)
				return ctlNext
			})
			continue
		}
		get := c.commaOk(ini.Rhs)
		stmts = append(stmts, func(fr *frame) ctl {
			v, ok := get(fr)
			stores[0](fr, convs[0](v))
			stores[1](fr, convs[1](MakeBool(ok)))
			return ctlNext
		})
	}
	body := func(fr *frame) ctl {
		for _, s := range stmts {
			s(fr)
		}
		return ctlNext
	}
	fn := &Func{Name: c.fnName, body: body, nslots: c.nslots}
	fr := in.getFrame(fn)
	in.invoke(fr)
	in.putFrame(fr)
}
