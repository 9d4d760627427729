// Command genlib writes the host bindings of library functions whose
// signatures use only basic types (and a few slice and func types) into the
// marked regions of interp/lib_*.go:
//
//	// BEGIN GENERATED <name> (internal/genlib) ...
//	// END GENERATED <name>
//
// For each package it emits <name>GenSrc, the Go declarations (bodiless, with
// the real signatures) and <name>GenHost, the HostFunc table. Functions that
// need hand-written code (error results, named types, iterators) are listed
// in skip and written by hand in the lib file.
//
// Run from the module root: go run ./internal/genlib
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"go/importer"
	"go/token"
	"go/types"
	"log"
	"os"
	"sort"
	"strings"
)

type pkgSpec struct {
	path   string   // import path
	name   string   // region name and Go identifier prefix
	file   string   // lib file holding the region
	skip   []string // functions written by hand (or left out)
	panics []string // functions whose host implementation may panic with a non-runtime value
}

var specs = []pkgSpec{
	{path: "math", name: "math", file: "interp/lib_math.go"},
	{path: "math/bits", name: "bits", file: "interp/lib_bits.go"},
	{path: "math/cmplx", name: "cmplx", file: "interp/lib_cmplx.go"},
	{path: "strings", name: "strings", file: "interp/lib_strings.go",
		skip:   []string{"ToLowerSpecial", "ToUpperSpecial", "ToTitleSpecial"},
		panics: []string{"Repeat"}},
	{path: "strconv", name: "strconv", file: "interp/lib_strconv.go",
		skip: []string{"AppendFloat", "AppendInt", "AppendUint", "AppendBool", "AppendQuote", "AppendQuoteRune",
			"AppendQuoteRuneToASCII", "AppendQuoteRuneToGraphic", "AppendQuoteToASCII", "AppendQuoteToGraphic"}},
	{path: "unicode", name: "unicode", file: "interp/lib_unicode.go"},
	{path: "unicode/utf8", name: "utf8", file: "interp/lib_unicode.go",
		skip: []string{"EncodeRune", "AppendRune"}},
}

func main() {
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	for _, s := range specs {
		pkg, err := imp.Import(s.path)
		if err != nil {
			log.Fatal(err)
		}
		region := generate(pkg, s)
		if err := splice(s.file, s.name, region); err != nil {
			log.Fatal(err)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

func generate(pkg *types.Package, s pkgSpec) string {
	scope := pkg.Scope()
	names := scope.Names()
	sort.Strings(names)
	var src, host bytes.Buffer
	var skipped []string
	for _, n := range names {
		fn, ok := scope.Lookup(n).(*types.Func)
		if !ok || !fn.Exported() || contains(s.skip, n) {
			continue
		}
		sig := fn.Type().(*types.Signature)
		body, ok := binding(s, fn, sig)
		if !ok {
			skipped = append(skipped, n)
			continue
		}
		sigStr := types.TypeString(sig, func(*types.Package) string { return "" })
		fmt.Fprintf(&src, "func %s%s\n", n, strings.TrimPrefix(sigStr, "func"))
		fmt.Fprintf(&host, "\t%q: %s,\n", n, body)
	}
	if len(skipped) > 0 {
		fmt.Fprintf(os.Stderr, "%s: by hand or left out: %s\n", s.path, strings.Join(skipped, " "))
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "const %sGenSrc = `\n%s`\n\n", s.name, src.String())
	fmt.Fprintf(&b, "var %sGenHost = map[string]*HostFunc{\n%s}\n", s.name, host.String())
	return b.String()
}

func isBasic(t types.Type, k types.BasicKind) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind() == k
}

// binding returns the HostFunc literal for fn, or false if its signature is
// not supported.
func binding(s pkgSpec, fn *types.Func, sig *types.Signature) (string, bool) {
	ps, rs := sig.Params(), sig.Results()
	qual := s.path[strings.LastIndexByte(s.path, '/')+1:]
	hostName := qual + "." + fn.Name()
	if sig.Variadic() {
		return "", false
	}
	if ps.Len() == 1 && rs.Len() == 1 && isBasic(ps.At(0).Type(), types.Float64) && isBasic(rs.At(0).Type(), types.Float64) {
		return fmt.Sprintf("{F64: %s}", hostName), true
	}
	if ps.Len() == 2 && rs.Len() == 1 && isBasic(ps.At(0).Type(), types.Float64) && isBasic(ps.At(1).Type(), types.Float64) && isBasic(rs.At(0).Type(), types.Float64) {
		return fmt.Sprintf("{F64x2: %s}", hostName), true
	}
	var args []string
	for i := 0; i < ps.Len(); i++ {
		a, ok := argExpr(ps.At(i).Type(), fmt.Sprintf("c.Args[%d]", i))
		if !ok {
			return "", false
		}
		args = append(args, a)
	}
	call := fmt.Sprintf("%s(%s)", hostName, strings.Join(args, ", "))
	var b strings.Builder
	b.WriteString("{Call: func(c *Call) {\n")
	if contains(s.panics, fn.Name()) {
		b.WriteString("defer hostPanics(c)\n")
	}
	switch rs.Len() {
	case 0:
		b.WriteString(call + "\n")
	case 1:
		r, ok := resExpr(rs.At(0).Type(), call)
		if !ok {
			return "", false
		}
		b.WriteString("c.Results[0] = " + r + "\n")
	default:
		var vars []string
		for i := 0; i < rs.Len(); i++ {
			vars = append(vars, fmt.Sprintf("r%d", i))
		}
		b.WriteString(strings.Join(vars, ", ") + " := " + call + "\n")
		for i := 0; i < rs.Len(); i++ {
			r, ok := resExpr(rs.At(i).Type(), vars[i])
			if !ok {
				return "", false
			}
			fmt.Fprintf(&b, "c.Results[%d] = %s\n", i, r)
		}
	}
	b.WriteString("}}")
	return b.String(), true
}

func argExpr(t types.Type, a string) (string, bool) {
	switch t := t.(type) {
	case *types.Basic:
		switch t.Kind() {
		case types.Bool:
			return a + ".Bool()", true
		case types.Int:
			return "int(" + a + ".Int())", true
		case types.Int8, types.Int16, types.Int32, types.Int64:
			return t.Name() + "(" + a + ".Int())", true
		case types.Uint, types.Uint8, types.Uint16, types.Uint32, types.Uintptr:
			return t.Name() + "(" + a + ".N)", true
		case types.Uint64:
			return a + ".N", true
		case types.Float64:
			return a + ".Float()", true
		case types.Float32:
			return "float32(" + a + ".Float())", true
		case types.Complex128:
			return a + ".Complex()", true
		case types.Complex64:
			return "complex64(" + a + ".Complex())", true
		case types.String:
			return a + ".String()", true
		}
	case *types.Slice:
		switch {
		case isBasic(t.Elem(), types.String):
			return "valueStrings(" + a + ")", true
		case isBasic(t.Elem(), types.Byte), isBasic(t.Elem(), types.Uint8):
			return "valueBytes(" + a + ")", true
		case isBasic(t.Elem(), types.Rune), isBasic(t.Elem(), types.Int32):
			return "valueRunes(" + a + ")", true
		}
	case *types.Signature:
		if t.Params().Len() == 1 && t.Results().Len() == 1 && isBasic(t.Params().At(0).Type(), types.Rune) {
			switch {
			case isBasic(t.Results().At(0).Type(), types.Bool):
				return "runePred(c.In, " + a + ")", true
			case isBasic(t.Results().At(0).Type(), types.Rune):
				return "runeMapping(c.In, " + a + ")", true
			}
		}
	}
	return "", false
}

func resExpr(t types.Type, r string) (string, bool) {
	switch t := t.(type) {
	case *types.Basic:
		switch t.Kind() {
		case types.Bool:
			return "MakeBool(" + r + ")", true
		case types.Int64:
			return "MakeInt(" + r + ")", true
		case types.Int, types.Int8, types.Int16, types.Int32:
			return "MakeInt(int64(" + r + "))", true
		case types.Uint64:
			return "MakeUint(" + r + ")", true
		case types.Uint, types.Uint8, types.Uint16, types.Uint32, types.Uintptr:
			return "MakeUint(uint64(" + r + "))", true
		case types.Float64:
			return "MakeFloat(" + r + ")", true
		case types.Float32:
			return "MakeFloat(float64(" + r + "))", true
		case types.Complex128:
			return "MakeComplex(" + r + ")", true
		case types.Complex64:
			return "MakeComplex(complex128(" + r + "))", true
		case types.String:
			return "MakeString(" + r + ")", true
		}
	case *types.Slice:
		switch {
		case isBasic(t.Elem(), types.String):
			return "stringValues(" + r + ")", true
		case isBasic(t.Elem(), types.Byte), isBasic(t.Elem(), types.Uint8):
			return "byteValues(" + r + ")", true
		case isBasic(t.Elem(), types.Rune), isBasic(t.Elem(), types.Int32):
			return "runeValues(" + r + ")", true
		}
	}
	return "", false
}

// splice replaces the region name of file with body and gofmts the file.
func splice(file, name, body string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	begin := "// BEGIN GENERATED " + name + " "
	end := "// END GENERATED " + name + "\n"
	s := string(data)
	i := strings.Index(s, begin)
	j := strings.Index(s, end)
	if i < 0 || j < i {
		return fmt.Errorf("%s: no region %q", file, name)
	}
	i += strings.IndexByte(s[i:], '\n') + 1
	out := s[:i] + "\n" + body + "\n" + s[j:]
	src, err := format.Source([]byte(out))
	if err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	return os.WriteFile(file, src, 0o644)
}
