package interp

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"math"
	"sort"
	"strconv"
	"strings"
)

// libFunc returns a library's package-level function as a func value.
func (in *Interp) libFunc(pkgPath, name string) Value {
	lp := in.loadLib(pkgPath)
	if lp == nil || lp.pkg == nil {
		return Value{}
	}
	in.ensureLib(lp.pkg)
	f, ok := lp.pkg.Scope().Lookup(name).(*types.Func)
	if !ok {
		return Value{}
	}
	c := &compiler{in: in}
	return Value{R: &Closure{Fn: c.funcFor(f, nil)}}
}

// TypeOf type-checks expr in the session's scope and returns its type. A
// generic function, which Go has no value for until it is instantiated,
// gets its generic signature: func[X any](f func(X) float64) func(X) X.
func (in *Interp) TypeOf(expr string) (string, error) {
	if err := in.checkBombs("type", expr); err != nil {
		return "", err
	}
	switch obj := in.namedObject(strings.TrimSpace(expr)).(type) {
	case *types.Func:
		if obj.Type().(*types.Signature).TypeParams().Len() > 0 {
			return types.TypeString(obj.Type(), qualifier) + " (generic function)", nil
		}
	case *types.TypeName:
		// "_ = T" is no expression: say what the type is.
		s := types.TypeString(obj.Type(), qualifier) + " (type)"
		if u := obj.Type().Underlying(); types.TypeString(u, qualifier) != types.TypeString(obj.Type(), qualifier) {
			if _, isStruct := u.(*types.Struct); !isStruct {
				s += ", underlying " + types.TypeString(u, qualifier)
			}
		}
		return s, nil
	case *types.Const:
		// Untyped constants keep their kind and full value, not the
		// default type "_ = c" would give them.
		return types.TypeString(obj.Type(), qualifier) + " = " + constString(obj.Val()), nil
	}
	src := "_ = " + expr
	imports := map[string]string{}
	for k, v := range in.sess.imports {
		imports[k] = v
	}
	f, err := parser.ParseFile(in.fset, "type", "package main;func __cell() {"+src+"\n}", parser.SkipObjectResolution)
	if err != nil {
		return "", in.parseError(err)
	}
	in.addAutoImports(f, in.pendingHas(nil), imports, nil)
	info := newInfo()
	if _, err := in.check("main", []*ast.File{f}, info, func(n string) types.Object { return in.sess.scope[n] }, func(e types.Error) bool { return e.Soft }); err != nil {
		return "", err
	}
	as := f.Decls[len(f.Decls)-1].(*ast.FuncDecl).Body.List[0].(*ast.AssignStmt)
	tv := info.Types[as.Rhs[0]]
	if tv.IsType() {
		return types.TypeString(tv.Type, qualifier) + " (type)", nil
	}
	s := types.TypeString(tv.Type, qualifier)
	if tv.Value != nil {
		s += " = " + constString(tv.Value)
	}
	return s, nil
}

// Env lists the names the session has declared and imported, sorted by name.
func (in *Interp) Env() []EnvEntry {
	var out []EnvEntry
	for name, obj := range in.sess.scope {
		if strings.HasPrefix(name, "__") || name == "_" {
			continue
		}
		e := EnvEntry{Name: name, Type: types.TypeString(obj.Type(), qualifier)}
		switch o := obj.(type) {
		case *types.Var:
			e.Kind = "var"
		case *types.Const:
			e.Kind = "const"
			e.Type += " = " + o.Val().ExactString()
		case *types.Func:
			e.Kind = "func"
		case *types.TypeName:
			e.Kind = "type"
			e.Type = types.TypeString(obj.Type().Underlying(), qualifier)
		}
		out = append(out, e)
	}
	for name, path := range in.sess.imports {
		out = append(out, EnvEntry{Name: name, Kind: "package", Type: path})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// EnvEntry is one name in the session's scope.
type EnvEntry struct {
	Name string
	Kind string // "var", "const", "func", "type", "package"
	Type string
}

// Complete returns completion candidates for src with the cursor at byte
// offset cursor: the offset where the completed word starts and the full
// candidate words. After "pkg." it completes the package's exported names;
// after "x." the fields and methods of x's type; otherwise names in scope,
// keywords, builtins and the importable packages.
func (in *Interp) Complete(src string, cursor int) (start int, candidates []string) {
	if cursor > len(src) {
		cursor = len(src)
	}
	start = cursor
	for start > 0 && isIdentByte(src[start-1]) {
		start--
	}
	prefix := src[start:cursor]
	seen := map[string]bool{}
	add := func(name string) {
		if strings.HasPrefix(name, prefix) && !seen[name] && !strings.HasPrefix(name, "__") {
			seen[name] = true
			candidates = append(candidates, name)
		}
	}
	if start > 0 && src[start-1] == '.' {
		// Selector: find the operand word before the dot.
		e := start - 1
		b := e
		for b > 0 && isIdentByte(src[b-1]) {
			b--
		}
		operand := src[b:e]
		if path, ok := in.sess.imports[operand]; ok || knownPackages[operand] != "" {
			if !ok {
				path = knownPackages[operand]
			}
			if lp := in.loadLib(path); lp != nil && lp.pkg != nil {
				for _, n := range lp.pkg.Scope().Names() {
					if token.IsExported(n) {
						add(n)
					}
				}
			}
		} else if obj := in.sess.scope[operand]; obj != nil {
			t := obj.Type()
			if _, isType := obj.(*types.TypeName); !isType {
				ms := types.NewMethodSet(types.NewPointer(t))
				for i := 0; i < ms.Len(); i++ {
					add(ms.At(i).Obj().Name())
				}
				st := t.Underlying()
				if p, ok := st.(*types.Pointer); ok {
					st = p.Elem().Underlying()
				}
				if s, ok := st.(*types.Struct); ok {
					for i := 0; i < s.NumFields(); i++ {
						add(s.Field(i).Name())
					}
				}
			}
		}
		sort.Strings(candidates)
		return start, candidates
	}
	for name := range in.sess.scope {
		add(name)
	}
	for name := range in.sess.imports {
		add(name)
	}
	for name, path := range knownPackages {
		if in.libs[path] != nil {
			add(name)
		}
	}
	for _, n := range types.Universe.Names() {
		add(n)
	}
	for _, kw := range []string{"break", "case", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "if", "import", "interface", "map", "package", "range", "return", "struct", "switch", "type", "var"} {
		add(kw)
	}
	sort.Strings(candidates)
	return start, candidates
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// IsComplete reports whether src is a complete cell: false while brackets,
// braces or parentheses are open, a raw string or block comment is
// unterminated, or the last line ends in a binary operator, a comma or a dot.
func IsComplete(src string) bool {
	var sc scanner.Scanner
	fs := token.NewFileSet()
	f := fs.AddFile("", -1, len(src))
	incomplete := false
	sc.Init(f, []byte(src), func(pos token.Position, msg string) {
		if strings.Contains(msg, "not terminated") {
			incomplete = true
		}
	}, scanner.ScanComments)
	depth := 0
	last := token.ILLEGAL
	for {
		_, tok, lit := sc.Scan()
		if tok == token.EOF {
			break
		}
		switch tok {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
		case token.COMMENT:
			continue
		}
		if tok == token.SEMICOLON && lit == "\n" {
			continue
		}
		last = tok
	}
	if incomplete || depth > 0 {
		return false
	}
	switch last {
	case token.ADD, token.SUB, token.MUL, token.QUO, token.REM, token.AND, token.OR, token.XOR,
		token.SHL, token.SHR, token.AND_NOT, token.LAND, token.LOR, token.EQL, token.NEQ,
		token.LSS, token.LEQ, token.GTR, token.GEQ, token.ASSIGN, token.DEFINE, token.COMMA,
		token.PERIOD, token.ARROW, token.ADD_ASSIGN, token.SUB_ASSIGN, token.MUL_ASSIGN, token.QUO_ASSIGN:
		return false
	}
	return true
}

// namedObject resolves name ("Map", "ad.Grad", "math.Pi") to a session or
// library package-level object, or nil.
func (in *Interp) namedObject(name string) types.Object {
	if pkg, member, ok := strings.Cut(name, "."); ok {
		if !token.IsIdentifier(pkg) || !token.IsIdentifier(member) || !token.IsExported(member) {
			return nil
		}
		path, ok := in.packagePath(pkg)
		if !ok {
			return nil
		}
		if lp := in.loadLib(path); lp != nil && lp.pkg != nil {
			return lp.pkg.Scope().Lookup(member)
		}
		return nil
	}
	if token.IsIdentifier(name) {
		if obj := in.sess.scope[name]; obj != nil {
			return obj
		}
	}
	return nil
}

// constString is a constant's value as a reader writes it: a float in the
// shortest form that gives the same float64 (ExactString's fraction
// 884279719003555/281474976710656 for math.Pi helps no one), others exactly.
func constString(v constant.Value) string {
	if v.Kind() == constant.Float {
		if f, _ := constant.Float64Val(v); !math.IsInf(f, 0) {
			return strconv.FormatFloat(f, 'g', -1, 64)
		}
	}
	return v.ExactString()
}
