package interp_test

import (
	"io"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

func TestInspect(t *testing.T) {
	in := interp.New(interp.Options{Stdout: io.Discard, Stderr: io.Discard, Packages: stdlib.Packages()})
	if err := in.Eval("cell1", "type P struct{ W float64 }\nvelocity := 2.5\np := P{}\nh := ad.Vec([]float64{1})"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		src         string
		cursor      int
		sig, doc    string
		wantMissing bool
	}{
		{src: "ad.Grad(f)", cursor: 5, sig: "func ad.Grad[X any](f func(X) float64) func(X) X", doc: "reverse mode"},
		{src: "ad.Grad(", cursor: 8, sig: "func ad.Grad[X any](f func(X) float64) func(X) X"}, // inside the call's parenthesis
		{src: "math.Sqrt", cursor: 9, sig: "func math.Sqrt(x float64) float64", doc: "square root"},
		{src: "x := velocity", cursor: 7, sig: "var velocity float64"},
		{src: "p.W", cursor: 3, sig: "field W float64"},
		{src: "h.MatVec", cursor: 4, sig: "func (ad.Tensor).MatVec(v ad.Tensor) ad.Tensor"},
		{src: "len", cursor: 1, sig: "builtin len"},
		{src: "fmt", cursor: 2, sig: "package fmt"},
		{src: "nosuch", cursor: 2, wantMissing: true},
		{src: "ad.NoSuch", cursor: 5, wantMissing: true},
		{src: "   ", cursor: 1, wantMissing: true},
	} {
		ins, ok := in.Inspect(c.src, c.cursor)
		if ok == c.wantMissing {
			t.Errorf("Inspect(%q, %d): found = %v", c.src, c.cursor, ok)
			continue
		}
		if !ok {
			continue
		}
		if !strings.HasPrefix(ins.Signature, c.sig) || !strings.Contains(ins.Doc, c.doc) {
			t.Errorf("Inspect(%q, %d) = %q, %q; want %q, doc with %q", c.src, c.cursor, ins.Signature, ins.Doc, c.sig, c.doc)
		}
	}
}
