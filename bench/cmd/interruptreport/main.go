// Command interruptreport measures how long an interrupt takes to stop a
// running cell, per family of long-running cell (bench.InterruptFamilies:
// interpreted loops and recursion, sorting, formatting, strings and strconv
// on big inputs, tensor kernels, recursion that recovers its own panics,
// String and Error methods that print themselves or loop), and prints the
// table of docs/performance-interrupts.md: p50, p90, p99 and max of -n
// interrupts each, from Interrupt to the cell's return. The goal is 100 ms;
// the test (interp's TestInterruptLatency) asserts a generous bound only.
//
//	go run ./bench/cmd/interruptreport [-n 20] [-wait 100ms] [-run REGEXP] [-all]
//
// Each run starts a fresh interpreter, runs the family's setup, starts the
// cell, interrupts it after -wait (plus a jitter of up to -wait, so that the
// interrupt lands at varied points) and checks that the cell reports
// "interrupted" and that the session's state survived.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"runtime"
	"slices"
	"time"

	"github.com/adrepl/adrepl/bench"
)

func main() {
	runs := flag.Int("n", 20, "interrupts per family")
	wait := flag.Duration("wait", 100*time.Millisecond, "time from the cell's start to the interrupt (plus up to as much jitter)")
	only := flag.String("run", "", "only the families whose name matches this regular expression")
	all := flag.Bool("all", false, "also the families that leave an abandoned allocating type check behind (bench.ReportOnlyFamilies)")
	flag.Parse()
	families := bench.InterruptFamilies
	if *all {
		families = append(slices.Clip(families), bench.ReportOnlyFamilies...)
	}
	re, err := regexp.Compile(*only)
	if err != nil {
		fmt.Fprintln(os.Stderr, "interruptreport:", err)
		os.Exit(2)
	}
	fmt.Printf("%d interrupts per family, %s, %s, %d CPUs, load average %s\n\n", *runs, bench.CPUModel(), runtime.GOOS+"/"+runtime.GOARCH, runtime.NumCPU(), bench.LoadAvg())
	fmt.Println("| family | p50 | p90 | p99 | max |")
	fmt.Println("|---|---:|---:|---:|---:|")
	failed := false
	for _, f := range families {
		if !re.MatchString(f.Name) {
			continue
		}
		var lats []time.Duration
		for i := 0; i < *runs; i++ {
			w := *wait + time.Duration(rand.Int64N(int64(*wait)+1))
			lat, err := bench.InterruptLatency(f, w)
			if err != nil {
				fmt.Fprintln(os.Stderr, "interruptreport:", err)
				failed = true
				continue
			}
			lats = append(lats, lat)
			runtime.GC()
		}
		if len(lats) == 0 {
			continue
		}
		slices.Sort(lats)
		fmt.Printf("| %s | %s | %s | %s | %s |\n", f.Name, bench.Ms(pct(lats, 50)), bench.Ms(pct(lats, 90)), bench.Ms(pct(lats, 99)), bench.Ms(lats[len(lats)-1]))
	}
	if failed {
		os.Exit(1)
	}
}

// pct is the p-th percentile of the sorted xs (nearest rank).
func pct(xs []time.Duration, p int) time.Duration {
	i := (p*len(xs) + 99) / 100
	return xs[max(i-1, 0)]
}
