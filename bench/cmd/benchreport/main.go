// Command benchreport runs the benchmark programs of package bench natively
// and interpreted by adrepl, each 5 times, and prints a markdown table of the
// medians and their ratios: the table of docs/performance.md.
//
//	go run ./bench/cmd/benchreport [-n 5]
//
// The adrepl time is the run of main alone: each program is loaded once by
// RunFile (parse, type-check, compile, first run), then main() is called
// again n times. The RunFile column is the median of n RunFiles in fresh
// interpreters, everything included. The native run, the adrepl run and the
// RunFile of each program are interleaved. Every run's output is checked against
// the native one; a disagreement or an interpreter error exits with status 1.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
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
		bench.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version(), n)
	fmt.Fprintln(w, "| program | native | adrepl (run) | ratio | adrepl RunFile (parse+check+compile+run) | output |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | --- |")
	for _, p := range bench.Programs {
		want := p.NativeOutput()
		s, err := bench.Load(p)
		if err != nil {
			return err
		}
		if err := p.Check(want, s.First); err != nil {
			return err
		}
		// The three measurements are interleaved, so that a change in the
		// machine's load during the report affects them alike.
		var native, run, file []time.Duration
		for i := 0; i < n; i++ {
			start := time.Now()
			p.Native(io.Discard)
			native = append(native, time.Since(start))

			start = time.Now()
			got, err := s.Run()
			run = append(run, time.Since(start))
			if err == nil {
				err = p.Check(want, got)
			}
			if err != nil {
				return err
			}

			f, err := bench.Load(p)
			if err == nil {
				err = p.Check(want, f.First)
			}
			if err != nil {
				return err
			}
			file = append(file, f.RunFile)
		}
		mn, mr, mf := bench.Median(native), bench.Median(run), bench.Median(file)
		fmt.Fprintf(w, "| %s | %s | %s | %.1fx | %s | `%s` |\n", p.Name, bench.Ms(mn), bench.Ms(mr),
			float64(mr)/float64(mn), bench.Ms(mf), strings.TrimSpace(want))
	}
	return nil
}
