package interp_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// A long loop's :gradnorm table shows its first and last iterations, not a
// row per iteration; the verdict still uses them all.
func TestGradNormsTextElidesLongLoops(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	src := "ad.Grad(func(w float64) float64 {\n\tx := 1.0\n\tfor i := 0; i < 5000; i++ {\n\t\tx = 0.5*x + w\n\t}\n\treturn x\n})(1)"
	if err := in.Eval("c1", src); err != nil {
		t.Fatal(err)
	}
	text := in.GradNormsText("x")
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) > 50 {
		t.Fatalf("%d lines for 5000 iterations:\n%s", len(lines), text)
	}
	for _, want := range []string{"... 4960 iterations not shown ...", "\n     0  ", "\n  4999  ", "growth factor 0.5 per step backwards"} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in:\n%s", want, text)
		}
	}
}
