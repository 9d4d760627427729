package interp

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"strings"
	"sync"
)

// Description is what :doc shows for a name: Inspect's signature and
// one-line doc, the doc comment of the library's Go source, and for the
// packages that mirror Go's standard library, where Go documents it.
type Description struct {
	Inspection
	Comment string   // the declaration's doc comment in the library source, if any
	GoDoc   string   // "https://pkg.go.dev/strings#Repeat" for standard packages
	Members []string // a package's exported names, sorted
	Path    string   // the library's import path ("" for session names)
}

// Describe looks name up as :doc does: a package ("strings"), a package
// member ("ad.Grad", "math.Pi"), a method or field of a library type
// ("ad.Tensor.MatVec", "strings.Builder.Len"), a session name or a member
// of one ("x", "t.MatVec"), or a predeclared name ("len"). It reuses Inspect,
// the kernel's Shift-Tab lookup, for all but the three-part form.
func (in *Interp) Describe(name string) (Description, error) {
	name = strings.TrimSpace(name)
	parts := strings.Split(name, ".")
	for _, p := range parts {
		if !token.IsIdentifier(p) {
			return Description{}, fmt.Errorf("usage: :doc NAME, where NAME is a name such as ad.Grad, strings.Repeat or x (%q is not one)", name)
		}
	}
	if len(parts) > 3 {
		return Description{}, fmt.Errorf("no documentation for %s: a name has at most three parts (package.Type.Method)", name)
	}
	var d Description
	if len(parts) == 3 {
		path, ok := in.packagePath(parts[0])
		if !ok {
			return Description{}, fmt.Errorf("no documentation for %s: %s is not a package", name, parts[0])
		}
		lp := in.loadLib(path)
		if lp == nil || lp.pkg == nil {
			return Description{}, fmt.Errorf("no documentation for %s", name)
		}
		tn, ok := lp.pkg.Scope().Lookup(parts[1]).(*types.TypeName)
		if !ok || !tn.Exported() || !token.IsExported(parts[2]) {
			return Description{}, fmt.Errorf("no documentation for %s: %s.%s is not an exported type", name, parts[0], parts[1])
		}
		sel, _, _ := types.LookupFieldOrMethod(tn.Type(), true, lp.pkg, parts[2])
		if sel == nil {
			return Description{}, fmt.Errorf("no documentation for %s: %s.%s has no field or method %s", name, parts[0], parts[1], parts[2])
		}
		d.Name, d.Signature, d.Path = name, types.ObjectString(sel, qualifier), path
		d.Doc = in.LibraryDoc(path, parts[1]+"."+parts[2])
		d.Comment = in.libComment(path, parts[1]+"."+parts[2])
		d.GoDoc = in.goDocURL(path, parts[1]+"."+parts[2])
		return d, nil
	}
	ins, ok := in.Inspect(name, len(name))
	if !ok {
		return Description{}, fmt.Errorf("no documentation for %s (:doc knows the sandbox's packages, their members, and the session's names)", name)
	}
	d.Inspection = ins
	switch len(parts) {
	case 1:
		if in.sess.scope[name] == nil && types.Universe.Lookup(name) != nil {
			d.GoDoc = "https://pkg.go.dev/builtin#" + name
		}
		if path, ok := in.packagePath(name); ok {
			d.Path = path
			d.Comment = in.libComment(path, "")
			d.GoDoc = in.goDocURL(path, "")
			if lp := in.loadLib(path); lp != nil && lp.pkg != nil {
				for _, n := range lp.pkg.Scope().Names() {
					if token.IsExported(n) {
						d.Members = append(d.Members, n)
					}
				}
				sort.Strings(d.Members)
			}
		}
	case 2:
		if path, ok := in.packagePath(parts[0]); ok {
			d.Path = path
			d.Comment = in.libComment(path, parts[1])
			d.GoDoc = in.goDocURL(path, parts[1])
		} else if obj := in.sess.scope[parts[0]]; obj != nil {
			// A method of a session variable's library type.
			if sel, _, _ := types.LookupFieldOrMethod(obj.Type(), true, nil, parts[1]); sel != nil && sel.Pkg() != nil && in.libs[sel.Pkg().Path()] != nil {
				if key := memberKey(sel); key != "" {
					d.Path = sel.Pkg().Path()
					d.Comment = in.libComment(d.Path, key)
					d.GoDoc = in.goDocURL(d.Path, key)
				}
			}
		}
	}
	if len(parts) == 2 {
		if path, ok := in.packagePath(parts[0]); ok {
			if tn, ok := in.loadLib(path).pkg.Scope().Lookup(parts[1]).(*types.TypeName); ok {
				d.Signature, d.Members = typeSummary(tn)
			}
		}
	}
	if d.Comment == d.Doc {
		d.Comment = ""
	}
	return d, nil
}

// typeSummary is a library type as go doc shows it, its unexported
// fields hidden (type ad.Tape struct{ ... }), and its exported methods.
func typeSummary(tn *types.TypeName) (string, []string) {
	sig := types.ObjectString(tn, qualifier)
	if st, ok := tn.Type().Underlying().(*types.Struct); ok {
		var fields []string
		hidden := false
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			if f.Exported() {
				fields = append(fields, f.Name()+" "+types.TypeString(f.Type(), qualifier))
			} else {
				hidden = true
			}
		}
		if hidden {
			fields = append(fields, "...")
		}
		sig = "type " + qualifier(tn.Pkg()) + "." + tn.Name() + " struct{ " + strings.Join(fields, "; ") + " }"
	}
	var methods []string
	ms := types.NewMethodSet(types.NewPointer(tn.Type()))
	for i := 0; i < ms.Len(); i++ {
		if m := ms.At(i).Obj(); m.Exported() {
			methods = append(methods, m.Name())
		}
	}
	sort.Strings(methods)
	return sig, methods
}

// memberKey is "Type.Method" for a method of a named type, "" otherwise.
func memberKey(obj types.Object) string {
	f, ok := obj.(*types.Func)
	if !ok {
		return ""
	}
	recv := f.Type().(*types.Signature).Recv()
	if recv == nil {
		return ""
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name() + "." + f.Name()
	}
	return ""
}

// goDocURL points at Go's documentation of a standard package's name: the
// sandbox's packages behave as Go's do. ad and display are adrepl's own.
func (in *Interp) goDocURL(path, key string) string {
	if path == "ad" || path == "display" || in.libs[path] == nil {
		return ""
	}
	if key == "" {
		return "https://pkg.go.dev/" + path
	}
	return "https://pkg.go.dev/" + path + "#" + key
}

var (
	libCommentsMu sync.Mutex
	libComments   = map[*Library]map[string]string{}
)

// libComment returns the doc comment of a library declaration ("Grad",
// "Tensor.MatVec"; "" for the package's), parsing the library's source with
// its comments once.
func (in *Interp) libComment(path, key string) string {
	libCommentsMu.Lock()
	defer libCommentsMu.Unlock()
	l := in.libs[path]
	if l == nil {
		return ""
	}
	m, ok := libComments[l]
	if !ok {
		m = map[string]string{}
		libComments[l] = m
		{
			if f, err := parser.ParseFile(token.NewFileSet(), path+".go", l.Src, parser.ParseComments|parser.SkipObjectResolution); err == nil {
				collectComments(f, m)
			}
		}
	}
	return m[key]
}

func collectComments(f *ast.File, m map[string]string) {
	if f.Doc != nil {
		m[""] = strings.TrimSpace(f.Doc.Text())
	}
	put := func(key string, docs ...*ast.CommentGroup) {
		for _, d := range docs {
			if d != nil && key != "" && token.IsExported(lastPart(key)) {
				m[key] = strings.TrimSpace(d.Text())
				return
			}
		}
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			key := d.Name.Name
			if d.Recv != nil && len(d.Recv.List) == 1 {
				t := d.Recv.List[0].Type
				if s, ok := t.(*ast.StarExpr); ok {
					t = s.X
				}
				if ix, ok := t.(*ast.IndexExpr); ok {
					t = ix.X
				}
				id, ok := t.(*ast.Ident)
				if !ok {
					continue
				}
				key = id.Name + "." + key
			}
			put(key, d.Doc)
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					put(sp.Name.Name, sp.Doc, d.Doc)
					if st, ok := sp.Type.(*ast.StructType); ok {
						for _, fl := range st.Fields.List {
							for _, n := range fl.Names {
								put(sp.Name.Name+"."+n.Name, fl.Doc, fl.Comment)
							}
						}
					}
				case *ast.ValueSpec:
					for _, n := range sp.Names {
						if len(d.Specs) == 1 {
							put(n.Name, sp.Doc, d.Doc, sp.Comment)
						} else {
							put(n.Name, sp.Doc, sp.Comment)
						}
					}
				}
			}
		}
	}
}

func lastPart(key string) string { return key[strings.LastIndex(key, ".")+1:] }
