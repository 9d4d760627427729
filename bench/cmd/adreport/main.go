// Command adreport runs the AD benchmark of package bench (the gradient of
// the scalar recurrence x = sin(x*w + b); y += x with respect to w and b)
// 5 times each way and prints the table of docs/performance-ad.md: medians
// of wall time and of process CPU time, the ratios adrepl / native and
// PyTorch / adrepl (per scalar operation), and the tape's size.
//
//	go run ./bench/cmd/adreport [-n 5] [-iters 1000000] [-torch-iters 10000]
//
// The adrepl time is one call of main() of a program loaded once (parse,
// check and compile excluded): ad.ValueAndGrad records the loop on the tape
// and sweeps it backwards. "sweep only" sweeps the kept tape again. The
// native time is the hand-written gradient (a forward pass storing the
// iterates, then a reverse loop). PyTorch runs the same loop eagerly on 0-d
// float64 tensors, with fewer iterations; it is compared per scalar
// operation (4 per iteration). Every gradient is checked against the native
// one; a disagreement exits with status 1.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/bench"
)

func main() {
	runs := flag.Int("n", 5, "runs of each measurement; the table shows medians")
	iters := flag.Int("iters", bench.ADLoopN, "iterations of the loop for adrepl and native Go")
	torchIters := flag.Int("torch-iters", 10_000, "iterations of the loop for PyTorch")
	flag.Parse()
	if err := report(os.Stdout, *runs, *iters, *torchIters); err != nil {
		fmt.Fprintln(os.Stderr, "adreport:", err)
		os.Exit(1)
	}
}

func report(w io.Writer, runs, n, tn int) error {
	want := bench.ADLoopGradNative(n, bench.ADLoopW, bench.ADLoopB)
	ops := float64(bench.ADOpsPerIter * n)

	native, err := bench.Measure(runs, func() error {
		if got := bench.ADLoopGradNative(n, bench.ADLoopW, bench.ADLoopB); got != want {
			return fmt.Errorf("native gradient is not deterministic")
		}
		return nil
	})
	if err != nil {
		return err
	}

	s, err := bench.LoadAD(n, false)
	if err != nil {
		return err
	}
	var last bench.ADResult
	adrepl, err := bench.Measure(runs, func() error {
		r, _, err := s.Run()
		if err == nil {
			err = r.Agree(want, 1e-12)
		}
		last = r
		return err
	})
	if err != nil {
		return fmt.Errorf("adrepl: %v", err)
	}
	tape := s.Tape()
	stats := tape.Stats()
	adjBytes := tape.View().Footprint().Adjoints // before anything reads the adjoints (which remakes the whole array)
	sweep, err := bench.Measure(runs, func() error {
		_, gw, gb, err := s.SweepTime()
		if err == nil && (gw != last.DW || gb != last.DB) {
			err = fmt.Errorf("the second sweep gave (%v, %v), the first (%v, %v)", gw, gb, last.DW, last.DB)
		}
		return err
	})
	if err != nil {
		return err
	}

	fs, err := bench.LoadADSource(bench.ADFieldsSrc, n, false)
	if err != nil {
		return err
	}
	fields, err := bench.Measure(runs, func() error {
		r, _, err := fs.Run()
		if err == nil {
			err = r.Agree(want, 1e-12)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("adrepl, state in fields: %v", err)
	}

	ps, err := bench.LoadAD(n, true)
	if err != nil {
		return err
	}
	plain, err := bench.Measure(runs, func() error {
		r, _, err := ps.Run()
		if err == nil && r.Y != bench.ADLoopValue(n, bench.ADLoopW, bench.ADLoopB) {
			err = fmt.Errorf("plain loop: y = %v", r.Y)
		}
		return err
	})
	if err != nil {
		return err
	}

	var torch *bench.TorchLoopResult
	torchNote := ""
	if ok, why := bench.TorchAvailable(); ok {
		tr, err := bench.RunTorchLoop(tn, runs)
		if err != nil {
			return err
		}
		tw := bench.ADLoopGradNative(tn, bench.ADLoopW, bench.ADLoopB)
		if err := (bench.ADResult{Y: tr.Y, DW: tr.DW, DB: tr.DB}).Agree(tw, 1e-12); err != nil {
			return fmt.Errorf("PyTorch: %v", err)
		}
		torch = &tr
	} else {
		torchNote = why
	}

	fmt.Fprintf(w, "Machine: %s, %d cores (GOMAXPROCS %d), %s/%s, %s. Medians of %d runs; load average %s.\n\n",
		bench.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version(), runs, bench.LoadAvg())
	fmt.Fprintf(w, "Gradient of y with respect to (w, b) after n = %d iterations of `x = math.Sin(x*w + b); y += x` (%d scalar operations per iteration).\n\n", n, bench.ADOpsPerIter)
	fmt.Fprintln(w, "| | wall (median) | wall (fastest) | CPU (median) | ns per scalar op | vs native (wall) | vs native (CPU) |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
	row := func(name string, s bench.Sample, perOpOps float64) {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %.1f | %.1fx | %.1fx |\n", name, bench.Ms(s.Wall), bench.Ms(s.Fastest), bench.Ms(s.CPU),
			float64(s.Wall.Nanoseconds())/perOpOps, float64(s.Wall)/float64(native.Wall), float64(s.CPU)/float64(native.CPU))
	}
	row("native Go, hand-written gradient", native, ops)
	row("adrepl: ad.ValueAndGrad (record + reverse sweep)", adrepl, ops)
	row("adrepl: the same, loop state in struct fields (no loop-carried marks)", fields, ops)
	row("adrepl: reverse sweep of the kept tape alone", sweep, ops)
	row("adrepl: the loop without differentiation", plain, ops)
	if torch != nil {
		perOp := torch.Median * 1e9 / float64(bench.ADOpsPerIter*tn)
		fmt.Fprintf(w, "| PyTorch %s eager, n = %d (forward + backward) | %s | | %s | %.0f | | |\n", torch.Version, tn,
			bench.Ms(time.Duration(torch.Median*1e9)), bench.Ms(time.Duration(torch.CPU*1e9)), perOp)
	}
	fmt.Fprintln(w)
	adPerOp := float64(adrepl.Wall.Nanoseconds()) / ops
	fmt.Fprintf(w, "- adrepl / native: %.1fx wall, %.1fx CPU (issue 17's target: within 3x; the first AD issue's: within 5x).\n",
		float64(adrepl.Wall)/float64(native.Wall), float64(adrepl.CPU)/float64(native.CPU))
	if torch != nil {
		perOp := torch.Median * 1e9 / float64(bench.ADOpsPerIter*tn)
		fmt.Fprintf(w, "- PyTorch / adrepl per scalar op: %.0fx (%.2f µs vs %.1f ns; target: at least 100x).\n", perOp/adPerOp, perOp/1e3, adPerOp)
	} else {
		fmt.Fprintf(w, "- PyTorch: not measured (%s).\n", torchNote)
	}
	fmt.Fprintf(w, "- Tape: %d entries (%.2f per iteration), %s recorded (%.1f bytes per entry: %d per entry, plus constants and loop marks); the reverse sweep held %s of adjoints (%.1f bytes per entry: a long sweep keeps them in blocks of one chunk, recycled behind it).\n",
		stats.Entries, float64(stats.Entries)/float64(n), mib(stats.Bytes), float64(stats.Bytes)/float64(stats.Entries),
		ad.EntryBytes, mib(adjBytes), float64(adjBytes)/float64(stats.Entries))
	fmt.Fprintf(w, "- Gradient: dy/dw = %.17g, dy/db = %.17g (adrepl and native agree to 1e-12).\n", last.DW, last.DB)
	return nil
}

func mib(n int) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
