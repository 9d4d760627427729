package ad

import (
	"math/rand"
	"strings"
	"testing"
)

// shapeError runs f and returns the *ShapeError it panics with, or nil.
func shapeError(t *testing.T, f func()) (e *ShapeError) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			var ok bool
			if e, ok = r.(*ShapeError); !ok {
				t.Errorf("panic %v (%T), want a *ShapeError", r, r)
			}
		}
	}()
	f()
	return nil
}

// A matrix with no column cannot be told from a vector (Cols == 0), so
// every way of making one is refused, naming the shape; none passes for
// a vector of that many rows with no elements (Zeros(2, 0) once read as
// shape [2], length 0).
func TestZeroColumnMatricesRefused(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		f          func()
	}{
		{"Zeros(2, 0)", "ad.Zeros: a 2×0 matrix is not supported", func() { Zeros(2, 0) }},
		{"Zeros(0, 0)", "ad.Zeros: a 0×0 matrix", func() { Zeros(0, 0) }},
		{"NewMatrix(3, 0)", "ad.Matrix: a 3×0 matrix", func() { NewMatrix(3, 0, nil) }},
		{"Eye(0)", "ad.Eye: a 0×0 matrix", func() { Eye(0) }},
		{"Transpose of 0×3", "ad.T: a 3×0 matrix", func() { NewTape().Tensors().Transpose(Zeros(0, 3)) }},
		{"Zeros(-1)", "ad.Zeros: negative length -1", func() { Zeros(-1) }},
		{"Zeros(2, -1)", "negative dimension in 2×-1", func() { Zeros(2, -1) }},
		{"Zeros(1<<40, 1<<40)", "too large", func() { Zeros(1<<40, 1<<40) }},
	} {
		e := shapeError(t, tc.f)
		if e == nil || !strings.Contains(e.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, e, tc.want)
		}
	}
}

// Empty tensors that can be held have their true shape and length, and
// gradients through them are right: shaped like the input, checked in
// reverse and forward mode and against central differences.
func TestEmptyTensorShapesAndGradients(t *testing.T) {
	for _, tc := range []struct {
		x     *Tensor
		shape string
	}{{Zeros(0, 3), "(0×3)"}, {Zeros(0), "(0)"}, {NewMatrix(0, 5, nil), "(0×5)"}} {
		if tc.x.Shape() != tc.shape || tc.x.Len() != 0 {
			t.Errorf("%s: shape %s, length %d", tc.shape, tc.x.Shape(), tc.x.Len())
		}
	}
	r := rand.New(rand.NewSource(3))
	x := randT(r, 3, 0)
	W := randT(r, 2, 3)
	empty := Zeros(0, 3)
	// y = Σ (E x) + Σ Concat(E, W)·x: the empty rows add nothing, the
	// gradient is W's column sums.
	f := func(tp *Tape, x *Tensor) Num {
		ts := tp.Tensors()
		s := ts.Sum(ts.MatVec(empty, x))
		return tp.Add(s, ts.Sum(ts.MatVec(ts.Concat(empty, W), x)))
	}
	checkTensorGrad(t, "MatVec through a 0×3 matrix", x, f)
	// The gradient with respect to an empty matrix is empty, 0×3.
	tp := NewTape()
	tp.Begin()
	in := tp.Tensors().InputT(empty)
	y := tp.Tensors().Sum(tp.Tensors().MatMul(in, Zeros(3, 2)))
	tp.Reverse([]Num{y}, []Num{Const(1)}, nil)
	if g := tp.Tensors().TensorAdjoint(in); len(g) != 0 {
		t.Errorf("gradient with respect to a 0×3 matrix has %d elements", len(g))
	}
	if s := tp.Tensors().Slice(W, 1, 1); s.Shape() != "(0×3)" || s.Len() != 0 {
		t.Errorf("W[1:1] is %s with %d elements", s.Shape(), s.Len())
	}
	tp.End()
}
