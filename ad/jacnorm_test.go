package ad

import (
	"math"
	"testing"
)

// For h_t = tanh(W h_{t-1} + b) the one-step Jacobian is diag(1-h_t²)·W;
// the power iteration over the tape must find its spectral norm, which we
// compute independently with an SVD.
func TestStepJacobianNorms(t *testing.T) {
	W := NewMatrix(3, 3, []float64{0.9, -0.4, 0.1, 0.3, 0.8, -0.5, -0.2, 0.6, 0.7})
	b := NewVector([]float64{0.1, -0.2, 0.05})
	tp := NewTape()
	tp.Begin()
	w := tp.Tensors().InputT(W)
	h := NewVector([]float64{0.5, -0.3, 0.2})
	var hs []*Tensor
	for i := 0; i < 6; i++ {
		tp.Recorder().MarkIter(1, i, 0)
		h = tp.Tensors().Apply(OpTTanh, tp.Tensors().AddT(tp.Tensors().MatVec(w, h), b))
		tp.Recorder().MarkVarT("h", 1, i, nil, []int32{int32(tp.Recorder().IndexT(h))})
		hs = append(hs, h)
	}
	y := tp.Tensors().Sum(h)
	tp.Reverse([]Num{y}, []Num{Const(1)}, nil)
	got := tp.View().StepJacobianNorms("h", 0)
	if len(got) != 5 {
		t.Fatalf("%d step norms, want 5", len(got))
	}
	for k, g := range got {
		ht := hs[k+1].Data
		J := make([]float64, 9)
		for r := 0; r < 3; r++ {
			for c := 0; c < 3; c++ {
				J[r*3+c] = (1 - ht[r]*ht[r]) * W.Data[r*3+c]
			}
		}
		want := SpectralNorm(NewMatrix(3, 3, J))
		if math.Abs(g.Norm-want) > 1e-8 {
			t.Errorf("step %d: power iteration %v, SVD %v", g.Iter, g.Norm, want)
		}
	}
	// Scalar state: h = w*h has step Jacobian |w|.
	tp = NewTape()
	tp.Begin()
	x := tp.Input(Const(0.7))
	hn := Const(1.0)
	for i := 0; i < 4; i++ {
		hn = tp.Mul(x, hn)
		tp.Recorder().MarkVar("h", 2, i, []int32{int32(tp.View().Index(hn))})
	}
	for _, g := range tp.View().StepJacobianNorms("h", 0) {
		if math.Abs(g.Norm-0.7) > 1e-12 {
			t.Errorf("scalar step %d: %v, want 0.7", g.Iter, g.Norm)
		}
	}
}
