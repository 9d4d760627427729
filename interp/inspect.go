package interp

import (
	"go/token"
	"go/types"
	"strings"
)

// Inspection describes the name under a cursor: what the Jupyter kernel shows
// for Shift-Tab and what a REPL could show for a help command.
type Inspection struct {
	Name      string // as written: "x", "ad.Grad", "h.MatVec"
	Signature string // "func ad.Grad[X any](f func(X) float64) func(X) X", "var x float64"
	Doc       string // one line of documentation, when the library has one
}

// Inspect finds the identifier at or just before byte offset cursor in src,
// with the package or variable it is selected from, and describes it. It
// knows session names, library packages (with their one-line docs) and the
// fields and methods of session variables.
func (in *Interp) Inspect(src string, cursor int) (Inspection, bool) {
	if cursor > len(src) {
		cursor = len(src)
	}
	if cursor < 0 {
		cursor = 0
	}
	// Extend the word under the cursor both ways.
	start, end := cursor, cursor
	for start > 0 && isIdentByte(src[start-1]) {
		start--
	}
	for end < len(src) && isIdentByte(src[end]) {
		end++
	}
	if start == end && start > 0 && src[start-1] == '(' {
		// Cursor just inside a call's parenthesis: inspect the callee.
		return in.Inspect(src, start-1)
	}
	name := src[start:end]
	if name == "" {
		return Inspection{}, false
	}
	operand := ""
	if start > 0 && src[start-1] == '.' {
		b := start - 1
		for b > 0 && isIdentByte(src[b-1]) {
			b--
		}
		operand = src[b : start-1]
	}
	if operand == "" {
		// A package name on its own, or a session name.
		if path, ok := in.packagePath(name); ok {
			return Inspection{Name: name, Signature: "package " + path}, true
		}
		if obj := in.sess.scope[name]; obj != nil {
			return Inspection{Name: name, Signature: types.ObjectString(obj, qualifier)}, true
		}
		if obj := types.Universe.Lookup(name); obj != nil {
			return Inspection{Name: name, Signature: types.ObjectString(obj, qualifier)}, true
		}
		return Inspection{}, false
	}
	full := operand + "." + name
	if path, ok := in.packagePath(operand); ok {
		lp := in.loadLib(path)
		if lp == nil || lp.pkg == nil {
			return Inspection{}, false
		}
		obj := lp.pkg.Scope().Lookup(name)
		if obj == nil || !token.IsExported(name) {
			return Inspection{}, false
		}
		ins := Inspection{Name: full, Signature: types.ObjectString(obj, qualifier)}
		if l := in.libs[path]; l != nil {
			ins.Doc = l.Doc[name]
		}
		return ins, true
	}
	obj := in.sess.scope[operand]
	if obj == nil {
		return Inspection{}, false
	}
	sel, _, _ := types.LookupFieldOrMethod(obj.Type(), true, nil, name)
	if sel == nil {
		return Inspection{}, false
	}
	ins := Inspection{Name: full, Signature: types.ObjectString(sel, qualifier)}
	if f, ok := sel.(*types.Func); ok && f.Pkg() != nil {
		if l := in.libs[f.Pkg().Path()]; l != nil {
			if recv := f.Type().(*types.Signature).Recv(); recv != nil {
				t := recv.Type()
				if p, ok := t.(*types.Pointer); ok {
					t = p.Elem()
				}
				if n, ok := t.(*types.Named); ok {
					ins.Doc = l.Doc[n.Obj().Name()+"."+name]
				}
			}
		}
	}
	return ins, true
}

// packagePath resolves a package name used in a cell: imported by the
// session, or known and imported automatically on first use.
func (in *Interp) packagePath(name string) (string, bool) {
	if in.sess.scope[name] != nil {
		return "", false // a variable shadows the package name
	}
	if path, ok := in.sess.imports[name]; ok {
		return path, true
	}
	if path := knownPackages[name]; path != "" && in.libs[path] != nil {
		return path, true
	}
	return "", false
}

// LibraryDoc returns the one-line documentation of a library's name ("Grad"
// in "ad", "Tensor.MatVec"), or "".
func (in *Interp) LibraryDoc(path, name string) string {
	if l := in.libs[path]; l != nil {
		return strings.TrimSpace(l.Doc[name])
	}
	return ""
}
