package interp_test

// The AD corpus: every interp/testdata/ad/*.go is a package main program that
// imports "ad" and ends with its expectations, in the format of the main
// corpus (testdata/README.md): an "// Output:" block with the exact standard
// output, then optionally an "// Error:" block whose lines must each be a
// substring of the error.
//
// The real Go toolchain cannot run these programs (there is no package ad
// outside adrepl), so the expected values are independent of adrepl in
// another way: each program compares what package ad computes with a closed
// form (an analytic derivative, a hand-written recurrence, a product of
// per-step Jacobians, ...) written in the program itself, and prints the
// derivative with "ok", or the two numbers with "FAIL". An Output block never
// holds "FAIL". Regenerate the blocks with
//
//	go test ./interp -run TestADCorpus -adupdate
//
// which refuses to write an output containing FAIL.

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

var adUpdate = flag.Bool("adupdate", false, "rewrite the Output blocks of testdata/ad/*.go from adrepl's output (with TestADCorpus); outputs containing FAIL are refused")

var adFilter = flag.String("adcorpus", "", "only the AD corpus programs whose file name matches this regexp")

const adCorpusGlob = "testdata/ad/*.go"

// adCorpusMin is the size the corpus must keep.
const adCorpusMin = 40

func loadADCorpus(t *testing.T) []corpusFile {
	t.Helper()
	paths, err := filepath.Glob(adCorpusGlob)
	if err != nil {
		t.Fatal(err)
	}
	if *adFilter == "" && len(paths) < adCorpusMin {
		t.Errorf("the AD corpus has %d programs, want at least %d", len(paths), adCorpusMin)
	}
	files := readCorpusFiles(t, paths, *adFilter, "-adcorpus")
	for _, f := range files {
		if !strings.Contains(f.Exp.Body, `"ad"`) {
			t.Errorf("%s: does not import \"ad\"", f.Path)
		}
	}
	return files
}

// TestADCorpus runs every program of testdata/ad in the interpreter.
func TestADCorpus(t *testing.T) {
	for _, f := range loadADCorpus(t) {
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			var out, errOut bytes.Buffer
			in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &errOut})
			timer := time.AfterFunc(corpusTimeout, in.Interrupt)
			err := runGuarded(func() error { return in.RunFile(f.Name, f.Src) })
			if !timer.Stop() {
				t.Errorf("interrupted after %v", corpusTimeout)
			}
			got := out.String()
			for _, l := range f.Exp.Output {
				if strings.Contains(l, "FAIL") {
					t.Errorf("the Output block holds a FAIL line: %q", l)
				}
			}
			if *adUpdate {
				adUpdateFile(t, f, got, err)
				return
			}
			if want := f.Exp.Stdout(); got != want {
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

// adUpdateFile rewrites f's Output block from got; it refuses a FAIL line
// (the program's own comparison with its closed form failed) and an
// unexpected error.
func adUpdateFile(t *testing.T, f corpusFile, got string, err error) {
	if strings.Contains(got, "FAIL") {
		t.Errorf("not updated: the program reports a FAIL:\n%s", got)
		return
	}
	if err != nil && !f.Exp.HasError {
		t.Errorf("not updated: unexpected error: %v", err)
		return
	}
	if got != "" && !strings.HasSuffix(got, "\n") {
		t.Errorf("not updated: the output does not end with a newline")
		return
	}
	e := *f.Exp
	e.HasOutput = true
	e.Output = nil
	if got != "" {
		e.Output = strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	}
	if src := e.format(); src != f.Src {
		if err := os.WriteFile(f.Path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("updated %s", f.Path)
	}
}

// TestADDocs runs the REPL transcripts of docs/ad.md and
// docs/ad-conventions.md: the ```adrepl blocks, one session per file, as if
// a reader typed every block in order into one REPL. A cell is a ">>> " line
// and the "... " lines after it; the other lines up to the next cell are
// what it must print (standard output, then the error as the REPL prints
// it).
func TestADDocs(t *testing.T) {
	for _, c := range []struct {
		file      string
		minBlocks int
	}{{"ad.md", 10}, {"ad-conventions.md", 4}} {
		path := "../docs/" + c.file
		doc, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		blocks := 0
		var out bytes.Buffer
		sess := &docSession{in: interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out}), out: &out}
		lines := strings.Split(string(doc), "\n")
		for i := 0; i < len(lines); i++ {
			if lines[i] != "```adrepl" {
				continue
			}
			start := i + 1
			for i++; i < len(lines) && lines[i] != "```"; i++ {
			}
			blocks++
			sess.run(t, path, start+1, lines[start:i])
		}
		if blocks < c.minBlocks {
			t.Errorf("%s has %d adrepl blocks, want at least %d", path, blocks, c.minBlocks)
		}
	}
}

// docSession is the REPL session of one documentation file.
type docSession struct {
	in    *interp.Interp
	out   *bytes.Buffer
	cells int
}

func (s *docSession) run(t *testing.T, path string, line int, block []string) {
	out := s.out
	for k := 0; k < len(block); {
		if !strings.HasPrefix(block[k], ">>> ") {
			t.Errorf("%s:%d: expected a >>> line, found %q", path, line+k, block[k])
			return
		}
		at := line + k
		src := []string{strings.TrimPrefix(block[k], ">>> ")}
		for k++; k < len(block) && (strings.HasPrefix(block[k], "... ") || block[k] == "..."); k++ {
			src = append(src, strings.TrimPrefix(strings.TrimPrefix(block[k], "..."), " "))
		}
		var want []string
		for ; k < len(block) && !strings.HasPrefix(block[k], ">>> "); k++ {
			want = append(want, block[k])
		}
		s.cells++
		out.Reset()
		err := runGuarded(func() error { return s.in.Eval(fmt.Sprintf("cell%d", s.cells), strings.Join(src, "\n")) })
		if err != nil {
			msg := err.Error()
			if !strings.HasSuffix(msg, "\n") {
				msg += "\n"
			}
			out.WriteString(msg)
		}
		wantOut := ""
		if len(want) > 0 {
			wantOut = strings.Join(want, "\n") + "\n"
		}
		if got := out.String(); got != wantOut {
			t.Errorf("%s:%d: %s\nprints (-want +got):\n%s", path, at, src[0], lineDiff(wantOut, got))
		}
	}
}
