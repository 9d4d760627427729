package interp_test

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// The verdicts of issue 26: the coupled state judged as a whole, the tanh
// recurrence at w = 1.5 fitted in two pieces; every line within 80 columns.
func TestGradNormsStateVerdicts(t *testing.T) {
	cases := []struct {
		src   string
		names []string
		want  []string
	}{
		{"ad.Grad(func(w float64) float64 {\n\tx, y := w, 0.0\n\tfor t := 0; t < 10; t++ {\n\t\tx, y = 0.9*x-0.3*y, 0.3*x+0.9*y\n\t}\n\treturn x + y\n})(1)",
			[]string{"x", "y"}, []string{"verdict: vanishing ×0.9487 per step back", "[       0.9      -0.3 ]", "spectral radius ρ(J_t): min 0.9487", "×0.9487 per step; product of step Jacobians: vanishing"}},
		{"ad.Grad(func(w float64) float64 {\n\tx, y := w, 0.0\n\tfor t := 0; t < 10; t++ {\n\t\tx, y = 0.9*x-0.3*y, 0.3*x+0.9*y\n\t}\n\treturn x + y\n})(1)",
			[]string{"x"}, []string{"the loop also carries y", ":gradnorm x y judges the whole state"}},
		{"ad.Grad(func(b float64) float64 {\n\th := 0.0\n\tfor t := 0; t < 30; t++ {\n\t\th = math.Tanh(1.5*h + b)\n\t}\n\treturn h\n})(0.0001)",
			[]string{"h"}, []string{"verdict: mixed: exploding ×1.48 per step for t < 20, vanishing ×0.425 after"}},
		{"ad.Grad(func(b float64) float64 {\n\th := 0.0\n\tfor t := 0; t < 30; t++ {\n\t\th = math.Tanh(1.2*h + b)\n\t}\n\treturn h\n})(1e-9)",
			[]string{"h"}, []string{"verdict: exploding ×1.2 per step back"}},
	}
	for _, c := range cases {
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
		if err := in.Eval("c1", c.src); err != nil {
			t.Fatal(err)
		}
		text := in.GradNormsStateText(c.names)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%v: missing %q in:\n%s", c.names, w, text)
			}
		}
		for _, l := range strings.Split(text, "\n") {
			if utf8.RuneCountInString(l) > 80 {
				t.Errorf("%v: line wider than 80 columns: %q", c.names, l)
			}
		}
	}
}
