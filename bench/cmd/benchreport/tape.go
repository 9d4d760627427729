package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"

	"github.com/adrepl/adrepl/bench"
)

const tapeChildEnv = "BENCHREPORT_TAPE_CHILD"

// tapeBytes measures what a tape entry costs in resident memory: the
// float-loop gradient at a small and a large size, each in a fresh child
// process; the growth of the peak RSS divided by the growth in entries is
// the cost per entry, everything included (the tape's arrays, their
// growth by copying, the adjoints, the garbage collector's headroom).
func tapeBytes(w io.Writer) error {
	small, large := 1_000, bench.ADLoopN
	a, err := tapeRun(small)
	if err != nil {
		return err
	}
	b, err := tapeRun(large)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "| float-loop gradient (bench.ADSrc) | entries | tape bytes (on paper, t.Bytes()) | peak RSS |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: |")
	for _, r := range []tapeResult{a, b} {
		fmt.Fprintf(w, "| n = %d | %d | %.1f MiB | %.1f MiB |\n", r.n, r.entries, float64(r.bytes)/(1<<20), float64(r.hwm)/(1<<20))
	}
	de := float64(b.entries - a.entries)
	fmt.Fprintf(w, "\nPer entry: %.1f bytes on paper (t.Bytes()/entries), %.1f bytes of peak RSS ((RSS(%d) - RSS(%d)) / (entries difference)).\n",
		float64(b.bytes)/float64(b.entries), float64(b.hwm-a.hwm)/de, large, small)
	return nil
}

type tapeResult struct {
	n              int
	entries, bytes int64
	hwm            int64
}

func tapeRun(n int) (tapeResult, error) {
	exe, err := os.Executable()
	if err != nil {
		return tapeResult{}, err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d", tapeChildEnv, n))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return tapeResult{}, fmt.Errorf("tape child (n = %d): %v", n, err)
	}
	r := tapeResult{n: n}
	if _, err := fmt.Sscanf(string(out), "%d %d %d", &r.hwm, &r.entries, &r.bytes); err != nil {
		return r, fmt.Errorf("tape child printed %q", out)
	}
	return r, nil
}

// tapeChild loads and runs the gradient once (RunFile runs main) and prints
// its peak RSS, the tape's entries and its bytes, after checking the
// gradient against the hand-written native one.
func tapeChild(arg string) int {
	n, _ := strconv.Atoi(arg)
	s, err := bench.LoadAD(n, false)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	hwm := bench.PeakRSS()
	got, err := s.First()
	if err == nil {
		err = got.Agree(bench.ADLoopGradNative(n, bench.ADLoopW, bench.ADLoopB), 1e-9)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gradient against the native one:", err)
		return 1
	}
	fmt.Printf("%d %d %d\n", hwm, got.Entries, got.Bytes)
	return 0
}
