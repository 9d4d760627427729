// Command ckptreport measures //ad:checkpoint against store-all on the scalar
// recurrence x = math.Sin(x*w + b); y += x: wall time and peak RSS of one
// gradient, each configuration in a child process (re-executing itself) so
// that the peak resident set (rusage Maxrss) is that configuration's alone.
//
//	go run ./bench/cmd/ckptreport [-n 1000000,10000000] [-runs 3] [-o docs/performance-ckpt.md]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/adrepl/adrepl/bench"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

const program = `
func f(p []float64) float64 {
	w, b := p[0], p[1]
	x, y := 0.5, 0.0
	%s
	for i := 0; i < %d; i++ {
		x = math.Sin(x*w + b)
		y += x
	}
	return y
}
g := ad.Grad(f)([]float64{0.9, 0.3})
fmt.Printf("%%x %%x\n", math.Float64bits(g[0]), math.Float64bits(g[1]))
`

// native is the same gradient in plain Go (hand-written adjoint, store-all
// of the states), the reference for the interpreter's overhead.
func native(n int) (float64, float64) {
	w, b := 0.9, 0.3
	xs := make([]float64, n+1)
	xs[0] = 0.5
	for i := 0; i < n; i++ {
		xs[i+1] = math.Sin(xs[i]*w + b)
	}
	var gw, gb, gx float64
	for i := n - 1; i >= 0; i-- {
		gx += 1 // y += x_{i+1}
		d := gx * math.Cos(xs[i]*w+b)
		gw += d * xs[i]
		gb += d
		gx = d * w
	}
	return gw, gb
}

func child(mode string, n int) {
	dir := ""
	if mode == "ckpt" {
		dir = "//ad:checkpoint"
	}
	if mode == "native" {
		t0 := time.Now()
		gw, gb := native(n)
		fmt.Printf("%x %x\n%d\n", math.Float64bits(gw), math.Float64bits(gb), time.Since(t0).Nanoseconds())
		return
	}
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, TapeLimit: -1})
	t0 := time.Now()
	if err := in.Eval("bench", fmt.Sprintf(program, dir, n)); err != nil {
		fmt.Printf("error: %s\n", strings.ReplaceAll(err.Error(), "\n", " "))
		os.Exit(0)
	}
	el := time.Since(t0)
	fmt.Print(out.String())
	fmt.Printf("%d\n", el.Nanoseconds())
}

type result struct {
	mode    string
	n       int
	times   []time.Duration
	rss     []int64 // KiB
	grad    string
	err     string
	entries string
}

func main() {
	if len(os.Args) == 4 && os.Args[1] == "-child" {
		n, _ := strconv.Atoi(os.Args[3])
		child(os.Args[2], n)
		return
	}
	ns := flag.String("n", "1000000,10000000", "iteration counts")
	runs := flag.Int("runs", 3, "runs per configuration (the median is reported)")
	outPath := flag.String("o", "", "write the markdown table to this file (default: stdout)")
	limit := flag.String("storeall-limit", "", "skip store-all above this n (e.g. when RAM is small)")
	flag.Parse()
	self, err := os.Executable()
	if err != nil {
		panic(err)
	}
	skipAbove := 0
	if *limit != "" {
		skipAbove, _ = strconv.Atoi(*limit)
	}
	var results []*result
	for _, f := range strings.Split(*ns, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			panic(err)
		}
		for _, mode := range []string{"native", "storeall", "ckpt"} {
			r := &result{mode: mode, n: n}
			results = append(results, r)
			if mode == "storeall" && skipAbove > 0 && n > skipAbove {
				r.err = "skipped"
				continue
			}
			for k := 0; k < *runs; k++ {
				cmd := exec.Command(self, "-child", mode, strconv.Itoa(n))
				cmd.Stderr = os.Stderr
				out, err := cmd.Output()
				if err != nil {
					r.err = fmt.Sprintf("child failed: %v", err)
					break
				}
				lines := strings.Split(strings.TrimSpace(string(out)), "\n")
				if strings.HasPrefix(lines[0], "error:") {
					r.err = lines[0]
					break
				}
				ns, _ := strconv.ParseInt(lines[len(lines)-1], 10, 64)
				r.times = append(r.times, time.Duration(ns))
				r.grad = lines[0]
				if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
					r.rss = append(r.rss, ru.Maxrss)
				}
				fmt.Fprintf(os.Stderr, "%s n=%d: %v, %d KiB\n", mode, n, time.Duration(ns), r.rss[len(r.rss)-1])
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "| n | mode | median time | peak RSS | time / store-all | gradient bits (w, b) |\n|---|---|---|---|---|---|\n")
	base := map[int]time.Duration{}
	for _, r := range results {
		if r.mode == "storeall" && r.err == "" {
			base[r.n] = bench.Median(r.times)
		}
	}
	for _, r := range results {
		if r.err != "" {
			fmt.Fprintf(&b, "| %d | %s | — | — | — | %s |\n", r.n, r.mode, r.err)
			continue
		}
		ratio := "—"
		if bt, ok := base[r.n]; ok && r.mode != "native" {
			ratio = fmt.Sprintf("%.2f", float64(bench.Median(r.times))/float64(bt))
		}
		fmt.Fprintf(&b, "| %d | %s | %v | %.1f MiB | %s | `%s` |\n", r.n, r.mode, bench.Median(r.times).Round(time.Millisecond),
			float64(bench.Median(r.rss))/1024, ratio, r.grad)
	}
	fmt.Fprintf(&b, "\n%s/%s, %d CPUs, %s, %d runs per row (median).\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), *runs)
	if *outPath == "" {
		fmt.Print(b.String())
		return
	}
	if err := os.WriteFile(*outPath, []byte(b.String()), 0o644); err != nil {
		panic(err)
	}
}
