// Command memreport measures the memory governor: the peak resident memory
// of a differentiation that runs into the tape limit (as a ratio to the
// limit), and the governor's cost on the float-loop and AD benchmarks.
//
//	go run ./bench/cmd/memreport [-n 5] [-skip-rss] [-skip-time]
//
// Each tape-limit case runs in a child process (this command re-executed),
// so that its peak RSS (VmHWM) is its own. The timing part uses only APIs
// that predate the governor, so the same file measures the commit before
// it (docs/performance-memory.md).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/adrepl/adrepl/bench"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

const childEnv = "MEMREPORT_CHILD"

func main() {
	if v := os.Getenv(childEnv); v != "" {
		os.Exit(child(v))
	}
	n := flag.Int("n", 5, "runs of each timing; the table shows medians")
	skipRSS := flag.Bool("skip-rss", false, "skip the tape-limit RSS cases")
	skipTime := flag.Bool("skip-time", false, "skip the timings")
	flag.Parse()
	fmt.Printf("Machine: %s, %d cores (GOMAXPROCS %d), %s/%s, %s; load %s.\n\n",
		bench.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version(), bench.LoadAvg())
	if !*skipRSS {
		if err := rssReport(); err != nil {
			fmt.Fprintln(os.Stderr, "memreport:", err)
			os.Exit(1)
		}
	}
	if !*skipTime {
		if err := timeReport(*n); err != nil {
			fmt.Fprintln(os.Stderr, "memreport:", err)
			os.Exit(1)
		}
	}
}

// The tape-limit case: a differentiated loop with no end records until
// the limit stops it. The "fits" case records about 90% of what the limit
// allowed and sweeps it.
const limitCell = `f := func(w float64) float64 {
	x := 0.0
	for i := 0; i < %d; i++ {
		x = x*w + 1
	}
	return x
}
g := ad.Grad(f)(0.5)
_ = g`

func rssReport() error {
	fmt.Println("| tape limit | case | entries | peak RSS | RSS / limit | outcome |")
	fmt.Println("| ---: | --- | ---: | ---: | ---: | --- |")
	for _, limit := range []int64{256 << 20, 1 << 30} {
		var entries int64
		for _, kase := range []string{"limit", "fits"} {
			iters := int64(1) << 40
			if kase == "fits" {
				iters = entries * 9 / 10 / 2 // two entries an iteration
			}
			out, err := runChild(limit, iters)
			if err != nil {
				return err
			}
			f := strings.Fields(out)
			if len(f) < 3 {
				return fmt.Errorf("child printed %q", out)
			}
			hwm, _ := strconv.ParseInt(f[0], 10, 64)
			n, _ := strconv.ParseInt(f[1], 10, 64)
			if kase == "limit" {
				entries = n
			}
			fmt.Printf("| %d MiB | %s | %d | %.0f MiB | %.2f | %s |\n", limit>>20, kase, n, float64(hwm)/(1<<20), float64(hwm)/float64(limit), strings.Join(f[2:], " "))
		}
	}
	fmt.Println()
	return nil
}

func runChild(limit, iters int64) (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d,%d", childEnv, limit, iters))
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	return strings.TrimSpace(string(b)), err
}

// child runs one case and prints its peak RSS in bytes, the tape's
// entries and the outcome.
func child(arg string) int {
	var limit, iters int64
	fmt.Sscanf(arg, "%d,%d", &limit, &iters)
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: io.Discard, Stderr: io.Discard, TapeLimit: limit})
	err := in.Eval("cell", fmt.Sprintf(limitCell, iters))
	outcome := "swept"
	if err != nil {
		outcome = err.Error()
		if i := strings.Index(outcome, ";"); i > 0 {
			outcome = outcome[:i]
		}
		if i := strings.Index(outcome, ": "); i > 0 {
			outcome = outcome[i+2:]
		}
	}
	entries := 0
	if t := in.LastTape(); t != nil {
		entries = t.Len()
	}
	if err != nil && entries == 0 {
		if i := strings.Index(outcome, "reached: "); i > 0 {
			fmt.Sscanf(outcome[i+len("reached: "):], "%d", &entries)
		}
	}
	fmt.Printf("%d %d %s\n", bench.PeakRSS(), entries, outcome)
	return 0
}

func timeReport(n int) error {
	fl, err := bench.Load(bench.Programs[0])
	if err != nil {
		return err
	}
	adS, err := bench.LoadAD(100_000, false)
	if err != nil {
		return err
	}
	var floatT, adT []time.Duration
	// interleaved, so that load changes affect both alike
	for i := 0; i < n; i++ {
		start := time.Now()
		if _, err := fl.Run(); err != nil {
			return err
		}
		floatT = append(floatT, time.Since(start))
		_, d, err := adS.Run()
		if err != nil {
			return err
		}
		adT = append(adT, d)
	}
	fmt.Println("| benchmark | median | fastest |")
	fmt.Println("| --- | ---: | ---: |")
	fmt.Printf("| %s | %s | %s |\n", bench.Programs[0].Name, bench.Ms(bench.Median(floatT)), bench.Ms(minD(floatT)))
	fmt.Printf("| AD loop (100000 iterations, record + sweep) | %s | %s |\n", bench.Ms(bench.Median(adT)), bench.Ms(minD(adT)))
	return nil
}

func minD(xs []time.Duration) time.Duration {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}
