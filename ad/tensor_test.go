package ad

import (
	"math"
	"math/rand"
	"testing"
)

func randT(r *rand.Rand, rows, cols int) *Tensor {
	n := rows * max(cols, 1)
	d := make([]float64, n)
	for i := range d {
		d[i] = r.NormFloat64()
	}
	return &Tensor{Rows: rows, Cols: cols, Data: d}
}

// checkTensorGrad checks d f(x)/dx for a tensor input three ways: reverse
// sweep, forward sweep (one per coordinate) and central differences.
func checkTensorGrad(t *testing.T, name string, x *Tensor, f func(tp *Tape, x *Tensor) Num) {
	t.Helper()
	tp := NewTape()
	tp.Begin()
	in := tp.Tensors().InputT(x)
	y := f(tp, in)
	tp.Reverse([]Num{y}, []Num{Const(1)}, nil)
	grad := append([]float64(nil), tp.Tensors().TensorAdjoint(in)...)
	if grad == nil {
		grad = make([]float64, len(x.Data))
	}
	for k := range x.Data {
		e := make([]float64, len(x.Data))
		e[k] = 1
		tp.Recorder().SeedTensors([]*Tensor{in}, [][]float64{e})
		fwd := tp.Forward(nil, nil, []Num{y})[0].V
		h := 1e-6
		xp := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: append([]float64(nil), x.Data...)}
		xm := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: append([]float64(nil), x.Data...)}
		xp.Data[k] += h
		xm.Data[k] -= h
		cd := (f(NewTape(), xp).V - f(NewTape(), xm).V) / (2 * h)
		if math.Abs(grad[k]-cd) > 1e-6*math.Max(1, math.Abs(cd)) {
			t.Errorf("%s: ∂/∂x[%d] reverse %v, central differences %v", name, k, grad[k], cd)
		}
		if math.Abs(grad[k]-fwd) > 1e-12*math.Max(1, math.Abs(fwd)) {
			t.Errorf("%s: ∂/∂x[%d] reverse %v, forward %v", name, k, grad[k], fwd)
		}
	}
	tp.End()
}

func TestTensorOpsGradCheck(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	W := randT(r, 3, 4)
	v := randT(r, 4, 0)
	u := randT(r, 3, 0)
	M := randT(r, 4, 2)
	pos := &Tensor{Rows: 4, Data: []float64{0.5, 1.5, 2, 0.7}}
	cases := []struct {
		name string
		x    *Tensor
		f    func(tp *Tape, x *Tensor) Num
	}{
		{"MatVec by x", v, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(u, tp.Tensors().MatVec(W, x)) }},
		{"MatVec by W", W, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(u, tp.Tensors().MatVec(x, v)) }},
		{"MatMul left", W, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Sum(tp.Tensors().MatMul(x, M)) }},
		{"MatMul right", M, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Norm(tp.Tensors().MatMul(W, x)) }},
		{"Add Sub Mul Div", v, func(tp *Tape, x *Tensor) Num {
			return tp.Tensors().Sum(tp.Tensors().DivT(tp.Tensors().MulT(tp.Tensors().AddT(x, pos), tp.Tensors().SubT(x, pos)), tp.Tensors().AddScalar(pos, Const(1))))
		}},
		{"Scale", v, func(tp *Tape, x *Tensor) Num {
			return tp.Tensors().Sum(tp.Tensors().Scale(x, tp.Tensors().Elem(x, 1, 0)))
		}},
		{"Transpose", W, func(tp *Tape, x *Tensor) Num {
			return tp.Tensors().Dot(v, tp.Tensors().MatVec(tp.Tensors().Transpose(x), u))
		}},
		{"Tanh", v, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(v, tp.Tensors().Apply(OpTTanh, x)) }},
		{"Sigmoid", v, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(v, tp.Tensors().Apply(OpTSigmoid, x)) }},
		{"Relu", v, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(v, tp.Tensors().Apply(OpTRelu, x)) }},
		{"Exp", v, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Mean(tp.Tensors().Apply(OpTExp, x)) }},
		{"Log", pos, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(v, tp.Tensors().Apply(OpTLog, x)) }},
		{"Softmax", v, func(tp *Tape, x *Tensor) Num { return tp.Tensors().Dot(pos, tp.Tensors().Softmax(x)) }},
		{"Slice Concat", v, func(tp *Tape, x *Tensor) Num {
			return tp.Tensors().Dot(pos, tp.Tensors().Concat(tp.Tensors().Slice(x, 2, 4), tp.Tensors().Apply(OpTTanh, tp.Tensors().Slice(x, 0, 2))))
		}},
		{"Stack Elements", v, func(tp *Tape, x *Tensor) Num {
			e := tp.Tensors().Elements(x)
			return tp.Tensors().Norm(tp.Tensors().Stack([]Num{tp.Mul(e[0], e[1]), e[3], tp.Math(OpSin, e[2])}))
		}},
		{"RNN step", v, func(tp *Tape, x *Tensor) Num {
			Wh := randT(rand.New(rand.NewSource(2)), 4, 4)
			h := x
			for i := 0; i < 5; i++ {
				h = tp.Tensors().Apply(OpTTanh, tp.Tensors().AddT(tp.Tensors().MatVec(Wh, h), pos))
			}
			return tp.Tensors().Sum(h)
		}},
	}
	for _, c := range cases {
		checkTensorGrad(t, c.name, c.x, c.f)
	}
}

func TestTensorShapeErrors(t *testing.T) {
	defer func() {
		r := recover()
		if _, ok := r.(*ShapeError); !ok {
			t.Fatalf("want *ShapeError, got %v", r)
		}
	}()
	NewTape().Tensors().MatVec(Zeros(2, 3), Zeros(2))
}

func TestSpectralNorm(t *testing.T) {
	A := NewMatrix(2, 2, []float64{3, 0, 0, 0.5})
	if got := SpectralNorm(A); math.Abs(got-3) > 1e-12 {
		t.Errorf("spectral norm %v, want 3", got)
	}
	// One row, one column, 1×1 (no SVD): the length, exactly |a| for 1×1,
	// without overflow for large entries.
	for _, c := range []struct {
		m    *Tensor
		want float64
	}{
		{NewMatrix(1, 1, []float64{-2.5}), 2.5},
		{NewMatrix(1, 2, []float64{3, -4}), 5},
		{NewMatrix(2, 1, []float64{3e200, 4e200}), 5e200},
	} {
		if got := SpectralNorm(c.m); math.Abs(got-c.want) > 1e-15*c.want {
			t.Errorf("spectral norm of %v %v: %v, want %v", c.m.Shape(), c.m.Data, got, c.want)
		}
	}
}
