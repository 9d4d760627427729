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
