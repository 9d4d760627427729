package ad

import (
	"errors"
	"math"
	"testing"
)

// Tapes longer than one chunk (chunks.go): every structure indexed by
// entry must read the same across chunk boundaries as within a chunk.

// sinLoop records x = sin(x*w + b); y += x for n steps on t and returns y.
func sinLoop(t *Tape, w, b Num, n int, marks bool) Num {
	x, y := Const(0.3), Const(0)
	rc := t.Recorder()
	for i := 0; i < n; i++ {
		if marks {
			rc.MarkIter(7, i, 0)
		}
		x = t.Math(OpSin, t.Add(t.Mul(x, w), b))
		y = t.Add(y, x)
		if marks {
			rc.MarkVar1(InternName("x"), 7, i, int32(t.View().Index(x)))
			rc.MarkVar1(InternName("y"), 7, i, int32(t.View().Index(y)))
		}
	}
	if marks {
		rc.MarkLoopEnd(7, 0)
	}
	return y
}

// sinLoopGrad is the hand-written gradient of sinLoop (bench's
// ADLoopGradNative): the same operations in the same order as the sweep.
func sinLoopGrad(n int, w, b float64) (y, gw, gb float64) {
	xs := make([]float64, n)
	x := 0.3
	for i := 0; i < n; i++ {
		xs[i] = x
		x = math.Sin(x*w + b)
		y += x
	}
	var xbar float64
	for i := n - 1; i >= 0; i-- {
		abar := (xbar + 1) * math.Cos(xs[i]*w+b)
		gw += abar * xs[i]
		gb += abar
		xbar = abar * w
	}
	return
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

// n steps of sinLoop record 4n entries: longSteps steps cross four chunk
// boundaries, and their marks (one iteration and two variable marks a
// step) cross one.
const longSteps = chunkLen + chunkLen/16 // 4 entries a step: a bit over four chunks

func TestChunksLongTape(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
	y := sinLoop(tp, w, b, longSteps, true)
	g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
	tp.End()
	wy, ww, wb := sinLoopGrad(longSteps, 0.5, 0.1)
	if y.V != wy || !near(g[0].V, ww) || !near(g[1].V, wb) {
		t.Fatalf("y %v dw %v db %v, want %v %v %v", y.V, g[0].V, g[1].V, wy, ww, wb)
	}
	if tp.Len() != 2+4*longSteps || tp.Len() <= 3*chunkLen {
		t.Fatalf("%d entries", tp.Len())
	}
	// Entries on both sides of each boundary read back as recorded: entry
	// 2+4i+2 is the sin of entry 2+4i+1.
	vw := tp.View()
	for _, i := range []int{chunkLen - 2, chunkLen - 1, chunkLen, chunkLen + 1, 2*chunkLen - 1, 2 * chunkLen, 3*chunkLen + 5} {
		e := vw.Entry(i)
		if e.Index != i || !e.HasAdj {
			t.Fatalf("entry %d: %+v", i, e)
		}
		if e.Op == OpSin {
			if in := vw.InputsOf(i); len(in) != 1 || in[0] != i-1 || e.Value != math.Sin(vw.Entry(i-1).Value) {
				t.Fatalf("entry %d: %+v, inputs %v", i, e, in)
			}
		}
		if vw.OpAt(i) != e.Op || tp.Adjoint(vw.At(i)) != e.Adjoint {
			t.Fatalf("entry %d: OpAt/Adjoint disagree with Entry", i)
		}
	}
	// The marks (two var marks and one iteration mark per step, more than
	// a chunk of each) give one norm per step, equal to the adjoints.
	norms := vw.VarNorms("x")
	if len(norms) != longSteps {
		t.Fatalf("%d norms of x", len(norms))
	}
	for _, k := range []int{0, chunkLen - 1, chunkLen, longSteps - 1} {
		e := 2 + 4*k + 2 // the sin entry of step k
		if norms[k].Iter != k || norms[k].Norm != math.Abs(tp.Adjoint(vw.At(e))) {
			t.Fatalf("norm %d: %+v, adjoint %v", k, norms[k], tp.Adjoint(vw.At(e)))
		}
	}
	if n := len(vw.Iters()); n != longSteps+1 {
		t.Fatalf("%d iteration marks", n)
	}
	if st := vw.IterOf(4*chunkLen + 3); len(st) != 1 || st[0].Iter != int32((4*chunkLen+3-2)/4) {
		t.Fatalf("IterOf across chunks: %+v", st)
	}
	if as := vw.VarAssigns(); len(as) != 2*longSteps || as[2*chunkLen+1].Name != "y" || as[2*chunkLen+1].Entries[0] != int32(2+4*chunkLen+3) {
		t.Fatalf("var assigns: %d, %+v", len(as), as[2*chunkLen+1])
	}
	// Swept again (the adjoint array is reused), the same bits.
	g2 := tp.Recorder().SweepReleased(0, tp.Len(), []Num{y}, []Num{Const(1)}, []Num{w, b})
	if g2[0].V != g[0].V || g2[1].V != g[1].V {
		t.Fatalf("second sweep %v, first %v", g2, g)
	}
}

// Nested levels whose ranges start and end in different chunks: the inner
// sweep is recorded and differentiated by the outer one.
func TestChunksNested(t *testing.T) {
	const pad, m = chunkLen - 3, 50_000 // the inner level starts 3 entries before a boundary and spans two more
	tp := NewTape()
	d := func(x Num) Num {
		// D(y -> Σ_{k<m} x*y)(2) = m*x, recorded across chunks
		_, dy := tp.DerivativeAt(func(y Num) Num {
			s := Const(0)
			for k := 0; k < m; k++ {
				s = tp.Add(s, tp.Mul(x, y))
			}
			return s
		}, Const(2))
		return tp.Mul(x, dy) // m*x²
	}
	_, dx := tp.DerivativeAt(func(x Num) Num {
		p := x
		for k := 0; k < pad; k++ {
			p = tp.Add(p, Const(0)) // pad the tape to the boundary
		}
		return tp.Add(tp.Sub(p, x), d(x))
	}, Const(3))
	if want := 2 * float64(m) * 3; dx.V != want {
		t.Fatalf("d/dx m*x² at 3 = %v, want %v", dx.V, want)
	}
	if tp.Len() < pad+2*m {
		t.Fatalf("%d entries", tp.Len())
	}
}

// Reset goes back across chunk boundaries; the next recording reuses the
// chunks and gives the same gradient.
func TestChunksReset(t *testing.T) {
	tp := NewTape()
	grad := func(n int) (float64, float64, int) {
		tp.Reset()
		tp.Begin()
		defer tp.End()
		w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
		y := sinLoop(tp, w, b, n, true)
		g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
		return g[0].V, g[1].V, tp.Len()
	}
	w1, b1, n1 := grad(longSteps)
	w2, b2, n2 := grad(3)
	_, ww, wb := sinLoopGrad(3, 0.5, 0.1)
	if n2 != 14 || !near(w2, ww) || !near(b2, wb) || tp.View().Iters()[0].Entry != 2 || len(tp.View().VarNorms("x")) != 3 {
		t.Fatalf("after Reset: %d entries, gradient %v %v, want %v %v", n2, w2, b2, ww, wb)
	}
	w3, b3, n3 := grad(longSteps)
	if w3 != w1 || b3 != b1 || n3 != n1 {
		t.Fatalf("recorded again: %v %v %d, first %v %v %d", w3, b3, n3, w1, b1, n1)
	}
}

// A checkpointed loop after a prefix that ends just before a chunk
// boundary: every re-recorded step is appended across the boundary and cut
// back across it, and the gradient is still bit-identical to store-all.
func TestChunksCheckpointReplay(t *testing.T) {
	const n, s = 300, 5
	const inner = 40 // sub-steps per step: a re-recorded step is 160 entries
	step := func(t *Tape, w, b, x, y Num) (Num, Num) {
		for k := 0; k < inner; k++ {
			x = t.Math(OpSin, t.Add(t.Mul(x, w), b))
			y = t.Add(y, x)
		}
		return x, y
	}
	advance := func(x, y, w, b float64) (float64, float64) {
		for k := 0; k < inner; k++ {
			x = math.Sin(x*w + b)
			y += x
		}
		return x, y
	}
	tp := NewTape()
	run := func(ckpt bool) ([2]float64, int) {
		// One tape for both runs: the checkpointed one reuses the chunks
		// and the adjoint array of the store-all one (stale adjoints
		// beyond the swept range must not leak into replayed steps).
		tp.Reset()
		tp.Begin()
		defer tp.End()
		w, b := tp.Input(Const(0.9)), tp.Input(Const(0.3))
		p := w
		for tp.Len() < chunkLen-100 {
			p = tp.Mul(p, Const(1)) // the prefix, part of the output
		}
		var y Num
		if !ckpt {
			x := Const(0.5)
			y = Const(0)
			for i := 0; i < n; i++ {
				x, y = step(tp, w, b, x, y)
			}
		} else {
			st := &chunkStepper{w: w, b: b, x: 0.5, step: step, advance: advance}
			first := RevolveFirstSweep(n, s)
			for i, k := 0, 0; i < n; i++ {
				if k < len(first) && first[k] == i {
					st.Push()
					k++
				}
				if i == n-1 {
					st.last = [2]float64{st.x, st.y}
				}
				st.x, st.y = advance(st.x, st.y, w.V, b.V)
			}
			c := tp.CheckpointBegin(1)
			tp.CkptOut(c, st.x)
			y = tp.CkptOut(c, st.y)
			tp.CheckpointEnd(c)
			c.Reverse = func(sw *CkptSweep) {
				st.t, st.sw = tp, sw
				st.seeds = append([]float64(nil), sw.Out()...)
				Revolve(st, n, s)
			}
		}
		out := tp.Add(y, p)
		g := tp.Reverse([]Num{out}, []Num{Const(1)}, []Num{w, b})
		return [2]float64{g[0].V, g[1].V}, tp.Recorder().Tape().View().Stats().Peak
	}
	want, _ := run(false)
	got, peak := run(true)
	again, _ := run(false)
	if again != want {
		t.Fatalf("store-all after the checkpointed run: %v, before it %v", again, want)
	}
	if math.Float64bits(got[0]) != math.Float64bits(want[0]) || math.Float64bits(got[1]) != math.Float64bits(want[1]) {
		t.Fatalf("checkpointed %v, store-all %v", got, want)
	}
	if peak < chunkLen {
		t.Fatalf("peak %d entries: the replayed steps did not cross the boundary", peak)
	}
}

type chunkStepper struct {
	t           *Tape
	sw          *CkptSweep
	w, b        Num
	x, y        float64
	stack, seen [][2]float64
	last        [2]float64
	seeds       []float64
	step        func(t *Tape, w, b, x, y Num) (Num, Num)
	advance     func(x, y, w, b float64) (float64, float64)
}

func (r *chunkStepper) Advance(n int) {
	for i := 0; i < n; i++ {
		r.x, r.y = r.advance(r.x, r.y, r.w.V, r.b.V)
	}
}
func (r *chunkStepper) Push()        { r.stack = append(r.stack, [2]float64{r.x, r.y}) }
func (r *chunkStepper) Pop()         { r.stack = r.stack[:len(r.stack)-1] }
func (r *chunkStepper) Restore()     { s := r.stack[len(r.stack)-1]; r.x, r.y = s[0], s[1] }
func (r *chunkStepper) RestoreLast() { r.x, r.y = r.last[0], r.last[1] }
func (r *chunkStepper) Reverse(i int) {
	m := r.sw.Mark()
	lx, ly := r.sw.Leaf(r.x), r.sw.Leaf(r.y)
	x, y := r.step(r.t, r.w, r.b, lx, ly)
	r.sw.Sweep(m, []Num{x, y}, r.seeds, nil, nil)
	r.seeds = []float64{r.sw.Adjoint(lx), r.sw.Adjoint(ly)}
	r.sw.Truncate(m)
}

// A byte limit that falls inside a chunk: the last chunk is cut short, the
// tape stops with a *ByteLimitError, and what it holds stays under the limit.
func TestChunksByteLimit(t *testing.T) {
	tp := NewTape()
	tp.MaxBytes = 5 * chunkLen * (EntryBytes + 8) / 2 // two and a half chunks with adjoints
	var grown int64
	tp.Grow = func(b int64) { grown += b }
	err := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = r.(error)
			}
		}()
		tp.Begin()
		w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
		sinLoop(tp, w, b, longSteps, false)
		return nil
	}()
	var le *ByteLimitError
	if !errors.As(err, &le) {
		t.Fatalf("want a *ByteLimitError, got %v", err)
	}
	if le.Entries <= 2*chunkLen || int64(le.Entries)*(EntryBytes+8) > tp.MaxBytes {
		t.Fatalf("stopped after %d entries under a limit of %d bytes", le.Entries, tp.MaxBytes)
	}
	if grown > tp.MaxBytes || grown < int64(le.Entries)*EntryBytes {
		t.Fatalf("charged %d bytes for %d entries", grown, le.Entries)
	}
}

// Optimize and the optimized sweep read and write entries across chunks.
func TestChunksOptimize(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
	y := sinLoop(tp, w, b, longSteps, false)
	tp.Persist([]Num{y}, []Num{w, b})
	tp.End()
	want, err := tp.Sweep([]float64{1})
	if err != nil {
		t.Fatal(err)
	}
	o, _, err := tp.Optimize()
	if err != nil {
		t.Fatal(err)
	}
	got, err := o.Sweep([]float64{1})
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("optimized %v, original %v", got, want)
	}
}

// The write window (chunks.go) does not skip the checks of push: a limit
// or anomaly checking switched on while the window is open takes effect at
// the next entry, through Binary, Unary and push alike.
func TestWindowChecks(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	x := tp.Input(Const(1))
	r := tp.Recorder()
	for range 100 {
		x = r.Binary(OpMul, x, Const(1.01), x.V*1.01)
	}
	tp.Limit = 150
	func() {
		defer func() {
			if _, ok := recover().(*LimitError); !ok || tp.Len() != 150 {
				t.Errorf("%d entries, want a *LimitError at 150", tp.Len())
			}
		}()
		for range 100 {
			x = r.Unary(OpSin, x, math.Sin(x.V))
		}
	}()
	tp.Limit = 0
	tp.Anomaly = true
	func() {
		defer func() {
			if e, ok := recover().(*AnomalyError); !ok || e.Entry != 150 {
				t.Errorf("recovered %v, want an *AnomalyError at entry 150", e)
			}
		}()
		r.Binary(OpDiv, x, Const(0), math.Inf(1))
	}()
	tp.Anomaly = false
	if y := r.Binary(OpAdd, x, Const(1), x.V+1); tp.View().Index(y) != 150 || tp.Len() != 151 {
		t.Errorf("entry %d, %d entries, want 150 and 151", tp.View().Index(y), tp.Len())
	}
}
