package bench

import (
	"math"
	"strconv"
	"testing"
)

// TestRNNAgrees checks the gradients of the RNN benchmark against each
// other: adrepl's tensor tape, the same recurrence at scalar level (fewer
// steps), the hand-written gonum BPTT, and (where installed) PyTorch; and
// the tape's size: three entries per step.
func TestRNNAgrees(t *testing.T) {
	const n = 64
	steps := RNNSteps
	if testing.Short() {
		steps = 100
	}
	W, b := RNNParams(n)
	want := RNNGradNative(n, steps, W, b)
	norm := 0.0
	for _, v := range want.DW {
		norm += v * v
	}
	if !(math.Sqrt(norm) > 1e-3) {
		t.Fatalf("‖dW‖ = %g: the benchmark's gradient should not vanish", math.Sqrt(norm))
	}

	s, err := LoadRNN(n, steps, false)
	if err != nil {
		t.Fatal(err)
	}
	for run := 0; run < 2; run++ { // main was run by LoadRNN; run it again
		got, err := s.Result()
		if err != nil {
			t.Fatal(err)
		}
		if err := got.Agree(want, 1e-12); err != nil {
			t.Errorf("adrepl (tensors) vs native, run %d: %v", run, err)
		}
		if _, err := s.Run(); err != nil {
			t.Fatal(err)
		}
	}
	tape, err := s.Tape()
	if err != nil {
		t.Fatal(err)
	}
	// 2 inputs (W, b), the constant h_0, 3 entries per step, the Sum.
	if wantEntries := 2 + 1 + RNNEntriesPerStep*steps + 1; tape.Entries != wantEntries {
		t.Errorf("tensor tape: %d entries, want %d", tape.Entries, wantEntries)
	}
	// Payload: W (n²), b, h_0 (n each), 3 vectors of n per step.
	if wantPayload := 8 * (n*n + 2*n + 3*n*steps); tape.PayloadBytes != wantPayload {
		t.Errorf("tensor tape: %d bytes of tensor values, want %d", tape.PayloadBytes, wantPayload)
	}

	// The scalar-level program, fewer steps.
	const scalarSteps = 20
	ss, err := LoadRNN(n, scalarSteps, true)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ss.Result()
	if err != nil {
		t.Fatal(err)
	}
	if err := got.Agree(RNNGradNative(n, scalarSteps, W, b), 1e-12); err != nil {
		t.Errorf("adrepl (scalar level) vs native: %v", err)
	}
	st, err := ss.Tape()
	if err != nil {
		t.Fatal(err)
	}
	// Per step and unit: n multiplies, n adds into a, the bias add, tanh.
	// Then n adds for the sum; n² + n inputs.
	if wantEntries := n*n + n + scalarSteps*n*(2*n+2) + n; st.Entries != wantEntries {
		t.Errorf("scalar tape: %d entries, want %d", st.Entries, wantEntries)
	}

	if ok, why := TorchAvailable(); !ok {
		t.Logf("PyTorch comparison skipped: %s", why)
		return
	}
	tr, err := RunTorchRNN(n, steps, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := (RNNResult{Y: tr.Y, DW: tr.DW, DB: tr.DB}).Agree(want, 1e-12); err != nil {
		t.Errorf("PyTorch vs native: %v", err)
	}
	if tr.Threads != 1 {
		t.Errorf("PyTorch ran with %d threads, want 1", tr.Threads)
	}
}

// BenchmarkRNN times the gradient of the recurrence (T = RNNSteps) with
// adrepl (record and sweep) and with the hand-written native BPTT.
func BenchmarkRNN(b *testing.B) {
	for _, n := range RNNHidden {
		W, bias := RNNParams(n)
		want := RNNGradNative(n, RNNSteps, W, bias)
		b.Run(rnnBenchName("native", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				RNNGradNative(n, RNNSteps, W, bias)
			}
		})
		b.Run(rnnBenchName("adrepl", n), func(b *testing.B) {
			s, err := LoadRNN(n, RNNSteps, false)
			if err != nil {
				b.Fatal(err)
			}
			got, err := s.Result()
			if err != nil {
				b.Fatal(err)
			}
			if err := got.Agree(want, 1e-12); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := s.Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func rnnBenchName(what string, n int) string { return what + "-h" + strconv.Itoa(n) }
