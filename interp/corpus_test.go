package interp_test

// The corpus: every testdata/*.go and testdata/{ad,ckpt,state,tensor}/*.go is
// a complete Go program (package main, func main) ending with its
// expectations in comments, yaegi-style:
//
//	// Output:
//	// <exact stdout, one "// " line per line, "//" for an empty line>
//	// Error:
//	// <lines that must each be a substring of the error>
//
// See testdata/README.md. TestCorpus runs each program in a fresh
// interpreter, one subtest per program, TestCorpus/DIR/FILE. Where the
// expectations come from depends on the directory:
//
//   - plain (testdata/*.go) is valid Go (some of which adrepl refuses) or a
//     type error: the real Go toolchain is the oracle, and every program is
//     also built and run with it (skipped with -short);
//   - ad, ckpt, state and tensor import adrepl's package ad, which the
//     toolchain cannot build: each program compares what ad computes with an
//     independent computation written in the program itself and prints "ok"
//     or, with both numbers, "FAIL" (most through package check,
//     testdata/lib/check.go, a test-only library). An Output block never
//     holds FAIL. The ckpt programs also run with their //ad:checkpoint
//     directives removed, and must print bit-identical gradients.
//
// -update rewrites the blocks from the oracle (the toolchain, or adrepl
// refusing FAIL); -run selects programs:
//
//	go test ./interp -run TestCorpus -update                 # every program
//	go test ./interp -run 'TestCorpus/plain/slice_' -update  # some

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
)

var update = flag.Bool("update", false, "rewrite the expectations from their oracle: the Output/Error blocks of the corpus programs (TestCorpus: plain Go from the real toolchain, the others from adrepl, refusing FAIL) and the transcripts of docs/state.md, docs/tapes.md and docs/tensors.md (TestStateDocs, TestTensorDocs)")

// corpusDir is one directory of the corpus and what its programs are.
type corpusDir struct {
	name string // the subtest: TestCorpus/name/FILE
	glob string
	min  int // the number of programs it must keep
	// ad: the programs import "ad"; adrepl's output is the reference, and it
	// never holds FAIL. Otherwise the real Go toolchain is the oracle.
	ad bool
	// checkpoint: also run the program store-all and compare (checkStoreAll).
	checkpoint bool
}

var corpusDirs = []corpusDir{
	{name: "plain", glob: "testdata/*.go", min: 1},
	{name: "ad", glob: "testdata/ad/*.go", min: 40, ad: true},
	{name: "ckpt", glob: "testdata/ckpt/*.go", min: 1, ad: true, checkpoint: true},
	{name: "state", glob: "testdata/state/*.go", min: 5, ad: true},
	{name: "tensor", glob: "testdata/tensor/*.go", min: 9, ad: true},
}

// corpusTimeout bounds one corpus program in the interpreter.
const corpusTimeout = 2 * time.Minute

// TestCorpus runs every corpus program in the interpreter and checks (or
// with -update rewrites) its expectations.
func TestCorpus(t *testing.T) {
	for _, d := range corpusDirs {
		t.Run(d.name, func(t *testing.T) { d.test(t) })
	}
}

func (d corpusDir) test(t *testing.T) {
	paths, err := filepath.Glob(d.glob)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < d.min {
		t.Errorf("%s has %d programs, want at least %d", d.glob, len(paths), d.min)
	}
	files := readCorpusFiles(t, paths)
	var builds *goBuilds // nil without the toolchain
	if !d.ad {
		if toolchain, why := newGoToolchain(t); toolchain == nil {
			t.Logf("not checked against the Go toolchain: %s", why)
		} else {
			builds = toolchain.start(files)
		}
	}
	for _, f := range files {
		t.Run(f.Name, func(t *testing.T) {
			goResult := builds.want(f) // before t.Parallel: queued in order
			t.Parallel()
			if d.ad && !strings.Contains(f.Exp.Body, `"ad"`) {
				t.Errorf("does not import \"ad\"")
			}
			if goResult != nil {
				f = checkAgainstGo(t, f, <-goResult)
			}
			got, in, err := runCorpusProgram(t, f.Name, f.Src, interp.Options{})
			if d.ad && *update {
				f = updateFromAdrepl(t, f, got, err)
			}
			d.check(t, f, got, err)
			checkGeneralPath(t, f, got, err, in)
			if d.checkpoint && err == nil {
				checkStoreAll(t, f, got, in)
			}
		})
	}
	builds.close() // the subtests run now, in parallel, once this returns
}

// checkGeneralPath runs f again with every specialised path switched off
// (Options.GeneralPath) and fails unless it prints and returns exactly what
// the default run did: each fast path is checked against the general path
// it stands for, on every corpus program.
func checkGeneralPath(t *testing.T, f corpusFile, got string, err error, fast *interp.Interp) {
	t.Helper()
	got2, general, err2 := runCorpusProgram(t, f.Name, f.Src, interp.Options{GeneralPath: true})
	if got2 != got {
		t.Errorf("the general path prints differently (-fast +general):\n%s", lineDiff(got, got2))
	}
	if e1, e2 := errText(err), errText(err2); e1 != e2 {
		t.Errorf("the general path fails differently:\nfast:    %s\ngeneral: %s", e1, e2)
	}
	// The last tape holds the same entries, values and positions.
	t1, t2 := fast.LastTape(), general.LastTape()
	switch {
	case (t1 == nil) != (t2 == nil):
		t.Errorf("one path keeps a tape, the other not (fast %v, general %v)", t1 != nil, t2 != nil)
	case t1 != nil:
		if a, b := fast.TapeTable(t1, 400), general.TapeTable(t2, 400); a != b {
			t.Errorf("the general path records a different tape (-fast +general):\n%s", lineDiff(a, b))
		}
	}
}

func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// runCorpusProgram runs one program in a fresh interpreter (opts gets the
// output buffers) and returns its standard output and error.
func runCorpusProgram(t *testing.T, name, src string, opts interp.Options) (string, *interp.Interp, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	opts.Stdout, opts.Stderr = &out, &errOut
	in := newCorpusInterp(opts)
	// A runaway program is stopped rather than hanging the whole run.
	timer := time.AfterFunc(corpusTimeout, in.Interrupt)
	err := runGuarded(func() error { return in.RunFile(name, src) })
	if !timer.Stop() {
		t.Errorf("interrupted after %v", corpusTimeout)
	}
	t.Cleanup(func() {
		if t.Failed() && errOut.Len() > 0 {
			t.Logf("stderr:\n%s", errOut.String())
		}
	})
	return out.String(), in, err
}

// errorPosLine matches an Error line that is a position, "file.go:LINE:":
// the error's first line must start with it.
var errorPosLine = regexp.MustCompile(`^[\w.-]+\.go:\d+:$`)

// check compares what the interpreter printed and returned with f's blocks.
func (d corpusDir) check(t *testing.T, f corpusFile, got string, err error) {
	if d.ad {
		for _, l := range f.Exp.Output {
			if strings.Contains(l, "FAIL") {
				t.Errorf("the Output block holds a FAIL line: %q", l)
			}
		}
		if strings.Contains(got, "FAIL") {
			t.Errorf("the program reports a FAIL:\n%s", got)
		}
	}
	if want := f.Exp.Stdout(); got != want {
		t.Errorf("stdout differs (-want +got):\n%s", lineDiff(want, got))
	}
	switch {
	case f.Exp.HasError && err == nil:
		t.Errorf("no error, want one containing:\n\t%s", strings.Join(f.Exp.Error, "\n\t"))
	case f.Exp.HasError:
		for _, l := range f.Exp.Error {
			if errorPosLine.MatchString(l) {
				if !strings.HasPrefix(err.Error(), l) {
					t.Errorf("the error is not reported at %s; it is:\n%v", l, err)
				}
				continue
			}
			if !strings.Contains(err.Error(), l) {
				t.Errorf("error does not contain %q; error is:\n%v", l, err)
			}
		}
	case err != nil:
		t.Errorf("unexpected error: %v", err)
	}
}

// updateFromAdrepl rewrites f's Output block from adrepl's output got and
// returns f as rewritten; it refuses a FAIL line (the program's own
// comparison failed) and an unexpected error.
func updateFromAdrepl(t *testing.T, f corpusFile, got string, err error) corpusFile {
	switch {
	case strings.Contains(got, "FAIL"):
		t.Errorf("not updated: the program reports a FAIL:\n%s", got)
		return f
	case err != nil && !f.Exp.HasError:
		t.Errorf("not updated: unexpected error: %v", err)
		return f
	case got != "" && !strings.HasSuffix(got, "\n"):
		t.Errorf("not updated: the output does not end with a newline")
		return f
	}
	e := *f.Exp
	e.HasOutput = true
	e.Output = nil
	if got != "" {
		e.Output = strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	}
	return rewriteCorpusFile(t, f, e.format())
}

// rewriteCorpusFile writes src to f's file when it differs, and returns the
// program as now written.
func rewriteCorpusFile(t *testing.T, f corpusFile, src string) corpusFile {
	t.Helper()
	if src == f.Src {
		return f
	}
	e, err := parseExpectation(src)
	if err != nil {
		t.Fatalf("not updated: the new blocks do not parse back: %v", err)
	}
	if err := os.WriteFile(f.Path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("updated %s", f.Path)
	f.Src, f.Exp = src, e
	return f
}

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
