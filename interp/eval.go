package interp

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"maps"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// A cell is split into chunks: runs of declarations that must live at
// package level (func, method, type, import) and runs of statements (which
// include var and const declarations, so that they run in order). Each
// chunk is type-checked as its own file of package main whose scope is
// seeded with everything declared before it.
type chunk struct {
	decl       bool
	start, end int // byte offsets in the cell source
}

// knownPackages are imported automatically in cells when their name is used.
var knownPackages = map[string]string{
	"fmt": "fmt", "math": "math", "rand": "math/rand", "strings": "strings", "strconv": "strconv",
	"sort": "sort", "slices": "slices", "maps": "maps", "errors": "errors", "time": "time",
	"unicode": "unicode", "utf8": "unicode/utf8", "cmplx": "math/cmplx", "bits": "math/bits",
	"bytes": "bytes", "ad": "ad", "display": "display",
	"sync": "sync", "atomic": "sync/atomic", "context": "context", "cmp": "cmp",
}

// sandboxed packages get a specific message.
func (in *Interp) forbidden(path string) bool { return in.libs[path] == nil }

// Eval runs one REPL or notebook cell.
func (in *Interp) Eval(name, src string) (err error) {
	defer in.recoverTop(&err)
	in.prepareRun()
	defer in.watch()()
	if err := in.checkBombs(name, src); err != nil {
		return err
	}
	s := in.sess
	s.cellN++
	s.sources[name] = strings.Split(src, "\n")
	if hasPackageClause(src) {
		if err := in.runFile(name, src, false); err != nil {
			return err
		}
		in.settle()
		return nil
	}
	chunks, err := in.splitCell(name, src)
	if err != nil {
		return err
	}
	// Check every chunk before running any, so that a type error anywhere
	// leaves the session untouched.
	var checked []*cellUnit
	// pending holds only the names this cell declares (over s.scope):
	// copying the whole scope for every cell made a long session
	// quadratic in the number of names it declared.
	pending := map[string]types.Object{}
	imports := map[string]string{}
	for k, v := range s.imports {
		imports[k] = v
	}
	// before[k] is the session's scope and imports as chunk k found them:
	// a chunk that fails to compile is rolled back to it, so that its
	// names (and those of the chunks after it) are not left declared
	// without storage.
	type names struct {
		scope   map[string]types.Object
		imports map[string]string
	}
	var before []names
	for k, ch := range chunks {
		before = append(before, names{maps.Clone(pending), maps.Clone(imports)})
		cu, err := in.checkChunk(name, src, ch, k == len(chunks)-1, pending, imports)
		if err != nil {
			return err
		}
		checked = append(checked, cu)
	}
	saved := map[string]types.Object{} // what the names were before this cell
	for n, o := range pending {
		if old, ok := s.scope[n]; ok {
			saved[n] = old
		}
		s.scope[n] = o
	}
	s.imports = imports
	s.prev = saved
	defer func() { s.prev = nil }()
	for k, cu := range checked {
		if compiled, err := in.runChunk(cu); err != nil {
			if !compiled {
				for n := range pending {
					if o, ok := before[k].scope[n]; ok {
						s.scope[n] = o
					} else if o, ok := saved[n]; ok {
						s.scope[n] = o
					} else {
						delete(s.scope, n)
					}
				}
				s.imports = before[k].imports
			}
			return err
		}
	}
	in.settle()
	return nil
}

// RunFile runs a whole Go file with package main and func main.
func (in *Interp) RunFile(name, src string) (err error) {
	defer in.recoverTop(&err)
	in.prepareRun()
	defer in.watch()()
	if err := in.checkBombs(name, src); err != nil {
		return err
	}
	in.sess.sources[name] = strings.Split(src, "\n")
	return in.runFile(name, src, true)
}

func (in *Interp) prepareRun() {
	in.unwinding = false
	in.running = true
	in.printNest = 0
	in.interrupted.Store(false)
	in.pollFlag.Store(0)
	in.sleepNoted = false
	in.mem.over.Store(false)
	select {
	case <-in.wake: // a token of an interrupt that came between cells
	default:
	}
	if in.opts.Steps > 0 {
		in.steps = in.opts.Steps
		in.pollFlag.Store(1)
	}
	if in.opts.Yield != nil {
		in.yieldIn = YieldEvery
		in.pollFlag.Store(1)
	}
	in.rt.cur = nil
	in.rt.depth = 0
	in.rt.resetStack()
	in.program = in.opts.Program
	if s := in.sched; s != nil {
		// Goroutine 1 runs the cell; those of earlier cells stay parked.
		s.cur = s.main
		s.main.status = gRunning
		if len(s.all) == 1 {
			s.nextID = 2 // ids start afresh when no goroutine is left
		}
		// Recomputed: a goroutine an earlier cell left runnable must get
		// its turns (the poll flag was cleared above).
		in.preempt = false
		in.updatePreempt()
		in.setQuantum(in.newQuantum())
	}
}

func hasPackageClause(src string) bool {
	var sc scanner.Scanner
	fs := token.NewFileSet()
	f := fs.AddFile("", -1, len(src))
	sc.Init(f, []byte(src), nil, 0)
	for {
		_, tok, _ := sc.Scan()
		switch tok {
		case token.COMMENT, token.SEMICOLON:
			continue
		}
		return tok == token.PACKAGE
	}
}

// runFile type-checks and runs a complete file. With requireMain, a missing
// main is an error (adrepl run); in a cell, main runs if declared.
func (in *Interp) runFile(name, src string, requireMain bool) error {
	f, err := parser.ParseFile(in.fset, name, src, parser.SkipObjectResolution|parser.ParseComments)
	if err != nil {
		return in.parseError(err)
	}
	if err := in.checkImports(f); err != nil {
		return err
	}
	if f.Name.Name != "main" && requireMain {
		return in.errorAt(f.Name.Pos(), fmt.Sprintf("package %s is not a main package (adrepl run needs package main)", f.Name.Name), TypeError)
	}
	info := newInfo()
	pkg, err := in.check("main", []*ast.File{f}, info, nil)
	if err != nil {
		return err
	}
	u := &unit{pkg: pkg, info: info, files: []*ast.File{f}}
	if err := in.compileUnitChecks(u); err != nil {
		return err
	}
	in.registerUnit(u)
	in.importLibs(pkg)
	// Make the declarations visible to later cells.
	for _, n := range pkg.Scope().Names() {
		in.sess.scope[n] = pkg.Scope().Lookup(n)
	}
	in.runInit(u)
	// init functions in order, then main.
	var mainFn *types.Func
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil {
			continue
		}
		obj := info.Defs[fd.Name].(*types.Func)
		switch fd.Name.Name {
		case "init":
			in.callDeclared(u, obj)
		case "main":
			mainFn = obj
		}
	}
	if mainFn == nil {
		if requireMain {
			return &Error{Kind: TypeError, Msg: "function main is undeclared in the main package", Pos: token.Position{Filename: name}}
		}
		return nil
	}
	in.program = true // its goroutines end with main (sched.go)
	in.callDeclared(u, mainFn)
	return nil
}

func (in *Interp) callDeclared(u *unit, f *types.Func) {
	c := &compiler{in: in, u: u}
	fn := c.funcFor(f, nil)
	fr := in.getFrame(fn)
	in.invoke(fr)
	in.putFrame(fr)
}

// compileUnitChecks reports unsupported constructs before anything runs, so
// that a program is rejected whole rather than failing half-way. Every
// construct of Go is compiled now (goroutines and channels were the last
// refused); the hook stays for the next one.
func (in *Interp) compileUnitChecks(u *unit) error { return nil }

// checkImports rejects packages outside the sandbox with a clear message.
func (in *Interp) checkImports(f *ast.File) error {
	for _, imp := range f.Imports {
		path := strings.Trim(imp.Path.Value, "\"`")
		if in.forbidden(path) {
			return in.errorAt(imp.Path.Pos(), fmt.Sprintf("package %s is not available in adrepl (interpreted code may import only: %s)", path, strings.Join(in.LibraryPaths(), ", ")), Sandbox)
		}
	}
	return nil
}

// check type-checks files as package main, with scope seeded by prior
// declarations. ignore filters errors that do not apply to cells.
//
// Only the names the files mention are seeded: a package scope holding
// every earlier name would make each cell cost as much as the session has
// names, and keep all of them alive from every cell's package.
func (in *Interp) check(path string, files []*ast.File, info *types.Info, seed func(string) types.Object, ignore ...func(types.Error) bool) (*types.Package, error) {
	pkg := types.NewPackage(path, "main")
	if seed != nil {
		seen := map[string]bool{}
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && !seen[id.Name] {
					seen[id.Name] = true
					if obj := seed(id.Name); obj != nil {
						pkg.Scope().Insert(obj)
					}
				}
				return true
			})
		}
	}
	var errs []types.Error
	conf := types.Config{
		Importer: libImporter{in},
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				for _, ig := range ignore {
					if ig(te) {
						return
					}
				}
				errs = append(errs, te)
			}
		},
	}
	chk := types.NewChecker(&conf, in.fset, pkg, info)
	if !in.typeCheck(chk, files) { // typecheck_aside.go: an interrupt abandons it
		return nil, in.typeCheckInterrupted()
	}
	if len(errs) > 0 {
		// Prefer hard errors over soft ones (unused variables and imports).
		e := errs[0]
		for _, x := range errs {
			if !x.Soft {
				e = x
				break
			}
		}
		if msg, ok := in.partialLibrary(files, e.Msg); ok {
			return nil, in.errorAt(e.Pos, msg, Sandbox)
		}
		return nil, in.errorAt(e.Pos, e.Msg+in.importHint(e.Msg), TypeError)
	}
	return pkg, nil
}

// importHint is the hint added to "undefined: iter" when a package that
// adrepl provides goes by that name but is not imported automatically
// (knownPackages): the cell needs an import line.
func (in *Interp) importHint(msg string) string {
	name, ok := strings.CutPrefix(msg, "undefined: ")
	if !ok || !token.IsIdentifier(name) || knownPackages[name] != "" {
		return ""
	}
	var paths []string
	for path := range in.libs {
		if pathBase(path) == name {
			paths = append(paths, fmt.Sprintf("import %q", path))
		}
	}
	if len(paths) == 0 {
		return ""
	}
	sort.Strings(paths)
	return " (package " + name + " is not imported automatically: add " + strings.Join(paths, " or ") + " to the cell)"
}

// partialLibrary rewrites "undefined: runtime.GC" when runtime is one of the
// standard packages adrepl provides only in part: the name may well exist in
// Go, and the user should learn that adrepl lacks it rather than suspect a typo.
func (in *Interp) partialLibrary(files []*ast.File, msg string) (string, bool) {
	if m := missingMethodRE.FindStringSubmatch(msg); m != nil {
		// A method of a type of a partly provided package: time.Time's
		// GobEncode exists in Go, so the user's code is likely valid Go.
		name, typ, method := m[1], m[2], m[3]
		for path := range in.libs {
			if path != "ad" && (path == name || strings.HasSuffix(path, "/"+name)) && token.IsExported(method) {
				return fmt.Sprintf("%s (adrepl provides part of package %s: method %s.%s.%s is not available in adrepl)", msg, path, name, typ, method), true
			}
		}
		return "", false
	}
	sel, ok := strings.CutPrefix(msg, "undefined: ")
	if !ok {
		return "", false
	}
	pkgName, name, ok := strings.Cut(sel, ".")
	if !ok || !token.IsExported(name) {
		return "", false
	}
	for _, f := range files {
		for _, imp := range f.Imports {
			path := strings.Trim(imp.Path.Value, "\"`")
			local := path[strings.LastIndex(path, "/")+1:]
			if local == "v2" { // math/rand/v2
				local = "rand"
			}
			if imp.Name != nil {
				local = imp.Name.Name
			}
			if local == pkgName && path != "ad" && in.libs[path] != nil {
				return fmt.Sprintf("%s (adrepl provides part of package %s: %s is not available in adrepl)", msg, path, sel), true
			}
		}
	}
	return "", false
}

// missingMethodRE matches go/types' "x.M undefined (type pkg.T has no field
// or method M)", capturing the package (its name or path), the type name and
// the method.
var missingMethodRE = regexp.MustCompile(`undefined \(type \*?([\w./]+)\.(\w+) has no field or method (\w+)\)$`)

// importLibs registers the libraries a package imports.
func (in *Interp) importLibs(pkg *types.Package) {
	for _, imp := range pkg.Imports() {
		in.ensureLib(imp)
	}
}

// ---- cells ----

type cellUnit struct {
	u       *unit
	decl    bool
	cellFn  *ast.FuncDecl // statement chunks: the wrapper function
	top     *types.Scope
	shows   map[ast.Stmt]bool
	hasMain bool
}

// splitCell finds the chunks of a cell with the Go scanner.
func (in *Interp) splitCell(name, src string) ([]chunk, error) {
	var sc scanner.Scanner
	fs := token.NewFileSet()
	file := fs.AddFile(name, -1, len(src))
	var scanErr error
	sc.Init(file, []byte(src), func(pos token.Position, msg string) {
		if scanErr == nil {
			scanErr = &Error{Kind: TypeError, Pos: pos, Msg: msg, Line: in.sourceLine(name, pos.Line)}
		}
	}, 0)
	type tok struct {
		off int
		tok token.Token
		lit string
	}
	var toks []tok
	for {
		pos, t, lit := sc.Scan()
		if t == token.EOF {
			break
		}
		toks = append(toks, tok{file.Offset(pos), t, lit})
	}
	if scanErr != nil {
		return nil, scanErr
	}
	var chunks []chunk
	add := func(decl bool, start, end int) {
		if n := len(chunks); n > 0 && chunks[n-1].decl == decl {
			chunks[n-1].end = end
			return
		}
		chunks = append(chunks, chunk{decl, start, end})
	}
	depth := 0
	stmtStart := true
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if stmtStart && depth == 0 && t.tok != token.SEMICOLON {
			decl := false
			switch t.tok {
			case token.IMPORT, token.TYPE:
				decl = true
			case token.FUNC:
				if i+1 < len(toks) {
					switch toks[i+1].tok {
					case token.IDENT:
						decl = true
					case token.LPAREN:
						// method declaration: func (r T) Name(
						d, j := 0, i+1
						for ; j < len(toks); j++ {
							if toks[j].tok == token.LPAREN {
								d++
							} else if toks[j].tok == token.RPAREN {
								d--
								if d == 0 {
									break
								}
							}
						}
						if j+2 < len(toks) && toks[j+1].tok == token.IDENT && (toks[j+2].tok == token.LPAREN || toks[j+2].tok == token.LBRACK) {
							decl = true
						}
					}
				}
			}
			// Find the end of this top-level statement or declaration.
			d, j := 0, i
			for ; j < len(toks); j++ {
				switch toks[j].tok {
				case token.LPAREN, token.LBRACE, token.LBRACK:
					d++
				case token.RPAREN, token.RBRACE, token.RBRACK:
					d--
				case token.SEMICOLON:
					if d <= 0 {
						goto found
					}
				}
			}
		found:
			end := len(src)
			if j < len(toks) {
				end = toks[j].off
				if toks[j].lit == ";" {
					end++
				}
			}
			add(decl, t.off, end)
			i = j
			stmtStart = true
			continue
		}
	}
	return chunks, nil
}

// lineCol converts a byte offset of src to a 1-based line and column.
func lineCol(src string, off int) (int, int) {
	line := 1 + strings.Count(src[:off], "\n")
	col := off - strings.LastIndex(src[:off], "\n")
	return line, col
}

// checkChunk parses and type-checks one chunk; last is set for the cell's
// last chunk, the only one whose final bare expression shows its value.
func (in *Interp) checkChunk(name, src string, ch chunk, last bool, pending map[string]types.Object, imports map[string]string) (*cellUnit, error) {
	text := src[ch.start:ch.end]
	line, col := lineCol(src, ch.start)
	directive := fmt.Sprintf("/*line %s:%d:%d*/", name, line, col)
	var fileSrc string
	if ch.decl {
		extra := in.reopenTypes(text, pending)
		fileSrc = "package main;" + extra + directive + text
	} else {
		fileSrc = "package main;func __cell() {" + directive + text + "\n}"
	}
	f, err := parser.ParseFile(in.fset, name, fileSrc, parser.SkipObjectResolution|parser.ParseComments)
	if err != nil {
		return nil, in.parseError(err)
	}
	if err := in.checkImports(f); err != nil {
		return nil, err
	}
	cu := &cellUnit{decl: ch.decl, shows: map[ast.Stmt]bool{}}
	// Names this chunk declares at package level are not seeded, so that
	// a redeclaration replaces the old one.
	declared := map[string]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				declared[d.Name.Name] = true
			}
			if d.Name.Name == "__cell" {
				cu.cellFn = d
			}
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					declared[sp.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range sp.Names {
						declared[n.Name] = true
					}
				case *ast.ImportSpec:
					path := strings.Trim(sp.Path.Value, "\"`")
					local := pathBase(path)
					if sp.Name != nil {
						local = sp.Name.Name
					}
					imports[local] = path
				}
			}
		}
	}
	// As in IPython, only the cell's last statement shows its value when it
	// is a bare expression; earlier bare expressions are evaluated quietly
	// (as "_ = x", which Go accepts where a bare "x" is not used).
	if cu.cellFn != nil {
		body := cu.cellFn.Body.List
		for i, st := range body {
			if es, ok := st.(*ast.ExprStmt); ok {
				shown := last && i == len(body)-1
				if _, isCall := ast.Unparen(es.X).(*ast.CallExpr); !isCall {
					as := &ast.AssignStmt{Lhs: []ast.Expr{ast.NewIdent("_")}, TokPos: es.Pos(), Tok: token.ASSIGN, Rhs: []ast.Expr{es.X}}
					as.Lhs[0].(*ast.Ident).NamePos = es.Pos()
					body[i] = as
					cu.shows[as] = shown
				} else {
					cu.shows[es] = shown
				}
			}
		}
	}
	in.addAutoImports(f, in.pendingHas(pending), imports, declared)
	seed := func(n string) types.Object {
		if declared[n] {
			return nil
		}
		if o, ok := pending[n]; ok {
			return o
		}
		return in.sess.scope[n]
	}
	info := newInfo()
	var top *types.Scope
	ignore := func(e types.Error) bool {
		if strings.Contains(e.Msg, "imported and not used") {
			return true
		}
		// Each chunk is checked as its own package object (all with path
		// main); go/types compares package objects here, so a positional
		// literal of a struct with unexported fields declared in an earlier
		// cell would be rejected although it is the same package.
		if strings.Contains(e.Msg, "implicit assignment to unexported field") && strings.Contains(e.Msg, "of type main.") {
			return true
		}
		if strings.HasPrefix(e.Msg, "declared and not used") && cu.cellFn != nil {
			// Variables at the top of a cell persist: they are used later.
			for id, obj := range info.Defs {
				if obj != nil && id.Pos() == e.Pos {
					if sc, ok := info.Scopes[cu.cellFn.Type]; ok && obj.Parent() == sc {
						return true
					}
				}
			}
		}
		return false
	}
	pkg, err := in.check("main", []*ast.File{f}, info, seed, ignore)
	for retry := 0; err != nil && cu.cellFn != nil && retry < 8; retry++ {
		// A bare call whose value go/types finds unused (len(s), T(x),
		// min(a, b)) is shown like any other bare expression.
		e, ok := err.(*Error)
		if !ok || !strings.HasSuffix(e.Msg, "is not used") {
			break
		}
		fixed := false
		for i, st := range cu.cellFn.Body.List {
			es, ok := st.(*ast.ExprStmt)
			if !ok || in.fset.Position(es.Pos()) != e.Pos {
				continue
			}
			as := &ast.AssignStmt{Lhs: []ast.Expr{&ast.Ident{NamePos: es.Pos(), Name: "_"}}, TokPos: es.Pos(), Tok: token.ASSIGN, Rhs: []ast.Expr{es.X}}
			cu.cellFn.Body.List[i] = as
			cu.shows[as] = cu.shows[es]
			delete(cu.shows, es)
			fixed = true
		}
		if !fixed {
			break
		}
		info = newInfo()
		pkg, err = in.check("main", []*ast.File{f}, info, seed, ignore)
	}
	if err != nil {
		return nil, err
	}
	u := &unit{pkg: pkg, info: info, files: []*ast.File{f}}
	if err := in.compileUnitChecks(u); err != nil {
		return nil, err
	}
	cu.u = u
	if cu.cellFn != nil {
		top = info.Scopes[cu.cellFn.Type]
		cu.top = top
		for _, n := range top.Names() {
			pending[n] = top.Lookup(n)
		}
	} else {
		for _, n := range pkg.Scope().Names() {
			if n == "main" {
				cu.hasMain = true
			}
			pending[n] = pkg.Scope().Lookup(n)
		}
		in.rememberTypes(f, fileSrc)
	}
	return cu, nil
}

// addAutoImports adds imports for the known packages a chunk uses by name.
func (in *Interp) addAutoImports(f *ast.File, has func(string) bool, imports map[string]string, declared map[string]bool) {
	have := map[string]bool{}
	for _, imp := range f.Imports {
		local := pathBase(strings.Trim(imp.Path.Value, "\"`"))
		if imp.Name != nil {
			local = imp.Name.Name
		}
		have[local] = true
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	var names []string
	for n := range used {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if have[n] || declared[n] {
			continue
		}
		if has(n) {
			continue // shadowed by a declaration
		}
		path, ok := imports[n]
		if !ok {
			path, ok = knownPackages[n]
		}
		if !ok || in.forbidden(path) {
			continue
		}
		spec := &ast.ImportSpec{Path: &ast.BasicLit{Kind: token.STRING, Value: fmt.Sprintf("%q", path)}}
		if pathBase(path) != n {
			spec.Name = ast.NewIdent(n)
		}
		f.Decls = append([]ast.Decl{&ast.GenDecl{Tok: token.IMPORT, Specs: []ast.Spec{spec}}}, f.Decls...)
		f.Imports = append(f.Imports, spec)
	}
}

// rememberTypes records the source of type and method declarations of a
// cell, so that a later cell declaring a method on the type can re-open it.
func (in *Interp) rememberTypes(f *ast.File, fileSrc string) {
	s := in.sess
	tf := in.fset.File(f.Pos())
	text := func(n ast.Node) srcDecl {
		start, end := tf.Offset(n.Pos()), tf.Offset(n.End())
		return srcDecl{text: fileSrc[start:end], pos: in.fset.Position(n.Pos())}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				continue
			}
			for _, sp := range d.Specs {
				ts := sp.(*ast.TypeSpec)
				sd := text(ts)
				sd.text = "type " + sd.text
				s.typeSrc[ts.Name.Name] = sd
				delete(s.methodSrc, ts.Name.Name)
			}
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) == 0 {
				continue
			}
			base := recvBase(d.Recv.List[0].Type)
			if s.methodSrc[base] == nil {
				s.methodSrc[base] = map[string]srcDecl{}
			}
			s.methodSrc[base][d.Name.Name] = text(d)
		}
	}
}

func recvBase(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// reopenTypes returns source to prepend to a declaration chunk that adds
// methods to a type declared in an earlier cell: the type and its other
// methods are declared again (Go allows methods only in the type's package).
func (in *Interp) reopenTypes(text string, pending map[string]types.Object) string {
	s := in.sess
	f, err := parser.ParseFile(token.NewFileSet(), "", "package main;"+text, parser.SkipObjectResolution)
	if err != nil {
		return ""
	}
	declaredTypes := map[string]bool{}
	newMethods := map[string]map[string]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				if ts, ok := sp.(*ast.TypeSpec); ok {
					declaredTypes[ts.Name.Name] = true
				}
			}
		case *ast.FuncDecl:
			if d.Recv != nil && len(d.Recv.List) > 0 {
				b := recvBase(d.Recv.List[0].Type)
				if newMethods[b] == nil {
					newMethods[b] = map[string]bool{}
				}
				newMethods[b][d.Name.Name] = true
			}
		}
	}
	var b strings.Builder
	var names []string
	for t := range newMethods {
		names = append(names, t)
	}
	sort.Strings(names)
	for _, t := range names {
		if declaredTypes[t] {
			continue
		}
		src, ok := s.typeSrc[t]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "/*line %s:%d:%d*/%s;", src.pos.Filename, src.pos.Line, src.pos.Column, src.text)
		for m, ms := range s.methodSrc[t] {
			if newMethods[t][m] {
				continue
			}
			fmt.Fprintf(&b, "/*line %s:%d:%d*/%s;", ms.pos.Filename, ms.pos.Line, ms.pos.Column, ms.text)
		}
	}
	return b.String()
}

// runChunk compiles and runs a checked chunk.
// runChunk compiles and runs one checked chunk. compiled reports whether
// compilation succeeded (an error after that is a run-time one).
func (in *Interp) runChunk(cu *cellUnit) (compiled bool, err error) {
	u := cu.u
	in.registerUnit(u)
	in.importLibs(u.pkg)
	if cu.decl {
		in.bindFuncs(u)
		in.runInit(u)
		if cu.hasMain {
			in.callDeclared(u, u.pkg.Scope().Lookup("main").(*types.Func))
		}
		return true, nil
	}
	c := &compiler{in: in, u: u, locals: map[*types.Var]int{}, captures: map[*types.Var]int{}, cellTop: cu.top, fnName: "main.cell"}
	c.shows = cu.shows
	var body stmt
	c.findGotos(cu.cellFn.Body.List)
	if err := in.compileCatch(u, func() { body = c.block(cu.cellFn.Body.List) }); err != nil {
		return false, err
	}
	fn := &Func{Name: "main.cell", body: body, nslots: c.nslots, hasDefer: c.hasDefer}
	fr := in.getFrame(fn)
	in.invoke(fr)
	in.putFrame(fr)
	return true, nil
}

// bindFuncs implements redeclaration of functions across cells: a function
// redeclared with an identical signature reuses the earlier *Func, so code
// compiled against the old declaration calls the new body.
func (in *Interp) bindFuncs(u *unit) {
	s := in.sess
	for _, f := range u.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Type.TypeParams != nil {
				continue
			}
			obj := u.info.Defs[fd.Name].(*types.Func)
			if old := s.funcByName[fd.Name.Name]; old != nil && types.Identical(old.Type(), obj.Type()) {
				c := &compiler{in: in, u: u}
				oldFn := c.funcFor(old, nil)
				newFn := c.funcFor(obj, nil)
				*oldFn = *newFn
				// The new declaration compiles into the old *Func.
				oldFn.compile = func() {
					newFn.compile()
					*oldFn = *newFn
				}
				if newFn.compile == nil {
					oldFn.compile = nil
				}
				s.funcs[funcKey{obj, ""}] = oldFn
			}
			s.funcByName[fd.Name.Name] = obj
		}
	}
}

func (in *Interp) compileCatch(u *unit, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if ce := hostFailure(u, r); ce != nil {
				r = ce
			}
			if ce, ok := r.(*compileError); ok {
				err = in.errorAt(ce.pos, ce.msg, Unsupported)
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

// ---- errors ----

func (in *Interp) errorAt(pos token.Pos, msg string, kind ErrorKind) *Error {
	p := in.fset.Position(pos)
	if !pos.IsValid() {
		p = token.Position{}
	}
	return &Error{Kind: kind, Pos: p, Msg: msg, Line: in.sourceLine(p.Filename, p.Line), Exit: 1}
}

func (in *Interp) sourceLine(file string, line int) string {
	lines := in.sess.sources[file]
	if line >= 1 && line <= len(lines) {
		return strings.TrimRight(lines[line-1], "\r")
	}
	return ""
}

func (in *Interp) parseError(err error) error {
	var list scanner.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		e := list[0]
		return &Error{Kind: TypeError, Pos: e.Pos, Msg: e.Msg, Line: in.sourceLine(e.Pos.Filename, e.Pos.Line), Exit: 1}
	}
	return &Error{Kind: TypeError, Msg: err.Error(), Exit: 1}
}

// recoverTop turns anything that escapes an evaluation into an *Error: an
// interpreted panic, an interrupt, a compile error found late, or (as an
// internal error, never a crash) a bug in adrepl itself.
func (in *Interp) recoverTop(errp *error) {
	r := recover()
	in.unwinding = false
	if r != nil {
		in.endGoroutines() // a fatal stop ends them all (sched.go)
		in.rt.releaseAllLeaves()
	}
	in.running = false
	if r == nil {
		in.rt.resetStack()
		// An interrupt that came while host code ran to the end (a
		// library call that does not poll) still stops the cell: an
		// interrupted cell never reports success.
		if *errp == nil && in.interrupted.Swap(false) {
			*errp = &Error{Kind: Interrupted, Msg: "interrupted", Exit: 130}
			in.endGoroutines()
		} else if *errp == nil {
			in.endCell(in.program)
		} else {
			in.releaseIdle() // a cell that failed (to compile, say) keeps no idle host coroutine
		}
		return
	}
	// Host run-time errors are converted while the interpreted stack is
	// still known, so that they carry the position where they happened.
	cur := in.rt.cur
	defer func() {
		in.rt.cur = nil
		in.rt.depth = 0
		in.rt.free = nil
		in.rt.resetStack() // after the panic's stack was read from the frames
		in.ad.tape = nil
		clear(in.recTapes) // the cell's differentiations were abandoned (sched_ad.go); cleared, not only cut, so the backing array keeps no tape alive
		in.recTapes = in.recTapes[:0]
	}()
	_ = cur
	switch r := r.(type) {
	case *fatal:
		*errp = r.err
		return
	case *compileError:
		*errp = in.errorAt(r.pos, r.msg, Unsupported)
		return
	}
	var p *goPanic
	var fe *fatal
	func() {
		defer func() {
			if r2 := recover(); r2 != nil {
				p = nil
				fe, _ = r2.(*fatal)
			}
		}()
		p = in.toPanic(r)
	}()
	in.unwinding = false // toPanic raises fatal stops (tape limit) itself
	if fe != nil {
		*errp = fe.err
		return
	}
	if p == nil {
		*errp = &Error{Kind: Panic, Msg: fmt.Sprintf("internal error: %v (please report this adrepl bug)", r), Exit: 3}
		return
	}
	*errp = in.describePanic(p)
}

// describePanic is panicError guarded against the panic value's own Error
// or String method, which runs interpreted code here: when it panics in turn,
// overflows the stack or loops until interrupted, the cell still gets a
// plain error (never an internal error of adrepl).
func (in *Interp) describePanic(p *goPanic) (e *Error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		in.unwinding = false
		if fe, ok := r.(*fatal); ok && fe.err.Kind == Interrupted {
			e = fe.err
			return
		}
		what := "a value"
		if iv := p.val.Iface(); iv != nil {
			what = "a value of type " + iv.T.Name
		}
		e = &Error{Kind: Panic, Exit: 2, Msg: "panic: " + what + " whose Error or String method failed while printing it", Stack: p.stack, Value: &p.val}
		if p.pos.IsValid() {
			e.Pos = in.fset.Position(p.pos)
			e.Line = in.sourceLine(e.Pos.Filename, e.Pos.Line)
		}
	}()
	return in.panicError(p)
}

// panicError formats an unrecovered panic as Go prints it.
func (in *Interp) panicError(p *goPanic) *Error {
	var chain []string
	for q := p; q != nil; q = q.prev {
		t := in.panicText(q.val)
		if q.runtime {
			if iv := q.val.Iface(); iv != nil && in.isRuntimeErrType(iv.T) {
				t = iv.V.String()
				if strings.HasPrefix(t, "runtime error:") || true {
					t = t + errSuffix(q)
				}
			}
		}
		if q.repanicked {
			t += " [recovered, repanicked]"
		} else if q.recovered {
			t += " [recovered]"
		}
		chain = append([]string{t}, chain...)
	}
	msg := "panic: " + strings.Join(chain, "\n\tpanic: ")
	e := &Error{Kind: Panic, Msg: msg, Stack: p.stack, Exit: 2, Value: &p.val}
	if p.pos.IsValid() {
		e.Pos = in.fset.Position(p.pos)
		e.Line = in.sourceLine(e.Pos.Filename, e.Pos.Line)
	}
	return e
}

func errSuffix(*goPanic) string { return "" }

// panicText is how Go's runtime prints a panic value.
func (in *Interp) panicText(v Value) string {
	iv := v.Iface()
	if iv == nil {
		return "nil"
	}
	if res, ok := in.callNoPanic(iv, "Error"); ok {
		return res
	}
	if res, ok := in.callNoPanic(iv, "String"); ok {
		return res
	}
	t := iv.T.T
	if b, ok := t.Underlying().(*types.Basic); ok {
		var s string
		switch {
		case b.Info()&types.IsString != 0:
			s = iv.V.String()
			if _, named := t.(*types.Named); named {
				return fmt.Sprintf("%s(%q)", iv.T.Name, s)
			}
			return s
		case b.Info()&(types.IsFloat|types.IsComplex) != 0:
			s = in.printBuiltin(iv.V, t)
		case b.Info()&types.IsUnsigned != 0:
			s = fmt.Sprint(iv.V.N)
		case b.Info()&types.IsBoolean != 0:
			s = fmt.Sprint(iv.V.Bool())
		default:
			s = fmt.Sprint(int64(iv.V.N))
		}
		if _, named := t.(*types.Named); named {
			return iv.T.Name + "(" + s + ")"
		}
		return s
	}
	return "(" + iv.T.Name + ") " + in.FormatValue(iv.V, iv.T)
}

func (in *Interp) callNoPanic(iv *Iface, method string) (s string, ok bool) {
	if !in.HasMethod(iv.T, method) {
		return "", false
	}
	defer func() {
		if in.unwinding {
			return
		}
		if r := recover(); r != nil {
			if _, fatal := r.(*fatal); fatal {
				in.unwinding = true
				panic(r)
			}
			ok = false
		}
	}()
	res, ok := in.CallMethod(iv.V, iv.T, method)
	if !ok || len(res) != 1 {
		return "", false
	}
	if _, isStr := iv.T.T.Underlying().(*types.Basic); isStr && false {
		return "", false
	}
	return res[0].String(), true
}

// initRuntimeTypes creates the synthetic types the run time needs.
func (in *Interp) initRuntimeTypes() {
	rtPkg := types.NewPackage("runtime", "runtime")
	// errType makes the named type runtime.NAME, whose methods Error and
	// RuntimeError are on the pointer when ptr is set, and returns the
	// type run-time errors have: the named type or its pointer.
	errType := func(name string, ptr bool) *RType {
		tn := types.NewTypeName(token.NoPos, rtPkg, name, nil)
		named := types.NewNamed(tn, types.Typ[types.String], nil)
		var rt types.Type = named
		if ptr {
			rt = types.NewPointer(named)
		}
		recv := types.NewVar(token.NoPos, rtPkg, "e", rt)
		strRes := types.NewTuple(types.NewVar(token.NoPos, rtPkg, "", types.Typ[types.String]))
		named.AddMethod(types.NewFunc(token.NoPos, rtPkg, "Error", types.NewSignatureType(recv, nil, nil, nil, strRes, false)))
		named.AddMethod(types.NewFunc(token.NoPos, rtPkg, "RuntimeError", types.NewSignatureType(recv, nil, nil, nil, nil, false)))
		t := in.RType(rt)
		errFn := &Func{Name: "runtime." + name + ".Error", nparams: 1, nres: 1, nslots: 2, host: &HostFunc{Call: func(c *Call) { c.Results[0] = c.Args[0] }}}
		rtFn := &Func{Name: "runtime." + name + ".RuntimeError", nparams: 1, nslots: 1, host: &HostFunc{Call: func(c *Call) {}}}
		t.host = map[string]*Func{"Error": errFn, "RuntimeError": rtFn}
		return t
	}
	in.rt.runtimeErrType = errType("errorString", false)
	in.rt.boundsErrType = errType("boundsError", false)
	in.rt.plainErrType = errType("plainError", false)
	in.rt.assertErrType = errType("TypeAssertionError", true)
	in.rt.stringType = in.RType(types.Typ[types.String])
	in.rt.anyType = in.RType(types.NewInterfaceType(nil, nil))
	in.rt.errorType = in.RType(types.Universe.Lookup("error").Type())
}

// printBuiltin formats an operand of the print and println builtins as Go's
// runtime does (since Go 1.26 floats print in their shortest form: 1.5, -0,
// (5+6i)). Pointers, maps and the like print an address: adrepl has none, so
// it shows 0x0 for nil and a fixed stand-in otherwise.
func (in *Interp) printBuiltin(v Value, t types.Type) string {
	const addr = "0xc000010000"
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return v.String()
		case u.Kind() == types.Float32:
			return strconv.FormatFloat(v.Float(), 'g', -1, 32)
		case u.Info()&types.IsFloat != 0:
			return strconv.FormatFloat(v.Float(), 'g', -1, 64)
		case u.Kind() == types.Complex64:
			return strconv.FormatComplex(v.Complex(), 'g', -1, 64)
		case u.Info()&types.IsComplex != 0:
			return strconv.FormatComplex(v.Complex(), 'g', -1, 128)
		case u.Info()&types.IsBoolean != 0:
			return fmt.Sprint(v.Bool())
		case u.Info()&types.IsUnsigned != 0:
			return fmt.Sprint(v.N)
		case u.Kind() == types.UntypedNil:
			return "nil"
		}
		return fmt.Sprint(int64(v.N))
	case *types.Interface:
		if v.R == nil {
			return "(0x0,0x0)"
		}
		return "(0xa,0xb)"
	case *types.Slice:
		if isNilRef(v.R) {
			return "[0/0]0x0"
		}
		return fmt.Sprintf("[%d/%d]%s", sliceLen(v), sliceCap(v), addr)
	}
	if isNilRef(v.R) {
		return "0x0"
	}
	return addr
}

// pendingHas reports whether a name is declared in the session or by the
// cell being checked (pending).
func (in *Interp) pendingHas(pending map[string]types.Object) func(string) bool {
	return func(n string) bool {
		if _, ok := pending[n]; ok {
			return true
		}
		_, ok := in.sess.scope[n]
		return ok
	}
}
