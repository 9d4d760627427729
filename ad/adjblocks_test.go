package ad

import (
	"math"
	"testing"
)

// The blocked sweep (adjblocks.go) against the whole-array one: the same
// bits for the returned adjoints, for every entry's adjoint read after the
// sweep, for the per-iteration norms and for Adjoint.

// mixedLoop records a long loop with operands in other chunks (the
// inputs, a value from the first iteration), ops on the general path
// (Div, Log, Pow, Max, Atan2, Abs), reached zeros (x - x, 0 * y) and an
// overflow (0·Inf is NaN).
func mixedLoop(tp *Tape, w, b, c Num, steps int) (Num, Num) {
	rc := tp.Recorder()
	x, y := Const(0.3), Const(0)
	var first Num
	for i := 0; i < steps; i++ {
		rc.MarkIter(3, i, 0)
		x = tp.Math(OpSin, tp.Add(tp.Mul(x, w), b))
		if i == 0 {
			first = x
		}
		switch i % 7 {
		case 0:
			y = tp.Add(y, tp.Div(x, tp.Add(c, Const(2))))
		case 1:
			y = tp.Sub(y, tp.Math(OpLog, tp.Add(tp.Math(OpAbs, x), Const(1))))
		case 2:
			y = tp.Add(y, tp.Math2(OpPow, tp.Add(tp.Math(OpExp, x), Const(1)), Const(0.5)))
		case 3:
			y = tp.Add(y, tp.Sub(x, x)) // a reached zero
		case 4:
			y = tp.Add(y, tp.Math2(OpMax, x, first))
		case 5:
			y = tp.Add(y, tp.Math2(OpAtan2, x, tp.Math(OpTanh, c)))
		default:
			y = tp.Add(y, tp.Mul(Const(0), tp.Math(OpCos, x)))
		}
		rc.MarkVar1(InternName("x"), 3, i, int32(tp.View().Index(x)))
	}
	rc.MarkLoopEnd(3, 0)
	return y, x
}

func TestAdjointBlocks(t *testing.T) {
	steps := chunkLen + chunkLen/3 // about 5.3 chunks (4 entries a step and more)
	run := func(array bool, overflow bool) (*Tape, []Num, Num, Num) {
		arraySweeps = array
		defer func() { arraySweeps = false }()
		tp := NewTape()
		tp.Begin()
		w, b, c := tp.Input(Const(0.5)), tp.Input(Const(0.1)), tp.Input(Const(0.7))
		y, x := mixedLoop(tp, w, b, c, steps)
		if overflow {
			y = tp.Add(y, tp.Mul(Const(0), tp.Math(OpExp, tp.Mul(c, Const(2000)))))
		}
		mid := tp.View().At(tp.Len() / 2)
		g := tp.Reverse([]Num{y, x}, []Num{Const(1), Const(0.25)}, []Num{w, b, c, mid, w})
		tp.End()
		return tp, g, w, mid
	}
	for _, overflow := range []bool{false, true} {
		ta, ga, wa, ma := run(true, overflow)
		tb, gb, wb, mb := run(false, overflow)
		if tb.adjLazy == nil || tb.adj != nil {
			t.Fatalf("the sweep of %d entries did not go by blocks", tb.Len())
		}
		if len(tb.adjPool) > 5 {
			t.Errorf("the blocked sweep held %d blocks", len(tb.adjPool))
		}
		for k := range ga {
			if math.Float64bits(ga[k].V) != math.Float64bits(gb[k].V) || ga[k].ID != 0 || gb[k].ID != 0 {
				t.Fatalf("overflow %v: wrt %d: %v (array) vs %v (blocks)", overflow, k, ga[k], gb[k])
			}
		}
		if overflow != math.IsNaN(gb[2].V) {
			t.Fatalf("overflow %v: dc = %v", overflow, gb[2].V)
		}
		if !tb.View().HasAdjoints() {
			t.Fatal("no adjoints after a blocked sweep")
		}
		if fa, fb := ta.View().Footprint(), tb.View().Footprint(); fb.Adjoints >= fa.Adjoints || fb.Entries != fa.Entries {
			t.Errorf("footprint %+v (blocks) vs %+v (array)", fb, fa)
		}
		na, nb := ta.View().VarNorms("x"), tb.View().VarNorms("x") // materializes
		if len(na) != steps || len(nb) != steps {
			t.Fatalf("%d and %d norms", len(na), len(nb))
		}
		for k := range na {
			if math.Float64bits(na[k].Norm) != math.Float64bits(nb[k].Norm) {
				t.Fatalf("norm %d: %v vs %v", k, na[k], nb[k])
			}
		}
		for i := 0; i < ta.Len(); i++ {
			ea, eb := ta.View().Entry(i), tb.View().Entry(i)
			if ea.HasAdj != eb.HasAdj || math.Float64bits(ea.Adjoint) != math.Float64bits(eb.Adjoint) {
				t.Fatalf("entry %d: %v %v vs %v %v", i, ea.Adjoint, ea.HasAdj, eb.Adjoint, eb.HasAdj)
			}
		}
		if ta.Adjoint(wa) != tb.Adjoint(wb) || ta.Adjoint(ma) != tb.Adjoint(mb) {
			t.Fatal("Adjoint differs")
		}
		if len(tb.zr) != len(ta.zr) {
			t.Fatalf("reached zeros: %d vs %d", len(tb.zr), len(ta.zr))
		}
	}
}

// A tape swept by blocks many times (a training loop: Reset and record
// again) reuses its blocks, and a range starting inside a chunk works.
func TestAdjointBlocksReuse(t *testing.T) {
	tp := NewTape()
	steps := chunkLen - 100
	var want [2]float64
	for round := 0; round < 3; round++ {
		tp.Reset()
		tp.Begin()
		w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
		y := sinLoop(tp, w, b, steps, false)
		g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
		tp.End()
		if round == 0 {
			want = [2]float64{g[0].V, g[1].V}
		} else if g[0].V != want[0] || g[1].V != want[1] {
			t.Fatalf("round %d: %v, want %v", round, g, want)
		}
		if tp.adjLazy == nil {
			t.Fatal("not blocked")
		}
		for k, b := range tp.adjPool {
			for i, v := range b {
				if v != 0 || math.Signbit(v) {
					t.Fatalf("round %d: block %d holds %v at %d after the sweep", round, k, v, i)
				}
			}
		}
	}
	pool := len(tp.adjPool)
	// A range from the middle of the first chunk: the adjoints of the
	// later part only.
	w, b := tp.View().At(0), tp.View().At(1)
	start := chunkLen / 2
	ys := tp.View().At(tp.Len() - 1)
	mid := tp.View().At(start + 10)
	gb := tp.Recorder().SweepReleased(start, tp.Len(), []Num{ys}, []Num{Const(1)}, []Num{w, mid})
	arraySweeps = true
	ga := tp.Recorder().SweepReleased(start, tp.Len(), []Num{ys}, []Num{Const(1)}, []Num{w, mid})
	arraySweeps = false
	if gb[0] != ga[0] || gb[1] != ga[1] || gb[0].V != 0 || gb[1].V == 0 {
		t.Fatalf("from %d: %v (blocks) vs %v (array)", start, gb, ga)
	}
	if len(tp.adjPool) != pool {
		t.Errorf("blocks: %d, then %d", pool, len(tp.adjPool))
	}
	_ = b
}
