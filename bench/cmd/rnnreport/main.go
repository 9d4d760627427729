// Command rnnreport runs the RNN benchmark of package bench — the gradient
// of y = Σ h_T with respect to W and b after T steps of
// h_t = tanh(W·h_{t-1} + b) — and prints the tables of
// docs/performance-rnn.md: wall and CPU time (medians of -n runs) of
// adrepl, of hand-written BPTT in native Go with gonum and no tape, and of
// PyTorch eager (single-threaded, float64) where installed; then the tape's
// size for the tensor program and for the same recurrence at scalar level.
//
//	go run ./bench/cmd/rnnreport [-n 5] [-steps 1000] [-scalar-steps 50]
//
// The adrepl time is one call of main() of a program loaded once (parse,
// check and compile excluded): ad.ValueAndGrad records the recurrence on
// the tape (3 entries per step) and sweeps it backwards. Every gradient is
// checked against the native one to 1e-12 (PyTorch's y, db and the sum of
// dW); a disagreement exits with status 1.
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"time"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/bench"
)

func main() {
	runs := flag.Int("n", 5, "runs of each measurement; the table shows medians")
	steps := flag.Int("steps", bench.RNNSteps, "steps T of the recurrence")
	scalarSteps := flag.Int("scalar-steps", 50, "steps of the scalar-level program (its tape is extrapolated linearly to -steps)")
	flag.Parse()
	if err := report(os.Stdout, *runs, *steps, *scalarSteps); err != nil {
		fmt.Fprintln(os.Stderr, "rnnreport:", err)
		os.Exit(1)
	}
}

func bytesStr(n float64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.2f GiB", n/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", n/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", n/(1<<10))
	}
	return fmt.Sprintf("%.0f B", n)
}

type row struct {
	n                 int
	native, adrepl    bench.Sample
	torch             *bench.RNNTorchResult
	tape              bench.RNNTape
	ratio, torchRatio float64
}

func report(w io.Writer, runs, steps, scalarSteps int) error {
	torchOK, torchWhy := bench.TorchAvailable()
	var rows []row
	for _, n := range bench.RNNHidden {
		W, b := bench.RNNParams(n)
		want := bench.RNNGradNative(n, steps, W, b)
		r := row{n: n}
		var err error
		r.native, err = bench.Measure(runs, func() error {
			got := bench.RNNGradNative(n, steps, W, b)
			return got.Agree(want, 0)
		})
		if err != nil {
			return fmt.Errorf("native h=%d is not deterministic: %v", n, err)
		}
		s, err := bench.LoadRNN(n, steps, false)
		if err != nil {
			return err
		}
		r.adrepl, err = bench.Measure(runs, func() error {
			_, err := s.Run()
			return err
		})
		if err != nil {
			return err
		}
		got, err := s.Result()
		if err != nil {
			return err
		}
		if err := got.Agree(want, 1e-12); err != nil {
			return fmt.Errorf("adrepl h=%d vs native: %v", n, err)
		}
		if r.tape, err = s.Tape(); err != nil {
			return err
		}
		r.ratio = float64(r.adrepl.Wall) / float64(r.native.Wall)
		if torchOK {
			tr, err := bench.RunTorchRNN(n, steps, runs, false)
			if err != nil {
				return err
			}
			sumW := 0.0
			for _, v := range want.DW {
				sumW += v
			}
			if err := (bench.RNNResult{Y: tr.Y, DB: tr.DB, DW: []float64{tr.DWSum}}).Agree(bench.RNNResult{Y: want.Y, DB: want.DB, DW: []float64{sumW}}, 1e-12); err != nil {
				return fmt.Errorf("PyTorch h=%d vs native: %v", n, err)
			}
			r.torch = &tr
			r.torchRatio = tr.Median / r.adrepl.Wall.Seconds()
		}
		rows = append(rows, r)
	}

	// The scalar-level program at the smallest hidden size, fewer steps.
	sn := bench.RNNHidden[0]
	ss, err := bench.LoadRNN(sn, scalarSteps, true)
	if err != nil {
		return err
	}
	scalarTime, err := bench.Measure(max(1, runs/2), func() error {
		_, err := ss.Run()
		return err
	})
	if err != nil {
		return err
	}
	sres, err := ss.Result()
	if err != nil {
		return err
	}
	W, b := bench.RNNParams(sn)
	if err := sres.Agree(bench.RNNGradNative(sn, scalarSteps, W, b), 1e-12); err != nil {
		return fmt.Errorf("scalar level vs native: %v", err)
	}
	stape, err := ss.Tape()
	if err != nil {
		return err
	}

	fmt.Fprintf(w, "Machine: %s, %d cores (GOMAXPROCS %d), %s/%s, %s. Medians of %d runs; load average %s.\n\n",
		bench.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version(), runs, bench.LoadAvg())
	fmt.Fprintf(w, "Gradient of y = Σ h_T with respect to W and b after T = %d steps of `h = tanh(W·h + b)` (float64).\n\n", steps)
	fmt.Fprintln(w, "Wall time (median, and fastest of the runs) and process CPU time (median); the ratios are of the medians, wall / CPU:")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| hidden | native Go + gonum, hand-written BPTT | adrepl: ad.ValueAndGrad (record + sweep) | PyTorch eager, 1 thread | adrepl / native | PyTorch / adrepl |")
	fmt.Fprintln(w, "| ---: | ---: | ---: | ---: | ---: | ---: |")
	cell := func(s bench.Sample) string {
		return fmt.Sprintf("%s (fastest %s, CPU %s)", bench.Ms(s.Wall), bench.Ms(s.Fastest), bench.Ms(s.CPU))
	}
	for _, r := range rows {
		torch, tr := "not measured", ""
		if r.torch != nil {
			fastest := r.torch.Median
			for _, x := range r.torch.Seconds {
				fastest = math.Min(fastest, x)
			}
			torch = fmt.Sprintf("%s (fastest %s, CPU %s)", bench.Ms(time.Duration(r.torch.Median*1e9)), bench.Ms(time.Duration(fastest*1e9)), bench.Ms(time.Duration(r.torch.CPU*1e9)))
			tr = fmt.Sprintf("%.1fx / %.1fx", r.torchRatio, r.torch.CPU/r.adrepl.CPU.Seconds())
		}
		fmt.Fprintf(w, "| %d | %s | %s | %s | %.2fx / %.2fx | %s |\n", r.n, cell(r.native), cell(r.adrepl), torch,
			r.ratio, float64(r.adrepl.CPU)/float64(r.native.CPU), tr)
	}
	fmt.Fprintln(w)
	if len(rows) > 0 && rows[0].torch != nil {
		fmt.Fprintf(w, "PyTorch %s, torch.set_num_threads(1) (threads reported: %d).\n\n", rows[0].torch.Version, rows[0].torch.Threads)
	} else if !torchOK {
		fmt.Fprintf(w, "PyTorch: not measured (%s).\n\n", torchWhy)
	}

	fmt.Fprintf(w, "Tape size (ad.EntryBytes = %d bytes an entry; tensor payload = 8 bytes per element of every tensor-valued entry, W's input entry included):\n\n", ad.EntryBytes)
	fmt.Fprintln(w, "| program | hidden | steps recorded | entries | entries per step | entry bytes | tensor payload | total | per step |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
	for _, r := range rows {
		t := r.tape
		fmt.Fprintf(w, "| tensors | %d | %d | %d | %.3g | %s | %s | %s | %s |\n", r.n, steps, t.Entries,
			float64(t.Entries)/float64(steps), bytesStr(float64(t.EntryBytes)), bytesStr(float64(t.PayloadBytes)),
			bytesStr(float64(t.Total())), bytesStr(float64(t.Total())/float64(steps)))
	}
	perStep := float64(stape.Entries-sn*sn-2*sn) / float64(scalarSteps)
	fmt.Fprintf(w, "| scalar level ([]float64 loops) | %d | %d | %d | %.0f | %s | — | %s | %s |\n", sn, scalarSteps, stape.Entries, perStep,
		bytesStr(float64(stape.EntryBytes)), bytesStr(float64(stape.EntryBytes)), bytesStr(perStep*ad.EntryBytes))
	extra := float64(sn*sn + 2*sn)
	entriesT := extra + perStep*float64(steps)
	fmt.Fprintf(w, "| scalar level, extrapolated linearly to T = %d | %d | (%d) | %.0f | %.0f | %s | — | %s | %s |\n", steps, sn, steps, entriesT, perStep,
		bytesStr(entriesT*ad.EntryBytes), bytesStr(entriesT*ad.EntryBytes), bytesStr(perStep*ad.EntryBytes))
	fmt.Fprintln(w)
	var t64 bench.RNNTape
	for _, r := range rows {
		if r.n == sn {
			t64 = r.tape
		}
	}
	fmt.Fprintf(w, "- At hidden %d the scalar-level tape has %.0fx the entries of the tensor tape (%.0f vs %d at T = %d) and %.0fx its bytes.\n",
		sn, entriesT/float64(t64.Entries), entriesT, t64.Entries, steps, entriesT*ad.EntryBytes/float64(t64.Total()))
	fmt.Fprintf(w, "- The scalar-level program took %s (median) for %d steps, about %s for %d steps extrapolated linearly; the tensor program %s.\n",
		bench.Ms(scalarTime.Wall), scalarSteps, bench.Ms(time.Duration(float64(scalarTime.Wall)*float64(steps)/float64(scalarSteps))), steps, bench.Ms(rows[0].adrepl.Wall))
	for _, r := range rows {
		if r.torch != nil {
			verdict := "faster than"
			if r.torchRatio < 1 {
				verdict = "SLOWER than"
			}
			cpuRatio := r.torch.CPU / r.adrepl.CPU.Seconds()
			if cpuRatio < 1 {
				verdict = "SLOWER than"
			}
			fmt.Fprintf(w, "- Hidden %d: adrepl is %.1fx (wall) and %.1fx (CPU) %s PyTorch (target: no slower); %.2fx native Go (wall), %.2fx (CPU).\n",
				r.n, r.torchRatio, cpuRatio, verdict, r.ratio, float64(r.adrepl.CPU)/float64(r.native.CPU))
		}
	}
	return nil
}
