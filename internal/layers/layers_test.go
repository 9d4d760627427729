package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// layer is one row of the table: what a package may import from the
// project. A package may always import itself (external tests do).
type layer struct {
	imports []string // project packages its non-test files may import
	tests   []string // further project packages its _test.go files may import
	exec    bool     // its non-test files may import os/exec
	net     bool     // its non-test files may import net or net/...
	// future marks a row for a package that is being introduced: its
	// absence is no error, as other rows' is.
	future bool
	why    string // printed when the row is broken
}

// layers is the allowed import graph, one row per package (module-relative;
// a row ending in "/*" covers the packages one level below). Imports point
// one way: front ends (cmd/adrepl, kernel) -> the colon commands and the
// pictures bridge (internal/commands, internal/pictures) -> interp -> ad,
// and viz -> ad. A new package fails TestLayers until it has a row here.
var layers = map[string]layer{
	"ad": {
		why: "the AD engine stands alone: a Go programmer can use it without the interpreter, and nothing of adrepl leaks into it",
	},
	"viz": {
		imports: []string{"ad"},
		why:     "viz draws tapes; it reads ad's tape views and knows nothing of the interpreter (pictures cross as data, internal/pictures)",
	},
	"interp": {
		imports: []string{"ad"},
		// interp's external tests run the benchmark programs as corpus
		// and use the std bindings to run whole programs.
		tests: []string{"bench", "interp/stdlib"},
		why:   "the interpreter runs on ad's tape and must not import viz or any front end: pictures leave it as data (interp.Display)",
	},
	"interp/stdlib": {
		imports: []string{"interp", "ad"},
		why:     "the std bindings are built on interp's exported binding kit; the front ends pass them in Options.Packages, and that is the sandbox",
	},
	"internal/pictures": {
		imports: []string{"interp", "viz"},
		tests:   []string{"interp/stdlib"},
		why:     "the one bridge between interp's pictures (data) and viz's renderings",
	},
	"internal/commands": {
		imports: []string{"ad", "interp", "interp/stdlib", "viz", "internal/pictures"},
		exec:    true, // :graph --html --open starts xdg-open
		why:     "the colon commands shared by the REPL and the kernel; they sit above interp and viz and below both front ends",
	},
	"kernel": {
		imports: []string{"ad", "interp", "interp/stdlib", "viz", "internal/commands", "internal/pictures"},
		net:     true, // the Jupyter sockets (ZeroMQ over TCP or IPC)
		why:     "the Jupyter front end: it wires interp, the commands and the pictures to the protocol; only cmd/adrepl may import it",
	},
	"playground": {
		tests: []string{"viz"}, // the browser test finds ECharts as the command does
		exec:  true,            // builds the wasm module with the local go command
		why:   "the browser playground's static site: it embeds the page and builds playground/wasm with the go command; it imports none of the interpreter",
	},
	"playground/wasm": {
		imports: []string{"interp", "interp/stdlib", "viz", "internal/commands", "internal/pictures"},
		why:     "the playground's interpreter (GOOS=js GOARCH=wasm): a front end like the kernel, speaking to a Web Worker instead of Jupyter",
	},
	"cmd/adrepl": {
		imports: []string{"interp", "interp/stdlib", "kernel", "viz", "internal/commands", "internal/pictures", "playground"},
		why:     "the command at the top: the REPL and script mode, and the kernel subcommand",
	},
	"internal/genlib": {
		why: "the generator of the std bindings reads Go's own packages (go/importer), not adrepl's",
	},
	"internal/genfastint": {
		why: "the generator of interp's fused integer operators writes Go source text; it imports none of the project",
	},
	"internal/genplainrun": {
		why: "the generator of interp's plain particle updates (plainrun_gen.go) writes Go source text; it imports none of the project",
	},
	"internal/gensuite": {
		why: "the generator of bench's native twins (suite_gen.go) reads bench/testdata/suite as text and type-checks it against Go's std; it imports none of the project",
	},
	"internal/layers": {
		why: "the tests of the project's shape read its source as text; they import none of it",
	},
	"bench": {
		imports: []string{"ad", "interp", "interp/stdlib"},
		exec:    true, // builds and runs the native Go references and adrepl itself
		why:     "the benchmarks run programs on interp and native Go beside them; nothing in the product imports bench",
	},
	"bench/cmd/*": {
		imports: []string{"ad", "interp", "interp/stdlib", "kernel", "bench"},
		exec:    true, // the reports start processes (go, adrepl, a kernel)
		why:     "the report commands of the benchmarks (docs/*.md tables)",
	},
}

// rowFor finds the row of a package: its own, else a "dir/*" row.
func rowFor(rel string) (layer, string, bool) {
	if l, ok := layers[rel]; ok {
		return l, rel, true
	}
	for key, l := range layers {
		if strings.HasSuffix(key, "/*") {
			if ok, _ := path.Match(key, rel); ok {
				return l, key, true
			}
		}
	}
	return layer{}, "", false
}

func TestLayers(t *testing.T) {
	used := map[string]bool{}
	for _, p := range packages(t) {
		l, key, ok := rowFor(p.rel)
		if !ok {
			t.Errorf("package %s has no row in the table of internal/layers/layers_test.go: add one with the project packages it may import and why", p.rel)
			continue
		}
		used[key] = true
		allowed := map[string]bool{p.rel: true}
		for _, a := range l.imports {
			allowed[a] = true
		}
		check := func(imports map[string]string, test bool) {
			for _, ip := range sortedKeys(imports) {
				rel, ok := project(ip)
				if !ok || allowed[rel] {
					continue
				}
				kind, field := "", "imports"
				if test {
					kind, field = "test ", "tests"
				}
				t.Errorf("%s/%s: %simport of %s is not allowed (%s: %s); if the layering really changes, add it to %q's %s in internal/layers/layers_test.go",
					p.rel, imports[ip], kind, rel, key, l.why, key, field)
			}
		}
		check(p.imports, false)
		for _, a := range l.tests {
			allowed[a] = true
		}
		check(p.testImports, true)
	}
	for key, l := range layers {
		if !used[key] && !l.future {
			t.Errorf("the table of internal/layers/layers_test.go has a row for %s, which matches no package: remove it", key)
		}
	}
}

// The sandbox: interpreted code reaches only what interp and its bindings
// provide, so no project package below the front ends may start processes
// or open connections. Test files may (they run the Go toolchain).
func TestSandboxImports(t *testing.T) {
	for _, p := range packages(t) {
		l, _, ok := rowFor(p.rel)
		if !ok {
			continue // TestLayers reports it
		}
		for _, ip := range sortedKeys(p.imports) {
			isNet := ip == "net" || strings.HasPrefix(ip, "net/")
			if (ip == "os/exec" && !l.exec) || (isNet && !l.net) {
				t.Errorf("%s/%s imports %s: only the front ends listed in internal/layers/layers_test.go may (the sandbox: interpreted code must not reach processes or the network)",
					p.rel, p.imports[ip], ip)
			}
		}
	}
}

// The rows name only packages that have a row themselves: a typo in the
// table would otherwise allow nothing and go unnoticed.
func TestLayersTable(t *testing.T) {
	for key, l := range layers {
		if l.why == "" {
			t.Errorf("row %s says not why", key)
		}
		for _, list := range [][]string{l.imports, l.tests} {
			for _, a := range list {
				if _, _, ok := rowFor(a); !ok {
					t.Errorf("row %s allows %s, which has no row", key, a)
				}
			}
		}
	}
	if len(layers["ad"].imports)+len(layers["ad"].tests) != 0 {
		t.Error("ad must import no project package")
	}
}

// Front ends pass options (interp.Options, kernel.Config, the commands'
// Host); no package assigns another project package's variables, in init
// or anywhere else, tests included: such a global makes a package behave
// differently depending on what else is linked into the binary.
func TestNoForeignGlobals(t *testing.T) {
	for _, p := range packages(t) {
		for _, file := range p.paths {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			ours := map[string]string{} // local name -> project package
			for _, im := range f.Imports {
				ip, _ := strconv.Unquote(im.Path.Value)
				rel, ok := project(ip)
				if !ok {
					continue
				}
				name := path.Base(ip)
				if im.Name != nil {
					name = im.Name.Name
				}
				ours[name] = rel
			}
			if len(ours) == 0 {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				var lhs []ast.Expr
				switch s := n.(type) {
				case *ast.AssignStmt:
					lhs = s.Lhs
				case *ast.IncDecStmt:
					lhs = []ast.Expr{s.X}
				}
				for _, e := range lhs {
					if name, v, ok := foreignVar(e, ours); ok {
						pos := fset.Position(e.Pos())
						t.Errorf("%s/%s:%d: assigns %s.%s, a variable of package %s: pass it as an option instead (a field of the Options or Config the front end gives it)",
							p.rel, filepath.Base(file), pos.Line, name, v, ours[name])
					}
				}
				return true
			})
		}
	}
}

// foreignVar reports whether an assignment's left side stores into a
// package-level variable of an imported project package (pkg.V, pkg.V.F,
// pkg.V[i]).
func foreignVar(e ast.Expr, ours map[string]string) (pkg, name string, ok bool) {
	for {
		switch x := e.(type) {
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			if id, isIdent := x.X.(*ast.Ident); isIdent && ours[id.Name] != "" {
				return id.Name, x.Sel.Name, true
			}
			e = x.X
		default:
			return "", "", false
		}
	}
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
