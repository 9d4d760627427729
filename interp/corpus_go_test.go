package interp_test

// The real Go toolchain as the oracle of the plain corpus (testdata/*.go):
// every valid program is built and run, and its stdout and panic message
// must be what its blocks say; every program expected to be a type error
// must fail to build, at the same line. With -update the Output blocks (and
// the first Error line of panicking programs) are rewritten from it.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// goToolchain builds and runs programs in a scratch module.
type goToolchain struct {
	tool string
	dir  string
	env  []string
}

// newGoToolchain prepares the scratch module, or says why the toolchain
// checks are skipped.
func newGoToolchain(t *testing.T) (*goToolchain, string) {
	if testing.Short() {
		return nil, "skipped with -short"
	}
	tool, err := exec.LookPath("go")
	if err != nil {
		return nil, "go not on PATH"
	}
	// A scratch module with the project's language version, so that the
	// toolchain neither touches the project's go.mod nor needs the network.
	dir := t.TempDir()
	goVersion := "1.24"
	if mod, err := os.ReadFile("../go.mod"); err == nil {
		if m := regexp.MustCompile(`(?m)^go (\S+)`).FindSubmatch(mod); m != nil {
			goVersion = string(m[1])
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module corpus\n\ngo "+goVersion+"\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local", "CGO_ENABLED=0")
	return &goToolchain{tool: tool, dir: dir, env: env}, ""
}

// goRun is the result of building and running one program with the toolchain.
type goRun struct {
	BuildErr string // compiler output when the build failed
	Stdout   string
	Stderr   string
	Exit     int
	RunErr   error // failure to run at all (timeout, ...)
}

// run builds f and, unless it is expected to be a type error, runs it.
func (g *goToolchain) run(f corpusFile) goRun {
	var r goRun
	dir := filepath.Join(g.dir, strings.TrimSuffix(f.Name, ".go"))
	if err := os.Mkdir(dir, 0o777); err != nil {
		r.RunErr = err
		return r
	}
	if err := os.WriteFile(filepath.Join(dir, f.Name), []byte(f.Src), 0o666); err != nil {
		r.RunErr = err
		return r
	}
	bin := filepath.Join(dir, "prog")
	build := exec.Command(g.tool, "build", "-o", bin, f.Name)
	build.Dir, build.Env = dir, g.env
	if out, err := build.CombinedOutput(); err != nil {
		r.BuildErr = string(out)
		if r.BuildErr == "" {
			r.BuildErr = err.Error()
		}
		return r
	}
	if f.Exp.Kind() == kindTypeError {
		return r
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var stdout, stderr bytes.Buffer
	run := exec.CommandContext(ctx, bin)
	run.Dir, run.Stdout, run.Stderr = dir, &stdout, &stderr
	err := run.Run()
	r.Stdout, r.Stderr = stdout.String(), stderr.String()
	var exitErr *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.RunErr = fmt.Errorf("timed out: %v", ctx.Err())
	case errors.As(err, &exitErr):
		r.Exit = exitErr.ExitCode()
	case err != nil:
		r.RunErr = err
	}
	return r
}

// goBuilds builds and runs programs in the background with a small worker
// pool (linking dominates; a build more than there are cores keeps them
// busy), for the subtests that ask: a -run filter builds only those.
type goBuilds struct {
	jobs    chan corpusFile
	results map[string]chan goRun // by file name
}

func (g *goToolchain) start(files []corpusFile) *goBuilds {
	b := &goBuilds{jobs: make(chan corpusFile, len(files)), results: map[string]chan goRun{}}
	for _, f := range files {
		b.results[f.Name] = make(chan goRun, 1)
	}
	for range min(runtime.NumCPU()+1, 4) {
		go func() {
			for f := range b.jobs {
				b.results[f.Name] <- g.run(f)
			}
		}()
	}
	return b
}

// want queues f's build; it returns the channel its result arrives on, or
// nil when there is nothing to build: no toolchain, or a program adrepl
// refuses (valid Go that it does not support).
func (b *goBuilds) want(f corpusFile) chan goRun {
	if b == nil || f.Exp.Kind() == kindUnsupported {
		return nil
	}
	b.jobs <- f
	return b.results[f.Name]
}

// close ends the pool once every subtest has asked.
func (b *goBuilds) close() {
	if b != nil {
		close(b.jobs)
	}
}

// check verifies f's expectations against r, the real program's result, or
// with -update rewrites them from it; it returns f as it now stands.
func checkAgainstGo(t *testing.T, f corpusFile, r goRun) corpusFile {
	t.Helper()
	if r.RunErr != nil {
		t.Fatalf("go run: %v", r.RunErr)
	}
	if f.Exp.Kind() == kindTypeError {
		checkTypeErrorAgainstGo(t, f, r)
		return f
	}
	if r.BuildErr != "" {
		t.Fatalf("go build failed:\n%s", r.BuildErr)
	}
	if *update {
		return updateFromGo(t, f, r)
	}
	if want := f.Exp.Stdout(); r.Stdout != want {
		t.Errorf("stdout of the real program differs from the Output block (-want +got):\n%s", lineDiff(want, r.Stdout))
	}
	first, _, _ := strings.Cut(r.Stderr, "\n")
	switch {
	case !f.Exp.HasError && r.Exit != 0:
		t.Errorf("real program: exit status %d, want 0; stderr:\n%s", r.Exit, r.Stderr)
	case f.Exp.HasError && r.Exit != 2:
		t.Errorf("real program: exit status %d, want 2 (a panic); stderr:\n%s", r.Exit, r.Stderr)
	case f.Exp.HasError:
		for _, l := range f.Exp.Error {
			if !strings.Contains(first, l) {
				t.Errorf("first line of the real program's stderr %q does not contain %q", first, l)
			}
		}
	}
	return f
}

// checkTypeErrorAgainstGo requires that a program expected to be rejected by
// go/types is rejected by the compiler too, on the line go/types reports.
func checkTypeErrorAgainstGo(t *testing.T, f corpusFile, r goRun) {
	if r.BuildErr == "" {
		t.Fatalf("go build succeeded, but the Error block expects a type error:\n\t%s", strings.Join(f.Exp.Error, "\n\t"))
	}
	for _, l := range f.Exp.Error {
		m := regexp.MustCompile(`([\w.-]+\.go:\d+):\d+: `).FindStringSubmatch(l)
		if m == nil {
			continue
		}
		if !strings.Contains(r.BuildErr, m[1]+":") {
			t.Errorf("the compiler reports no error at %s; it says:\n%s", m[1], r.BuildErr)
		}
	}
}

// updateFromGo rewrites a program's expectation blocks from the real result
// and returns the program as rewritten.
func updateFromGo(t *testing.T, f corpusFile, r goRun) corpusFile {
	if r.Stdout != "" && !strings.HasSuffix(r.Stdout, "\n") {
		t.Fatalf("stdout does not end with a newline: not representable in an Output block: %q", r.Stdout)
	}
	e := *f.Exp
	e.Output = nil
	if r.Stdout != "" {
		e.Output = strings.Split(strings.TrimSuffix(r.Stdout, "\n"), "\n")
	}
	for _, l := range e.Output {
		if strings.TrimRight(l, " \t") != l {
			t.Fatalf("stdout line %q has trailing white space: gofmt would strip it from the Output block", l)
		}
		if !utf8.ValidString(l) || strings.ContainsAny(l, "\x00\r\uFEFF") {
			t.Fatalf("stdout line %q holds bytes a Go comment cannot (invalid UTF-8, NUL, CR, BOM): print it with %%q", l)
		}
	}
	e.HasOutput = len(e.Output) > 0
	switch r.Exit {
	case 0:
		e.HasError, e.Error = false, nil
		e.HasOutput = true
	case 2:
		first, _, _ := strings.Cut(r.Stderr, "\n")
		if !e.HasError {
			e.HasError, e.Error = true, []string{first}
		} else {
			e.Error = append([]string{first}, e.Error[1:]...)
		}
	default:
		t.Fatalf("exit status %d (only 0 and 2, a panic, are representable); stderr:\n%s", r.Exit, r.Stderr)
	}
	src := e.format()
	back, err := parseExpectation(src)
	if err != nil || back.Stdout() != r.Stdout {
		t.Fatalf("the output does not round-trip through an Output block (a line looks like a header?): %v", err)
	}
	return rewriteCorpusFile(t, f, src)
}
