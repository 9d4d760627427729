package interp_test

import (
	"bytes"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// A bounded loop (fastloop.go: a conjunction, captured and global bounds)
// marks its iterations on the tape as the plain loop does: the same
// :gradnorm table and the same gradient.
func TestBoundedLoopGradNorms(t *testing.T) {
	run := func(cond string) string {
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
		src := "var lim = 9\nfunc f(w float64, n int) float64 {\n\tx := 1.0\n\tg := func() {\n\t\tfor i := 0; " + cond + "; i++ {\n\t\t\tx = 0.5*x + w*x\n\t\t}\n\t}\n\tg()\n\treturn x\n}\nfmt.Println(ad.Grad(func(w float64) float64 { return f(w, 7) })(0.25))"
		if err := in.Eval("c1", src); err != nil {
			t.Fatal(err)
		}
		return out.String() + in.GradNormsText("x")
	}
	plain := run("i < 6")
	for _, cond := range []string{"i < n-1 && i < lim", "i < lim && i <= n-2", "i != n-1"} {
		if got := run(cond); got != plain {
			t.Errorf("%s:\n%s\nwant:\n%s", cond, got, plain)
		}
	}
	t.Log(plain)
}
