package interp_test

// The corpus: every interp/testdata/*.go is a complete Go program (package
// main, func main) ending with its expectations in comments, yaegi-style:
//
//	// Output:
//	// <exact stdout, one "// " line per line, "//" for an empty line>
//	// Error:
//	// <lines that must each be a substring of the error>
//
// See testdata/README.md. TestCorpus runs the programs in the interpreter;
// TestCorpusAgainstGo checks the expectations themselves against the real Go
// toolchain, and with -update rewrites them from it:
//
//	go test ./interp -run TestCorpusAgainstGo -update                 # all programs
//	go test ./interp -run TestCorpusAgainstGo -update -corpus '^slice_' # some

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

var updateCorpus = flag.Bool("update", false, "rewrite the Output/Error blocks of testdata/*.go from the real Go toolchain (with TestCorpusAgainstGo)")

var corpusFilter = flag.String("corpus", "", "only the corpus programs whose file name matches this regexp (both corpus tests)")

const corpusGlob = "testdata/*.go"

// expectation is the parsed trailing comment block of a corpus program.
type expectation struct {
	Body      string   // the program without its expectation blocks (ends with "\n")
	HasOutput bool     // an "// Output:" block is present
	Output    []string // its lines
	HasError  bool     // an "// Error:" block is present
	Error     []string // its lines: substrings of the expected error text
}

const (
	outputHeader = "// Output:"
	errorHeader  = "// Error:"
)

// Stdout is the exact standard output the Output block describes.
func (e *expectation) Stdout() string {
	if len(e.Output) == 0 {
		return ""
	}
	return strings.Join(e.Output, "\n") + "\n"
}

var typeErrorPos = regexp.MustCompile(`\.go:\d+:\d+: `)

// Kind classifies a program by its Error block.
type corpusKind int

const (
	kindRuns        corpusKind = iota // valid Go the toolchain can run: Output, maybe a panic
	kindTypeError                     // rejected by go/types: Error lines hold "file.go:L:C: msg"
	kindUnsupported                   // valid Go adrepl refuses: "not supported yet", "not available in adrepl"
)

func (e *expectation) Kind() corpusKind {
	for _, l := range e.Error {
		if typeErrorPos.MatchString(l) {
			return kindTypeError
		}
	}
	for _, l := range e.Error {
		if strings.Contains(l, "not supported yet") || strings.Contains(l, "not available in adrepl") {
			return kindUnsupported
		}
	}
	return kindRuns
}

// parseExpectation splits a corpus file into the program and its trailing
// expectation blocks: the trailing run of "//" lines, from the first
// "// Output:" or "// Error:" header in it.
func parseExpectation(src string) (*expectation, error) {
	lines := strings.Split(strings.TrimRight(src, "\n"), "\n")
	start := len(lines)
	for start > 0 && strings.HasPrefix(lines[start-1], "//") {
		start--
	}
	hdr := -1
	for i := start; i < len(lines); i++ {
		if lines[i] == outputHeader || lines[i] == errorHeader {
			hdr = i
			break
		}
	}
	if hdr < 0 {
		return nil, errors.New("no trailing // Output: or // Error: block")
	}
	e := &expectation{Body: strings.TrimRight(strings.Join(lines[:hdr], "\n"), "\n") + "\n"}
	var cur *[]string
	for _, l := range lines[hdr:] {
		switch {
		case l == outputHeader:
			if e.HasOutput || e.HasError {
				return nil, errors.New("// Output: must come first and only once")
			}
			e.HasOutput, cur = true, &e.Output
		case l == errorHeader:
			if e.HasError {
				return nil, errors.New("duplicate // Error: block")
			}
			e.HasError, cur = true, &e.Error
		case l == "//":
			*cur = append(*cur, "")
		case strings.HasPrefix(l, "// "):
			*cur = append(*cur, l[3:])
		default:
			return nil, fmt.Errorf("malformed expectation line %q (want \"// text\" or \"//\")", l)
		}
	}
	if e.HasError {
		for len(e.Error) > 0 && e.Error[len(e.Error)-1] == "" {
			e.Error = e.Error[:len(e.Error)-1]
		}
		if len(e.Error) == 0 {
			return nil, errors.New("empty // Error: block")
		}
		for _, l := range e.Error {
			if l == "" {
				return nil, errors.New("empty line inside // Error: block")
			}
		}
	}
	return e, nil
}

// format renders the program followed by its expectation blocks.
func (e *expectation) format() string {
	var b strings.Builder
	b.WriteString(e.Body)
	b.WriteString("\n")
	if e.HasOutput || len(e.Output) > 0 || !e.HasError {
		b.WriteString(outputHeader + "\n")
		for _, l := range e.Output {
			if l == "" {
				b.WriteString("//\n")
			} else {
				b.WriteString("// " + l + "\n")
			}
		}
	}
	if e.HasError {
		b.WriteString(errorHeader + "\n")
		for _, l := range e.Error {
			b.WriteString("// " + l + "\n")
		}
	}
	return b.String()
}

type corpusFile struct {
	Name string // base name, e.g. "slice_append_grow.go"
	Path string
	Src  string
	Exp  *expectation
}

func loadCorpus(t *testing.T) []corpusFile {
	t.Helper()
	paths, err := filepath.Glob(corpusGlob)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no corpus programs match %s", corpusGlob)
	}
	files := readCorpusFiles(t, paths, *corpusFilter, "-corpus")
	if len(files) == 0 && !t.Failed() {
		t.Fatalf("-corpus %q matches no corpus program", *corpusFilter)
	}
	return files
}

// TestCorpus runs every corpus program in the interpreter.
func TestCorpus(t *testing.T) {
	for _, f := range loadCorpus(t) {
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			var out, errOut bytes.Buffer
			in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &errOut})
			// A runaway program is stopped rather than hanging the whole run.
			timer := time.AfterFunc(corpusTimeout, in.Interrupt)
			err := runGuarded(func() error { return in.RunFile(f.Name, f.Src) })
			if !timer.Stop() {
				t.Errorf("interrupted after %v", corpusTimeout)
			}
			if got, want := out.String(), f.Exp.Stdout(); got != want {
				t.Errorf("stdout differs (-want +got):\n%s", lineDiff(want, got))
			}
			switch {
			case f.Exp.HasError && err == nil:
				t.Errorf("no error, want one containing:\n\t%s", strings.Join(f.Exp.Error, "\n\t"))
			case f.Exp.HasError:
				for _, l := range f.Exp.Error {
					if !strings.Contains(err.Error(), l) {
						t.Errorf("error does not contain %q; error is:\n%v", l, err)
					}
				}
			case err != nil:
				t.Errorf("unexpected error: %v", err)
			}
			if t.Failed() && errOut.Len() > 0 {
				t.Logf("stderr:\n%s", errOut.String())
			}
		})
	}
}

// corpusTimeout bounds one corpus program in the interpreter.
const corpusTimeout = 2 * time.Minute

// runGuarded turns a Go panic escaping the interpreter (a bug in it) into an
// error, so that one program cannot take down the parallel subtests.
func runGuarded(run func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("interpreter crashed (Go panic escaped RunFile): %v\n%s", r, debug.Stack())
		}
	}()
	return run()
}

// goRun is the result of building and running one program with the toolchain.
type goRun struct {
	BuildErr string // compiler output when the build failed
	Stdout   string
	Stderr   string
	Exit     int
	RunErr   error // failure to run at all (timeout, ...)
}

// TestCorpusAgainstGo verifies the corpus expectations with the real Go
// toolchain, the oracle: every valid program is built and run, and its stdout
// and panic message must be what its blocks say; every program expected to be
// a type error must fail to build, at the same line. With -update, the Output
// blocks (and the first Error line of panicking programs) are rewritten from
// the toolchain's results instead.
func TestCorpusAgainstGo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every corpus program with the Go toolchain; skipped with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not on PATH")
	}
	files := loadCorpus(t)
	if t.Failed() {
		return
	}

	// A scratch module with the project's language version, so that the
	// toolchain neither touches the project's go.mod nor needs the network.
	tmp := t.TempDir()
	goVersion := "1.24"
	if mod, err := os.ReadFile("../go.mod"); err == nil {
		if m := regexp.MustCompile(`(?m)^go (\S+)`).FindSubmatch(mod); m != nil {
			goVersion = string(m[1])
		}
	}
	if err := os.WriteFile(filepath.Join(tmp, "go.mod"), []byte("module corpus\n\ngo "+goVersion+"\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local", "CGO_ENABLED=0")

	runOne := func(f corpusFile) goRun {
		var r goRun
		dir := filepath.Join(tmp, strings.TrimSuffix(f.Name, ".go"))
		if err := os.Mkdir(dir, 0o777); err != nil {
			r.RunErr = err
			return r
		}
		if err := os.WriteFile(filepath.Join(dir, f.Name), []byte(f.Src), 0o666); err != nil {
			r.RunErr = err
			return r
		}
		bin := filepath.Join(dir, "prog")
		build := exec.Command(goTool, "build", "-o", bin, f.Name)
		build.Dir, build.Env = dir, env
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

	// Build and run with a small worker pool: linking dominates, 2 cores.
	var todo []corpusFile
	for _, f := range files {
		if f.Exp.Kind() != kindUnsupported {
			todo = append(todo, f)
		}
	}
	results := make([]goRun, len(todo))
	workers := runtime.NumCPU() + 1
	if workers > 4 {
		workers = 4
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = runOne(todo[i])
			}
		}()
	}
	for i := range todo {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	for i, f := range todo {
		r := results[i]
		t.Run(f.Name, func(t *testing.T) {
			if r.RunErr != nil {
				t.Fatalf("running: %v", r.RunErr)
			}
			if f.Exp.Kind() == kindTypeError {
				checkTypeErrorAgainstGo(t, f, r)
				return
			}
			if r.BuildErr != "" {
				t.Fatalf("go build failed:\n%s", r.BuildErr)
			}
			if *updateCorpus {
				updateFromGo(t, f, r)
				return
			}
			if want := f.Exp.Stdout(); r.Stdout != want {
				t.Errorf("stdout of the real program differs from the Output block (-want +got):\n%s", lineDiff(want, r.Stdout))
			}
			first, _, _ := strings.Cut(r.Stderr, "\n")
			switch {
			case !f.Exp.HasError && r.Exit != 0:
				t.Errorf("exit status %d, want 0; stderr:\n%s", r.Exit, r.Stderr)
			case f.Exp.HasError && r.Exit != 2:
				t.Errorf("exit status %d, want 2 (a panic); stderr:\n%s", r.Exit, r.Stderr)
			case f.Exp.HasError:
				for _, l := range f.Exp.Error {
					if !strings.Contains(first, l) {
						t.Errorf("first line of stderr %q does not contain %q", first, l)
					}
				}
			}
		})
	}
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

// updateFromGo rewrites a program's expectation blocks from the real result.
func updateFromGo(t *testing.T, f corpusFile, r goRun) {
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
	if src != f.Src {
		if err := os.WriteFile(f.Path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		t.Logf("updated %s", f.Path)
	}
}

// lineDiff renders a line diff of want and got, "-" for lines only in want,
// "+" for lines only in got.
func lineDiff(want, got string) string {
	var note string
	if want != "" && got != "" && strings.HasSuffix(want, "\n") != strings.HasSuffix(got, "\n") {
		note = "(one of the outputs lacks a final newline)\n"
	}
	a := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	b := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if want == "" {
		a = nil
	}
	if got == "" {
		b = nil
	}
	if len(a)*len(b) > 4_000_000 {
		return fmt.Sprintf("want:\n%s\ngot:\n%s", want, got)
	}
	// Longest common subsequence, by dynamic programming from the end.
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var sb strings.Builder
	sb.WriteString(note)
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			fmt.Fprintf(&sb, "  %q\n", a[i])
			i, j = i+1, j+1
		case j < len(b) && (i == len(a) || lcs[i][j+1] >= lcs[i+1][j]):
			fmt.Fprintf(&sb, "+ %q\n", b[j])
			j++
		default:
			fmt.Fprintf(&sb, "- %q\n", a[i])
			i++
		}
	}
	return sb.String()
}

// readCorpusFiles reads and parses the programs at paths (sorted), keeping
// those whose base name matches pattern (all when it is empty); flag names
// the command-line flag the pattern came from, for error messages.
func readCorpusFiles(t *testing.T, paths []string, pattern, flag string) []corpusFile {
	t.Helper()
	sort.Strings(paths)
	var filter *regexp.Regexp
	if pattern != "" {
		var err error
		if filter, err = regexp.Compile(pattern); err != nil {
			t.Fatalf("%s: %v", flag, err)
		}
	}
	var files []corpusFile
	for _, p := range paths {
		if filter != nil && !filter.MatchString(filepath.Base(p)) {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		e, err := parseExpectation(string(src))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		files = append(files, corpusFile{Name: filepath.Base(p), Path: p, Src: string(src), Exp: e})
	}
	return files
}
