package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestScriptTapeOptimize(t *testing.T) {
	r := script(t, `f := func(x []float64) float64 { y := math.Exp(math.Sin(x[0]))*x[1]; _ = math.Cos(x[1]); g := ad.Grad(func(z float64) float64 { return z*z*z })(2); return y*g }
ad.Grad(f)([]float64{1, 2})
:tape optimize
`)
	for _, want := range []string{
		"before: 16 entries, 352 bytes",
		"after:  5 entries, 147 bytes (2 dead, 8 constant-folded, 2 fused into 1 chain)",
		"gradient: 2 components, bit-identical to the original tape's",
		"fused    #0",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("missing %q in\n%v", want, r)
		}
	}
}

func TestScriptTapeOptimizeErrors(t *testing.T) {
	r := script(t, ":tape optimize\n")
	if !strings.Contains(r.stderr, "no tape yet") {
		t.Errorf("no tape:\n%v", r)
	}
	r = script(t, "ad.Grad(func(x ad.Tensor) float64 { return x.Sum() })(ad.Ones(2))\n:tape optimize\n")
	if !strings.Contains(r.stderr, "tensor operations is not supported yet") {
		t.Errorf("tensor tape:\n%v", r)
	}
	r = script(t, "ad.Grad(func(w float64) float64 {\n\tx := 0.5\n\t//ad:checkpoint\n\tfor i := 0; i < 30; i++ {\n\t\tx = math.Sin(x * w)\n\t}\n\treturn x\n})(1.2)\n:tape optimize\n")
	if !strings.Contains(r.stderr, "//ad:checkpoint loops is not supported yet") || strings.Contains(r.stdout, "DIFFER") {
		t.Errorf("checkpointed tape:\n%v", r)
	}
	r = script(t, "ad.Derivative(math.Sin)(1)\n:tape optimize\n")
	if !strings.Contains(r.stderr, "never swept") {
		t.Errorf("forward-mode tape:\n%v", r)
	}
}

// The state corpus programs run as scripts, with the same output.
func TestRunStatePrograms(t *testing.T) {
	paths, _ := filepath.Glob("../../interp/testdata/state/*.go")
	if len(paths) == 0 {
		t.Fatal("no state programs")
	}
	for _, p := range paths {
		abs, _ := filepath.Abs(p)
		r := runAdrepl(t, "", "run", abs)
		if r.code != 0 || strings.Contains(r.stdout, "FAIL") || r.stdout == "" {
			t.Errorf("%s:\n%v", p, r)
		}
	}
}
