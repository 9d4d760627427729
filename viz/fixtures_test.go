package viz

import (
	"fmt"
	"math"

	"github.com/adrepl/adrepl/ad"
)

// Fixed tapes for the golden tests, recorded with package ad directly as
// the interpreter would: iteration marks, loop-carried variable marks and
// source positions (line<<16 | column, rendered by testPos).

func testPos(p uint32) string {
	if p == 0 {
		return ""
	}
	return fmt.Sprintf("%d:%d", p>>16, p&0xffff)
}

func at(line, col int) uint32 { return uint32(line<<16 | col) }

// scalarRNN records h_t = tanh(w·h_{t-1} + x_t) for steps iterations, y = h_T²,
// and sweeps it backwards.
func scalarRNN(w float64, steps int) *ad.Tape {
	t := ad.NewTape()
	t.Begin()
	t.Pos = at(1, 10)
	wn := t.Input(ad.Const(w))
	h := ad.Const(0.5)
	const loop = 100
	for i := 0; i < steps; i++ {
		t.Recorder().MarkIter(loop, i, 0)
		x := ad.Const(math.Sin(float64(i)))
		t.Pos = at(3, 12)
		a := t.Mul(wn, h)
		t.Pos = at(3, 16)
		a = t.Add(a, x)
		t.Pos = at(3, 7)
		h = t.Math(ad.OpTanh, a)
		t.Recorder().MarkVar("h", loop, i, []int32{int32(t.View().Index(h))})
	}
	t.Recorder().MarkLoopEnd(loop, 0)
	t.Pos = at(5, 9)
	y := t.Mul(h, h)
	t.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, []ad.Num{wn})
	return t
}

// tensorRNN records h_t = tanh(W·h_{t-1} + b) with W = scale·W0 (3×3).
func tensorRNN(scale float64, steps int) *ad.Tape {
	w0 := []float64{0.9, -0.4, 0.1, 0.3, 0.8, -0.5, -0.2, 0.6, 0.7}
	d := make([]float64, len(w0))
	for i := range w0 {
		d[i] = scale * w0[i]
	}
	t := ad.NewTape()
	t.Begin()
	t.Pos = at(1, 1)
	W := t.Tensors().InputT(ad.NewMatrix(3, 3, d))
	b := ad.NewVector([]float64{0.1, -0.2, 0.05})
	h := ad.NewVector([]float64{0.5, -0.3, 0.2})
	const loop = 200
	for i := 0; i < steps; i++ {
		t.Recorder().MarkIter(loop, i, 0)
		t.Pos = at(4, 8)
		h = t.Tensors().Apply(ad.OpTTanh, t.Tensors().AddT(t.Tensors().MatVec(W, h), b))
		t.Recorder().MarkVarT("h", loop, i, nil, []int32{int32(t.Recorder().IndexT(h))})
	}
	t.Recorder().MarkLoopEnd(loop, 0)
	t.Pos = at(6, 9)
	y := t.Tensors().Sum(h)
	t.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, nil)
	return t
}

// nested records s += x·i·j over an outer loop of 3 and an inner loop of 2
// iterations, and sweeps it forwards (tangents).
func nested() *ad.Tape {
	t := ad.NewTape()
	t.Begin()
	x := t.Input(ad.Const(1.5))
	s := ad.Const(0)
	for i := 0; i < 3; i++ {
		t.Recorder().MarkIter(300, i, 0)
		for j := 0; j < 2; j++ {
			t.Recorder().MarkIter(301, j, 1)
			t.Pos = at(4, 6)
			s = t.Add(s, t.Mul(x, ad.Const(float64(i+j+1))))
			t.Recorder().MarkVar("s", 301, j, []int32{int32(t.View().Index(s))})
		}
		t.Recorder().MarkLoopEnd(301, 1)
		t.Pos = at(6, 5)
		s = t.Math(ad.OpSin, s)
		t.Recorder().MarkVar("s", 300, i, []int32{int32(t.View().Index(s))})
	}
	t.Recorder().MarkLoopEnd(300, 0)
	t.Forward([]ad.Num{x}, []ad.Num{ad.Const(1)}, []ad.Num{s})
	return t
}

// twoState records the rotation x, y = 0.9x - 0.3y, 0.3x + 0.9y for steps
// iterations, y = x + y, and sweeps it backwards: two loop-carried
// variables.
func twoState(steps int) *ad.Tape {
	t := ad.NewTape()
	t.Begin()
	t.Pos = at(1, 10)
	x := t.Input(ad.Const(1))
	y := t.Input(ad.Const(2))
	in0, in1 := x, y
	const loop = 200
	for i := 0; i < steps; i++ {
		t.Recorder().MarkIter(loop, i, 0)
		t.Pos = at(4, 10)
		nx := t.Sub(t.Mul(x, ad.Const(0.9)), t.Mul(y, ad.Const(0.3)))
		t.Pos = at(4, 30)
		ny := t.Add(t.Mul(x, ad.Const(0.3)), t.Mul(y, ad.Const(0.9)))
		x, y = nx, ny
		t.Recorder().MarkVar("x", loop, i, []int32{int32(t.View().Index(x))})
		t.Recorder().MarkVar("y", loop, i, []int32{int32(t.View().Index(y))})
	}
	t.Recorder().MarkLoopEnd(loop, 0)
	t.Pos = at(6, 9)
	out := t.Add(x, y)
	t.Reverse([]ad.Num{out}, []ad.Num{ad.Const(1)}, []ad.Num{in0, in1})
	return t
}
