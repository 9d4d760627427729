package interp_test

import (
	"io"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// A matrix without columns is refused where a program makes it, with the
// position and the function it called; the session goes on. Empty tensors
// that can be held keep their shape, and so do their gradients.
func TestZeroDimensionTensorsInCells(t *testing.T) {
	var out strings.Builder
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: io.Discard})
	if err := in.Eval("cell1", `keep := 7`); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ src, want string }{
		{`z := ad.Zeros(2, 0)`, "cell:1:14: panic: ad.Zeros: a 2×0 matrix is not supported"},
		{`z := ad.Ones(3, 0)`, "cell:1:13: panic: ad.Ones: a 3×0 matrix is not supported"},
		{`z := ad.RandU(1, 0, 0)`, "cell:1:14: panic: ad.RandU: a 0×0 matrix is not supported"},
		{`z := ad.Mat(2, 0, nil)`, "cell:1:12: panic: ad.Mat: a 2×0 matrix is not supported"},
		{`z := ad.Eye(0)`, "cell:1:12: panic: ad.Eye: a 0×0 matrix is not supported"},
		{`z := ad.Zeros(0, 4).T()`, "cell:1:22: panic: ad.T: a 4×0 matrix is not supported"},
		{`g := ad.Grad(func(x ad.Tensor) float64 { return x.Sum() })(ad.Zeros(2, 0))`, "panic: ad.Zeros: a 2×0 matrix is not supported"},
	} {
		err := in.Eval("cell", tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.src, err, tc.want)
		}
	}
	out.Reset()
	src := `e := ad.Zeros(0, 3)
W := ad.Mat(2, 3, []float64{1, 2, 3, 4, 5, 6})
x := ad.Vec([]float64{0.5, -1, 2})
f := func(x ad.Tensor) float64 { return e.MatVec(x).Sum() + ad.Concat(e, W).MatVec(x).Sum() }
g := ad.Grad(f)(x)
ge := ad.Grad(func(m ad.Tensor) float64 { return m.MatVec(x).Sum() + 1 })(e)
fmt.Println(keep, e.Shape(), e.Len(), g, ge.Shape(), ge.Len(), ad.Zeros(0).Shape())`
	if err := in.Eval("cell9", src); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "7 [0 3] 0 tensor[5 7 9] [0 3] 0 [0]\n"; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
}
