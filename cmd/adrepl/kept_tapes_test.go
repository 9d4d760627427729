package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// The tapes a session keeps between gradients (the last, for :tape, and
// the one before, for reuse) give way when memory runs short. A gradient
// stopped at the tape limit leaves a tape of most of the budget behind;
// a smaller gradient must still run after it, and so must a cell that
// needs the memory for its own values, after which :tape and :memory say
// why there is no tape. In a process of its own: the budget counts the
// whole process's heap.
func TestKeptTapesGiveWay(t *testing.T) {
	cells := []string{
		`f := func(w float64) float64 { x := 0.0; for { x = x*w + 1 }; return x }; ad.Grad(f)(0.5)`,
		// 800001 entries, about 22 MiB: they fit the budget, but not beside the stopped tape.
		`g := func(w float64) float64 { x := 0.0; for i := 0; i < 400000; i++ { x = x*w + 1 }; return x }; fmt.Println(ad.Grad(g)(0.5))`,
		`fmt.Println(ad.Grad(g)(0.5))`,
		// 48 MiB of the cell's own (16 bytes an element): not beside the last tape.
		`big := make([]float64, 3<<20); big[0] = 1; fmt.Println(len(big))`,
		`:memory`,
		`:tape`,
		`big = nil; fmt.Println(ad.Grad(func(x float64) float64 { return x * x })(3))`,
		`:tape 3`,
	}
	out, errs := cellsIn64MiB(t, cells)
	for _, want := range []string{"4\n4\n3145728\n", "no tape: the last gradient's tape was let go", "\n6\n", "2 entries"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	// (The terminal wraps :tape's message at 80 columns: compare words,
	// count messages by their first lines.)
	if !strings.Contains(errs, "cell1:1:53: tape limit reached") || !strings.Contains(words(errs), "let go to make room under the session's memory budget") {
		t.Errorf("stderr:\n%s", errs)
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSuffix(errs, "\n"), "\n") {
		if !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "\t") {
			n++
		}
	}
	if n > 2 {
		t.Errorf("more errors than the stopped gradient's and :tape's:\n%s", errs)
	}
}

// A cell's first charged allocation is measured against what earlier
// cells keep, not against an empty heap: 40 MiB kept and 32 MiB more
// exceed a 64 MiB budget, even in a cell too quick for the heap watcher
// to sample.
func TestChargeCountsWhatEarlierCellsKeep(t *testing.T) {
	cells := []string{
		`a := make([]float64, 2621440); fmt.Println(len(a))`,
		`b := make([]float64, 2<<20); fmt.Println(len(b))`,
		`a = nil`,
		`c := make([]float64, 2<<20); fmt.Println(len(c))`,
	}
	out, errs := cellsIn64MiB(t, cells)
	if got, want := out, "2621440\n2097152\n"; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
	if !strings.Contains(errs, "cell2:1:10: out of memory: make([]float64, 2097152) needs 32.0 MiB") {
		t.Errorf("stderr:\n%s", errs)
	}
}

// cellsIn64MiB runs cells, one a line, through adrepl in script mode with a
// 64 MiB budget, in a process of its own, and returns what it printed.
func cellsIn64MiB(t *testing.T, cells []string) (stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(binPath)
	cmd.Env = testEnv(t, "ADREPL_MEMORY=64MiB")
	cmd.Dir = t.TempDir()
	cmd.Stdin = strings.NewReader(strings.Join(cells, "\n") + "\n")
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v\nstdout:\n%s\nstderr:\n%s", err, out.String(), errs.String())
	}
	return out.String(), errs.String()
}
