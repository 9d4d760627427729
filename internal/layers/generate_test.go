package layers

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratorsFresh runs every generator named by a //go:generate line of
// the module and fails when what it writes differs from the committed file.
// A hand edit to a generated file, or a change to a generator without
// `go generate`, would otherwise pass every test and be lost at the next
// `go generate`.
//
// It needs no knowledge of the generators: each directive's directory is
// copied (its regular files; its subdirectories are linked) into a
// scratch directory, the generator is
// built and run there as `go generate` would run it, and every file that
// comes out different from the repository's copy is stale. Only directives
// of the form `go run PATH [ARGS]` are understood; any other fails the
// test, so that a new kind is taught here instead of going unchecked.
func TestGeneratorsFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs every generator")
	}
	for _, p := range packages(t) {
		for _, file := range p.files {
			for _, dir := range directives(t, filepath.Join(p.dir, file)) {
				name := p.rel + "/" + file + ": //go:generate " + strings.Join(dir, " ")
				t.Run(p.rel+"/"+file, func(t *testing.T) {
					checkGenerator(t, p.dir, dir, name)
				})
			}
		}
	}
}

// directives returns the words of each //go:generate line of file.
func directives(t *testing.T, file string) [][]string {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "//go:generate "); ok {
			out = append(out, strings.Fields(rest))
		}
	}
	return out
}

func checkGenerator(t *testing.T, pkgDir string, words []string, name string) {
	if len(words) < 3 || words[0] != "go" || words[1] != "run" {
		t.Fatalf("%s: only `go run PATH` generators are checked; teach TestGeneratorsFresh this one", name)
	}
	scratch := t.TempDir()
	bin := filepath.Join(t.TempDir(), "gen")
	build := exec.Command("go", "build", "-o", bin, words[2])
	build.Dir = pkgDir
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s: building the generator: %v\n%s", name, err, out)
	}
	entries, err := os.ReadDir(pkgDir)
	if err != nil {
		t.Fatal(err)
	}
	orig := map[string][]byte{}
	for _, e := range entries {
		if e.IsDir() {
			// A generator may read a subdirectory (bench's testdata/suite):
			// it sees the repository's own, and writes only beside it.
			if err := os.Symlink(filepath.Join(pkgDir, e.Name()), filepath.Join(scratch, e.Name())); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !e.Type().IsRegular() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(pkgDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		orig[e.Name()] = b
		if err := os.WriteFile(filepath.Join(scratch, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := exec.Command(bin, words[3:]...)
	run.Dir = scratch
	run.Env = append(os.Environ(), "GOPACKAGE="+filepath.Base(pkgDir), "GOFILE=")
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", name, err, out)
	}
	after, err := os.ReadDir(scratch)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range after {
		if e.Type()&os.ModeSymlink != 0 {
			continue
		}
		got, err := os.ReadFile(filepath.Join(scratch, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		want, ok := orig[e.Name()]
		switch {
		case !ok:
			t.Errorf("%s writes %s, which is not committed: run go generate in %s and commit it", name, e.Name(), filepath.Base(pkgDir))
		case !bytes.Equal(got, want):
			t.Errorf("%s: %s is stale (edited by hand, or its generator changed): run go generate in %s; hand-written code belongs in the package's own files", name, e.Name(), filepath.Base(pkgDir))
		}
	}
}
