package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/adrepl/adrepl/bench"
)

const tapeChildEnv = "BENCHREPORT_TAPE_CHILD"

// tapeBytes measures what a tape entry costs in resident memory: the
// float-loop gradient at a small and a large size, each in a fresh child
// process; the growth of the peak RSS divided by the growth in entries is
// the cost per entry, everything included (the tape's chunks, the
// adjoints, the loop marks, the garbage collector's headroom). It sets that
// against two figures on paper: t.Bytes() (entries, constants, loop marks:
// what :tape prints) and the tape's footprint (the same plus the adjoints
// of the sweep).
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
	fmt.Fprintln(w, "| float-loop gradient (bench.ADSrc) | entries | t.Bytes() (entries, constants, loop marks) | footprint (+ adjoints) | peak RSS |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: |")
	for _, r := range []tapeResult{a, b} {
		fmt.Fprintf(w, "| n = %d | %d | %.1f MiB | %.1f MiB | %.1f MiB |\n", r.n, r.entries, mib(r.bytes), mib(r.held), mib(r.hwm))
	}
	de := float64(b.entries - a.entries)
	rss := float64(b.hwm-a.hwm) / de
	fmt.Fprintf(w, "\nPer entry: %.1f bytes by t.Bytes(), %.1f bytes of footprint, %.1f bytes of peak RSS ((RSS(%d) - RSS(%d)) / (entries difference)): RSS / footprint = %.2f, RSS / t.Bytes() = %.2f.\n",
		float64(b.bytes)/float64(b.entries), float64(b.held)/float64(b.entries), rss, large, small,
		rss/(float64(b.held)/float64(b.entries)), rss/(float64(b.bytes)/float64(b.entries)))
	return nil
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

// tapeProcs times the float-loop gradient as whole processes, interleaved:
// the hand-written native gradient (bench.ADNativeSrc, built with go build)
// and adrepl run of bench.ADSrc, with the peak RSS of each.
func tapeProcs(w io.Writer, runs int) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "benchreport-tape")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	pr, err := bench.NewProcs(root, dir, "", "", true)
	if err != nil {
		return err
	}
	n := bench.ADLoopN
	src := filepath.Join(dir, "adloop.go")
	nsrc := filepath.Join(dir, "native.go")
	nbin := filepath.Join(dir, "native")
	if err := os.WriteFile(src, []byte(fmt.Sprintf(bench.ADSrc, n)), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(nsrc, []byte(fmt.Sprintf(bench.ADNativeSrc, n)), 0o644); err != nil {
		return err
	}
	build := exec.Command("go", "build", "-o", nbin, nsrc)
	build.Dir, build.Env = dir, append(os.Environ(), "GO111MODULE=off")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("go build native gradient: %v\n%s", err, out)
	}
	argv := [][]string{{nbin}, {pr.Adrepl, "run", src}}
	var times [2][]time.Duration
	var rss [2][]int64
	for i := 0; i < runs; i++ {
		var outs [2][]float64
		for k, a := range argv {
			out, d, hwm, err := runRSS(a)
			if err != nil {
				return err
			}
			times[k] = append(times[k], d)
			rss[k] = append(rss[k], hwm)
			for _, f := range strings.Fields(out)[:3] {
				v, err := strconv.ParseFloat(f, 64)
				if err != nil {
					return fmt.Errorf("%s printed %q", a[0], out)
				}
				outs[k] = append(outs[k], v)
			}
		}
		for j := range outs[0] {
			if d := math.Abs(outs[0][j] - outs[1][j]); d > 1e-9*math.Abs(outs[0][j]) {
				return fmt.Errorf("adrepl run and the native gradient disagree: %v against %v", outs[1], outs[0])
			}
		}
	}
	nat, adr := bench.Median(times[0]), bench.Median(times[1])
	fmt.Fprintf(w, "Whole processes, the float-loop gradient at n = %d (process start, parsing and checking included for adrepl):\n\n", n)
	fmt.Fprintln(w, "| | wall (median) | peak RSS (median) | vs native |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: |")
	fmt.Fprintf(w, "| native Go, hand-written gradient | %s | %.1f MiB | 1.0x |\n", bench.Ms(nat), mib(bench.Median(rss[0])))
	fmt.Fprintf(w, "| adrepl run (ad.ValueAndGrad: record + reverse sweep) | %s | %.1f MiB | %.1fx |\n", bench.Ms(adr), mib(bench.Median(rss[1])), float64(adr)/float64(nat))
	return nil
}

// runRSS runs one process and returns its output, wall time and peak RSS.
func runRSS(argv []string) (string, time.Duration, int64, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	out, err := cmd.Output()
	d := time.Since(start)
	if err != nil {
		return "", d, 0, fmt.Errorf("%s: %v", strings.Join(argv, " "), err)
	}
	var hwm int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		hwm = ru.Maxrss << 10 // KiB on Linux
	}
	return string(out), d, hwm, nil
}

type tapeResult struct {
	n                    int
	entries, bytes, held int64
	hwm                  int64
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
	if _, err := fmt.Sscanf(string(out), "%d %d %d %d", &r.hwm, &r.entries, &r.bytes, &r.held); err != nil {
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
	fmt.Printf("%d %d %d %d\n", hwm, got.Entries, got.Bytes, s.Tape().View().Footprint().Total())
	return 0
}
