package ad

import (
	"math"
	"testing"
)

// The recording hot path: the float loop x = sin(w*x + b) records four
// entries per iteration, through the user API (Mul, Add, Math) and through
// the recorder protocol an interpreter uses (Binary, Unary with values it
// computed itself).

const benchIters = 10000

func BenchmarkRecordTape(b *testing.B) {
	t := NewTape()
	for b.Loop() {
		t.Reset()
		t.Begin()
		w, c := t.Input(Const(0.5)), t.Input(Const(0.1))
		x := Const(0.3)
		for range benchIters {
			x = t.Math(OpSin, t.Add(t.Mul(w, x), c))
		}
		t.Reverse([]Num{x}, []Num{Const(1)}, []Num{w, c})
		t.End()
	}
}

func BenchmarkRecordProtocol(b *testing.B) {
	t := NewTape()
	r := t.Recorder()
	for b.Loop() {
		t.Reset()
		t.Begin()
		w, c := t.Input(Const(0.5)), t.Input(Const(0.1))
		x := Const(0.3)
		for range benchIters {
			m := r.Binary(OpMul, w, x, w.V*x.V)
			a := r.Binary(OpAdd, m, c, m.V+c.V)
			x = r.Unary(OpSin, a, math.Sin(a.V))
		}
		t.Reverse([]Num{x}, []Num{Const(1)}, []Num{w, c})
		t.End()
	}
}

// BenchmarkSweep is the reverse sweep alone, over a tape of a million
// entries (several chunks) recorded once; BenchmarkSweepSmall over 100,000
// (within two chunks).
func BenchmarkSweep(b *testing.B)      { benchSweep(b, 250_000) }
func BenchmarkSweepSmall(b *testing.B) { benchSweep(b, 25_000) }

// benchSweep records iters iterations of the float loop (4 entries each)
// and times reverse sweeps over them.
func benchSweep(b *testing.B, iters int) {
	t := NewTape()
	r := t.Recorder()
	t.Begin()
	w, c := t.Input(Const(0.5)), t.Input(Const(0.1))
	x, y := Const(0.3), Const(0)
	for range iters {
		m := r.Binary(OpMul, x, w, x.V*w.V)
		a := r.Binary(OpAdd, m, c, m.V+c.V)
		x = r.Unary(OpSin, a, math.Sin(a.V))
		y = r.Binary(OpAdd, y, x, y.V+x.V)
	}
	for b.Loop() {
		r.ReverseRange(0, t.Len(), false, []Num{y}, []Num{Const(1)}, []Num{w, c})
	}
}

// BenchmarkRecord is recording alone through the recorder protocol: the
// float loop's four entries an iteration, 250,000 iterations (several
// chunks), into a tape whose chunks are kept from the run before (Reset),
// as an interpreter's training loop records.
func BenchmarkRecord(b *testing.B) {
	t := NewTape()
	r := t.Recorder()
	for b.Loop() {
		t.Reset()
		t.Begin()
		w, c := t.Input(Const(0.5)), t.Input(Const(0.1))
		x, y := Const(0.3), Const(0)
		for range 250_000 {
			m := r.Binary(OpMul, x, w, x.V*w.V)
			a := r.Binary(OpAdd, m, c, m.V+c.V)
			x = r.Unary(OpSin, a, a.V) // the value is not what is measured
			y = r.Binary(OpAdd, y, x, y.V+x.V)
		}
		t.End()
	}
}

// BenchmarkRecordMarked is BenchmarkRecord with the loop marks an
// interpreter records by default: an iteration mark and a variable mark
// for each of the two loop-carried floats, every iteration.
func BenchmarkRecordMarked(b *testing.B) {
	t := NewTape()
	r := t.Recorder()
	nx, ny := InternName("x"), InternName("y")
	for b.Loop() {
		t.Reset()
		t.Begin()
		w, c := t.Input(Const(0.5)), t.Input(Const(0.1))
		x, y := Const(0.3), Const(0)
		for i := range 250_000 {
			r.MarkIter(7, i, 0)
			m := r.Binary(OpMul, x, w, x.V*w.V)
			a := r.Binary(OpAdd, m, c, m.V+c.V)
			x = r.Unary(OpSin, a, a.V)
			r.MarkVar1(nx, 7, i, int32(t.View().Index(x)))
			y = r.Binary(OpAdd, y, x, y.V+x.V)
			r.MarkVar1(ny, 7, i, int32(t.View().Index(y)))
		}
		r.MarkLoopEnd(7, 0)
		t.End()
	}
}
