// Command benchreport runs the benchmark programs of package bench natively
// and interpreted by adrepl, each 5 times, and prints a markdown table of the
// medians and their ratios: the table of docs/performance.md.
//
//	go run ./bench/cmd/benchreport [-n 5]
//
// The adrepl time is the run of main alone: each program is loaded once by
// RunFile (parse, type-check, compile, first run), then main() is called
// again n times. The RunFile column is the median of n RunFiles in fresh
// interpreters, everything included. Every run's output is checked against
// the native one; a disagreement or an interpreter error exits with status 1.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/adrepl/adrepl/bench"
)

func main() {
	n := flag.Int("n", 5, "runs of each program; the table shows medians")
	flag.Parse()
	if err := report(os.Stdout, *n); err != nil {
		fmt.Fprintln(os.Stderr, "benchreport:", err)
		os.Exit(1)
	}
}

func report(w io.Writer, n int) error {
	fmt.Fprintf(w, "Machine: %s, %d cores (GOMAXPROCS %d), %s/%s, %s. Medians of %d runs.\n\n",
		cpuModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version(), n)
	fmt.Fprintln(w, "| program | native | adrepl (run) | ratio | adrepl RunFile (parse+check+compile+run) | output |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | --- |")
	for _, p := range bench.Programs {
		want := p.NativeOutput()
		native := median(n, func() (time.Duration, error) {
			start := time.Now()
			p.Native(io.Discard)
			return time.Since(start), nil
		})
		s, err := bench.Load(p)
		if err != nil {
			return err
		}
		if err := p.Check(want, s.First); err != nil {
			return err
		}
		run := median(n, func() (time.Duration, error) {
			start := time.Now()
			got, err := s.Run()
			d := time.Since(start)
			if err == nil {
				err = p.Check(want, got)
			}
			return d, err
		})
		file := median(n, func() (time.Duration, error) {
			s, err := bench.Load(p)
			if err != nil {
				return 0, err
			}
			return s.RunFile, p.Check(want, s.First)
		})
		for _, r := range []result{native, run, file} {
			if r.err != nil {
				return r.err
			}
		}
		fmt.Fprintf(w, "| %s | %s | %s | %.1fx | %s | `%s` |\n", p.Name, ms(native.d), ms(run.d),
			float64(run.d)/float64(native.d), ms(file.d), strings.TrimSpace(want))
	}
	return nil
}

type result struct {
	d   time.Duration
	err error
}

func median(n int, f func() (time.Duration, error)) result {
	ds := make([]time.Duration, 0, n)
	for i := 0; i < n; i++ {
		d, err := f()
		if err != nil {
			return result{err: err}
		}
		ds = append(ds, d)
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	if n%2 == 1 {
		return result{d: ds[n/2]}
	}
	return result{d: (ds[n/2-1] + ds[n/2]) / 2}
}

func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}
