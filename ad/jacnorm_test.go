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

// A loop-carried tensor is stored as a one-tensor mark (marks.go), or with
// an entry list when a float is tracked beside it: both read back with
// their entries, and their gradient norms are the norms of the tensors'
// adjoints.
func TestTensorVarMarks(t *testing.T) {
	W := NewMatrix(2, 2, []float64{0.9, -0.4, 0.3, 0.8})
	tp := NewTape()
	tp.Begin()
	w := tp.Tensors().InputT(W)
	s := tp.Input(Const(0.5))
	h := NewVector([]float64{0.5, -0.3})
	var hs []int32
	for i := 0; i < 5; i++ {
		tp.Recorder().MarkIter(1, i, 0)
		h = tp.Tensors().Apply(OpTTanh, tp.Tensors().MatVec(w, h))
		e := int32(tp.Recorder().IndexT(h))
		hs = append(hs, e)
		tp.Recorder().MarkVarT("h", 1, i, []int32{-1}, []int32{e}) // a struct with an untracked float
		s = tp.Mul(s, s)
		tp.Recorder().MarkVarT("hs", 1, i, []int32{int32(tp.View().Index(s))}, []int32{e}) // both tracked
	}
	y := tp.Add(tp.Tensors().Sum(h), s)
	tp.Reverse([]Num{y}, []Num{Const(1)}, nil)
	vw := tp.View()
	as := vw.VarAssigns()
	if len(as) != 10 {
		t.Fatalf("%d assignments, want 10", len(as))
	}
	for i := 0; i < 5; i++ {
		if a := as[2*i]; a.Name != "h" || a.Iter != i || len(a.Entries) != 1 || a.Entries[0] != hs[i] {
			t.Errorf("assignment %d: %+v, want h with entry %d", 2*i, a, hs[i])
		}
		if a := as[2*i+1]; a.Name != "hs" || len(a.Entries) != 2 || a.Entries[1] != hs[i] {
			t.Errorf("assignment %d: %+v", 2*i+1, a)
		}
	}
	norms := vw.VarNorms("h")
	if len(norms) != 5 {
		t.Fatalf("%d norms", len(norms))
	}
	for i, n := range norms {
		want := 0.0
		for _, g := range tp.Tensors().TensorAdjoint(tp.tensorValue(hs[i])) {
			want += g * g
		}
		if want = math.Sqrt(want); n.Iter != i || math.Abs(n.Norm-want) > 1e-12 || want == 0 {
			t.Errorf("norm %d: %+v, want %v", i, n, want)
		}
	}
	// The "h" marks after the first pack into one word each.
	short := 0
	for k := 0; k < tp.vars.n; {
		if tp.vars.at(k)&markShort != 0 {
			short++
			k++
		} else {
			k += 4
		}
	}
	if short < 4 {
		t.Errorf("%d one-word marks in %d words", short, tp.vars.n)
	}
}
