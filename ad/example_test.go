package ad_test

// Runnable examples of package ad used on its own, one per way to
// differentiate: `go test ./ad` checks their output.

import (
	"fmt"
	"math"

	"github.com/adrepl/adrepl/ad"
)

// A Jacobian-vector product in forward mode: one sweep gives the
// derivative of every output along the direction v.
func ExampleJVP() {
	f := func(t *ad.Tape, x []ad.Num) []ad.Num {
		return []ad.Num{t.Mul(x[0], x[1]), t.Math(ad.OpSin, x[0])}
	}
	y, jv := ad.JVP(f, []float64{2, 3}, []float64{1, 0}) // d/dx0
	fmt.Printf("%.4f %.4f\n", y, jv)                     // y = (x0·x1, sin x0), J·v = (x1, cos x0)
	// Output: [6.0000 0.9093] [3.0000 -0.4161]
}

// The Jacobian of a map from R² to R², one reverse sweep per output.
func ExampleJacobian() {
	polar := func(t *ad.Tape, x []ad.Num) []ad.Num { // (r, θ) -> (r cos θ, r sin θ)
		return []ad.Num{
			t.Mul(x[0], t.Math(ad.OpCos, x[1])),
			t.Mul(x[0], t.Math(ad.OpSin, x[1])),
		}
	}
	J := ad.Jacobian(polar)([]float64{2, 0})
	fmt.Println(J)
	// Output: [[1 0] [0 2]]
}

// Recording directly on a tape: open a level, mark inputs, compute, sweep.
// The level can be nested inside another one for higher derivatives.
func ExampleTape_GradAt() {
	t := ad.NewTape()
	y, g := t.GradAt(func(x []ad.Num) ad.Num {
		return t.Add(t.Mul(x[0], x[0]), t.Mul(x[0], x[1])) // x0² + x0·x1
	}, []ad.Num{ad.Const(3), ad.Const(4)})
	fmt.Println(y.V, g[0].V, g[1].V)
	// Output: 21 10 3
}

// Tensors: the gradient of ½‖W·x − b‖² with respect to the matrix W is
// (W·x − b)·xᵀ, computed with the tape's tensor operations.
func ExampleTensors() {
	t := ad.NewTape()
	ts := t.Tensors()
	t.Begin()
	W := ts.InputT(ad.NewMatrix(2, 2, []float64{1, 2, 3, 4}))
	x := ad.NewVector([]float64{1, 1})
	b := ad.NewVector([]float64{0, 5})
	r := ts.SubT(ts.MatVec(W, x), b) // (3, 7) - (0, 5) = (3, 2)
	loss := t.Mul(ad.Const(0.5), ts.Dot(r, r))
	t.Reverse([]ad.Num{loss}, []ad.Num{ad.Const(1)}, nil)
	fmt.Println(loss.V, ts.TensorAdjoint(W))
	t.End()
	// Output: 6.5 [3 3 2 2]
}

// A checkpointed loop: x ← sin(w·x), 4 steps. The loop runs without
// recording; only its final state is recorded (CkptOut). When the reverse
// sweep reaches it, Reverse re-records one step at a time, from the last,
// onto the end of the tape, sweeps it and cuts it off again. Here every
// step restarts from the initial state (the simplest schedule; Revolve and
// Online keep snapshots instead). The gradient equals the store-all one.
func ExampleTape_CheckpointBegin() {
	const n = 4
	step := func(t *ad.Tape, w, x ad.Num) ad.Num { return t.Math(ad.OpSin, t.Mul(w, x)) }

	// Store-all: every step on the tape.
	t := ad.NewTape()
	t.Begin()
	w := t.Input(ad.Const(1.5))
	x := ad.Const(0.5)
	for range n {
		x = step(t, w, x)
	}
	want := t.Reverse([]ad.Num{x}, []ad.Num{ad.Const(1)}, []ad.Num{w})[0].V
	t.End()

	// Checkpointed: one entry for the loop's result.
	t = ad.NewTape()
	t.Begin()
	w = t.Input(ad.Const(1.5))
	x0, xv := 0.5, 0.5
	for range n {
		xv = math.Sin(w.V * xv) // unrecorded
	}
	c := t.CheckpointBegin(1)
	out := t.CkptOut(c, xv)
	t.CheckpointEnd(c)
	c.Reverse = func(s *ad.CkptSweep) {
		seed := s.Out()[0]
		for i := n - 1; i >= 0; i-- {
			xi := x0 // recompute the state before step i
			for range i {
				xi = math.Sin(w.V * xi)
			}
			m := s.Mark()
			leaf := s.Leaf(xi)
			s.Sweep(m, []ad.Num{step(t, w, leaf)}, []float64{seed}, nil, nil)
			seed = s.Adjoint(leaf) // w's adjoint accumulates on its own entry
			s.Truncate(m)
		}
	}
	got := t.Reverse([]ad.Num{out}, []ad.Num{ad.Const(1)}, []ad.Num{w})[0].V
	t.End()
	fmt.Println(got == want, t.Len())
	// Output: true 3
}

// An interpreter computes values itself and records them through the
// tape's Recorder; View reads the result.
func ExampleRecorder() {
	t := ad.NewTape()
	rec := t.Recorder()
	t.Begin()
	x := t.Input(ad.Const(2))
	y := rec.Binary(ad.OpMul, x, x, x.V*x.V) // x², value computed by the caller
	g := t.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, []ad.Num{x})
	t.End()
	fmt.Println(y.V, g[0].V, t.View().OpAt(1))
	// Output: 4 4 *
}
