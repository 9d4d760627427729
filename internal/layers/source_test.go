package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// module is the project's module path; project packages are named relative
// to it in the tables ("interp", "internal/commands").
const module = "github.com/adrepl/adrepl"

// pkg is one package directory of the project as its source says.
type pkg struct {
	rel   string   // directory relative to the module root, "/" separated
	dir   string   // absolute directory
	files []string // non-test .go files, by name
	paths []string // every .go file, tests included, by path
	// imports of the non-test files and of the _test.go files (internal
	// and external tests alike), import path -> the first file naming it.
	imports, testImports map[string]string
	docs                 map[string]*ast.CommentGroup // package comment per non-test file
}

// root finds the module root (the directory holding go.mod) above the
// test's working directory.
func root(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// packages reads every package of the module. Build constraints are
// ignored on purpose: a file for another platform must obey the layering
// too. testdata (interpreted programs, not project code), node_modules and
// directories starting with "." or "_" are skipped, as the go command does.
func packages(t *testing.T) []*pkg {
	t.Helper()
	top := root(t)
	byDir := map[string]*pkg{}
	err := filepath.WalkDir(top, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != top && (name == "testdata" || name == "node_modules" || name == "vendor" ||
				strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
			return nil
		}
		dir := filepath.Dir(path)
		p := byDir[dir]
		if p == nil {
			rel, _ := filepath.Rel(top, dir)
			p = &pkg{rel: filepath.ToSlash(rel), dir: dir, imports: map[string]string{}, testImports: map[string]string{}, docs: map[string]*ast.CommentGroup{}}
			byDir[dir] = p
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		p.paths = append(p.paths, path)
		into := p.imports
		if strings.HasSuffix(name, "_test.go") {
			into = p.testImports
		} else {
			p.files = append(p.files, name)
			p.docs[name] = f.Doc
		}
		for _, im := range f.Imports {
			ip, _ := strconv.Unquote(im.Path.Value)
			if _, seen := into[ip]; !seen {
				into[ip] = name
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var ps []*pkg
	for _, p := range byDir {
		if len(p.files) > 0 { // a directory of tests only is no package to map
			sort.Strings(p.files)
			ps = append(ps, p)
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].rel < ps[j].rel })
	if len(ps) < 5 {
		t.Fatalf("found only %d packages under %s: is the walk wrong?", len(ps), top)
	}
	return ps
}

// project returns the module-relative name of a project import path, or
// false for the standard library and other modules.
func project(importPath string) (string, bool) {
	if rel, ok := strings.CutPrefix(importPath, module+"/"); ok {
		return rel, true
	}
	return "", false
}
