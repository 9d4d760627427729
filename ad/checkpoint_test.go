package ad

import (
	"math"
	"testing"
)

// A recorder written directly against package ad: the recurrence
// x = sin(x·w + b); y += x for n steps, checkpointed with Revolve, must give
// the store-all gradient bit for bit, keep the tape short, and recompute
// exactly the binomial optimum.

type recStepper struct {
	t      *Tape
	w, b   Num
	sw     *CkptSweep
	x, y   float64 // current state (untracked)
	stack  [][2]float64
	last   [2]float64
	seeds  []float64
	steps  int
	recomp int
}

func (r *recStepper) step(t *Tape, x, y Num) (Num, Num) {
	s := t.Math(OpSin, t.Add(t.Mul(x, r.w), r.b))
	return s, t.Add(y, s)
}

func (r *recStepper) Advance(n int) {
	r.recomp += n
	for i := 0; i < n; i++ {
		r.x = math.Sin(r.x*r.w.V + r.b.V)
		r.y += r.x
	}
}
func (r *recStepper) Push()        { r.stack = append(r.stack, [2]float64{r.x, r.y}) }
func (r *recStepper) Pop()         { r.stack = r.stack[:len(r.stack)-1] }
func (r *recStepper) Restore()     { s := r.stack[len(r.stack)-1]; r.x, r.y = s[0], s[1] }
func (r *recStepper) RestoreLast() { r.x, r.y = r.last[0], r.last[1] }
func (r *recStepper) Reverse(i int) {
	m := r.sw.Mark()
	lx, ly := r.sw.Leaf(r.x), r.sw.Leaf(r.y)
	x, y := r.step(r.t, lx, ly)
	r.sw.Sweep(m, []Num{x, y}, r.seeds, nil, nil)
	r.seeds = []float64{r.sw.Adjoint(lx), r.sw.Adjoint(ly)}
	r.sw.Truncate(m)
}

func TestCheckpointRevolveBitIdentical(t *testing.T) {
	const n, s = 500, 6
	f := func(ckpt bool) ([]float64, *Tape, *recStepper) {
		tp := NewTape()
		tp.Begin()
		defer tp.End()
		w, b := tp.Input(Const(0.9)), tp.Input(Const(0.3))
		r := &recStepper{t: tp, w: w, b: b, x: 0.5}
		var y Num
		if !ckpt {
			x := Const(0.5)
			y = Const(0)
			for i := 0; i < n; i++ {
				x, y = r.step(tp, x, y)
			}
		} else {
			first := RevolveFirstSweep(n, s)
			for i, k := 0, 0; i < n; i++ {
				if k < len(first) && first[k] == i {
					r.Push()
					k++
				}
				if i == n-1 {
					r.last = [2]float64{r.x, r.y}
				}
				r.x = math.Sin(r.x*w.V + b.V)
				r.y += r.x
			}
			c := tp.CheckpointBegin(1)
			tp.CkptOut(c, r.x)
			y = tp.CkptOut(c, r.y)
			tp.CheckpointEnd(c)
			c.Reverse = func(sw *CkptSweep) {
				r.sw = sw
				r.seeds = append([]float64(nil), sw.Out()...)
				Revolve(r, n, s)
			}
		}
		g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
		return []float64{g[0].V, g[1].V}, tp, r
	}
	want, tAll, _ := f(false)
	got, tCk, r := f(true)
	for i := range want {
		if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
			t.Errorf("gradient %d: checkpointed %v, store-all %v", i, got[i], want[i])
		}
	}
	if want[0] == 0 || math.IsNaN(want[0]) {
		t.Fatalf("degenerate gradient %v", want)
	}
	if tCk.Len() >= 10 || tAll.Len() < 4*n {
		t.Errorf("tape lengths: checkpointed %d, store-all %d", tCk.Len(), tAll.Len())
	}
	if opt := RevolveCost(n, s) - (n - 1); r.recomp != opt {
		t.Errorf("recomputed %d steps, binomial optimum %d", r.recomp, opt)
	}
}
