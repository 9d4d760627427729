package bench

import (
	"testing"
)

// TestADLoopAgrees checks the three gradients of the AD benchmark's loop
// against each other: adrepl's tape, the hand-written native reverse loop,
// and (where installed) PyTorch.
func TestADLoopAgrees(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	s, err := LoadAD(n, false)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := s.Run()
	if err != nil {
		t.Fatal(err)
	}
	want := ADLoopGradNative(n, ADLoopW, ADLoopB)
	if err := got.Agree(want, 1e-12); err != nil {
		t.Errorf("adrepl vs native: %v", err)
	}
	if got.Y != ADLoopValue(n, ADLoopW, ADLoopB) {
		t.Errorf("adrepl's y = %.17g, native %.17g: the recorded loop must compute the same value", got.Y, ADLoopValue(n, ADLoopW, ADLoopB))
	}
	if wantEntries := 2 + ADOpsPerIter*n; got.Entries != wantEntries {
		t.Errorf("tape has %d entries, want %d (2 inputs + %d per iteration)", got.Entries, wantEntries, ADOpsPerIter)
	}
	// The same loop with its state in struct fields.
	sf, err := LoadADSource(ADFieldsSrc, n, false)
	if err != nil {
		t.Fatal(err)
	}
	gotF, _, err := sf.Run()
	if err != nil {
		t.Fatal(err)
	}
	if err := gotF.Agree(want, 1e-12); err != nil || gotF.Entries != got.Entries {
		t.Errorf("state in fields: %v, %d entries (locals: %d)", err, gotF.Entries, got.Entries)
	}
	// Sweeping the kept tape again gives the same gradient.
	_, gw, gb, err := s.SweepTime()
	if err != nil {
		t.Fatal(err)
	}
	if gw != got.DW || gb != got.DB {
		t.Errorf("second sweep: (%v, %v), first (%v, %v)", gw, gb, got.DW, got.DB)
	}

	if ok, why := TorchAvailable(); !ok {
		t.Logf("PyTorch comparison skipped: %s", why)
		return
	}
	const tn = 2000
	tr, err := RunTorchLoop(tn, 1)
	if err != nil {
		t.Fatal(err)
	}
	tw := ADLoopGradNative(tn, ADLoopW, ADLoopB)
	if err := (ADResult{Y: tr.Y, DW: tr.DW, DB: tr.DB}).Agree(tw, 1e-12); err != nil {
		t.Errorf("PyTorch vs native (n=%d): %v", tn, err)
	}
}

// BenchmarkADLoop times the gradient of the loop (n = ADLoopN): adrepl
// (recording and reverse sweep), the sweep alone, the hand-written native
// gradient, and the interpreted loop without differentiation.
func BenchmarkADLoop(b *testing.B) {
	want := ADLoopGradNative(ADLoopN, ADLoopW, ADLoopB)
	b.Run("native", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ADLoopGradNative(ADLoopN, ADLoopW, ADLoopB)
		}
	})
	b.Run("adrepl", func(b *testing.B) {
		s, err := LoadAD(ADLoopN, false)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			got, _, err := s.Run()
			if err != nil {
				b.Fatal(err)
			}
			if err := got.Agree(want, 1e-12); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("adrepl-fields", func(b *testing.B) {
		s, err := LoadADSource(ADFieldsSrc, ADLoopN, false)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			got, _, err := s.Run()
			if err != nil {
				b.Fatal(err)
			}
			if err := got.Agree(want, 1e-12); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("sweep", func(b *testing.B) {
		s, err := LoadAD(ADLoopN, false)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, _, _, err := s.SweepTime(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("adrepl-plain", func(b *testing.B) {
		s, err := LoadAD(ADLoopN, true)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, _, err := s.Run(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
