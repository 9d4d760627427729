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
	in := tp.InputT(x)
	y := f(tp, in)
	tp.Reverse([]Num{y}, []Num{Const(1)}, nil)
	grad := append([]float64(nil), tp.TensorAdjoint(in)...)
	if grad == nil {
		grad = make([]float64, len(x.Data))
	}
	for k := range x.Data {
		e := make([]float64, len(x.Data))
		e[k] = 1
		tp.SeedTensors([]*Tensor{in}, [][]float64{e})
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
		{"MatVec by x", v, func(tp *Tape, x *Tensor) Num { return tp.Dot(u, tp.MatVec(W, x)) }},
		{"MatVec by W", W, func(tp *Tape, x *Tensor) Num { return tp.Dot(u, tp.MatVec(x, v)) }},
		{"MatMul left", W, func(tp *Tape, x *Tensor) Num { return tp.Sum(tp.MatMul(x, M)) }},
		{"MatMul right", M, func(tp *Tape, x *Tensor) Num { return tp.Norm(tp.MatMul(W, x)) }},
		{"Add Sub Mul Div", v, func(tp *Tape, x *Tensor) Num {
			return tp.Sum(tp.DivT(tp.MulT(tp.AddT(x, pos), tp.SubT(x, pos)), tp.AddScalar(pos, Const(1))))
		}},
		{"Scale", v, func(tp *Tape, x *Tensor) Num { return tp.Sum(tp.Scale(x, tp.Elem(x, 1, 0))) }},
		{"Transpose", W, func(tp *Tape, x *Tensor) Num { return tp.Dot(v, tp.MatVec(tp.Transpose(x), u)) }},
		{"Tanh", v, func(tp *Tape, x *Tensor) Num { return tp.Dot(v, tp.Apply(OpTTanh, x)) }},
		{"Sigmoid", v, func(tp *Tape, x *Tensor) Num { return tp.Dot(v, tp.Apply(OpTSigmoid, x)) }},
		{"Relu", v, func(tp *Tape, x *Tensor) Num { return tp.Dot(v, tp.Apply(OpTRelu, x)) }},
		{"Exp", v, func(tp *Tape, x *Tensor) Num { return tp.Mean(tp.Apply(OpTExp, x)) }},
		{"Log", pos, func(tp *Tape, x *Tensor) Num { return tp.Dot(v, tp.Apply(OpTLog, x)) }},
		{"Softmax", v, func(tp *Tape, x *Tensor) Num { return tp.Dot(pos, tp.Softmax(x)) }},
		{"Slice Concat", v, func(tp *Tape, x *Tensor) Num {
			return tp.Dot(pos, tp.Concat(tp.Slice(x, 2, 4), tp.Apply(OpTTanh, tp.Slice(x, 0, 2))))
		}},
		{"Stack Elements", v, func(tp *Tape, x *Tensor) Num {
			e := tp.Elements(x)
			return tp.Norm(tp.Stack([]Num{tp.Mul(e[0], e[1]), e[3], tp.Math(OpSin, e[2])}))
		}},
		{"RNN step", v, func(tp *Tape, x *Tensor) Num {
			Wh := randT(rand.New(rand.NewSource(2)), 4, 4)
			h := x
			for i := 0; i < 5; i++ {
				h = tp.Apply(OpTTanh, tp.AddT(tp.MatVec(Wh, h), pos))
			}
			return tp.Sum(h)
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
	NewTape().MatVec(Zeros(2, 3), Zeros(2))
}

func TestSpectralNorm(t *testing.T) {
	A := NewMatrix(2, 2, []float64{3, 0, 0, 0.5})
	if got := SpectralNorm(A); math.Abs(got-3) > 1e-12 {
		t.Errorf("spectral norm %v, want 3", got)
	}
}
