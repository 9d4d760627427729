package interp_test

// PyTorch as an independent oracle: the same computations differentiated by
// adrepl (interpreted code on the tape, by reverse mode and by forward mode)
// and by PyTorch's autograd in float64 (bench/torch_grads.py) must agree to
// 1e-12, relatively; NaN where PyTorch gives NaN. The test needs
// Debian's python3-torch, which imports under /usr/bin/python3 (not
// necessarily the python3 on PATH); without it the test is skipped.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

const torchPython = "/usr/bin/python3"

// torchCases are the inputs of the functions, by name; torchSrc defines the
// functions in Go and torch_grads.py in PyTorch.
var torchCases = map[string][]float64{
	"tanh_rnn":        {0.9, -0.2},
	"sin_loop":        {0.5, 0.1},
	"mlp":             {0.1, -0.2, 0.4, 0.3, -0.5, 0.05, 0.01, -0.1, 0.2, 0.7, -0.3, 0.5, -0.05},
	"softplus":        {-30, -1.5, 0.25, 3, 40},
	"logsumexp":       {1000, 999, 1001.5, -3, 1000.25},
	"pow_atan2_hypot": {1.7, 0.6, -2.2},
	"max_min_abs":     {0.1, 0.9, 2.5, -1.2, 0.7},
	"two_state":       {0.7, 1.1},
	"rosenbrock":      {-1.2, 1, 0.5, 1.5, -0.3},
	"logistic":        {0.1, -0.2, 0.3, 0.05},
	"special":         {0.4, -0.7, 0.3, 2.5},
	// issue 13: overflow gives NaN in the gradient (IEEE, as PyTorch), ties
	// of the n-ary builtins split evenly (torch.amax/amin), and a pullback
	// made earlier is differentiated by a later level.
	"naive_softplus": {800, 30, -5},
	"naive_lse":      {1000, 1000, 1000},
	"sqrt_sq":        {0, 1.5},
	"max_ties":       {2, 2, 2, 2},
	"pullback_u":     {0.5, -1},
}

const torchSrc = `package main

import (
	"ad"
	"fmt"
	"math"
)

func tanh_rnn(x []float64) float64 {
	w, b := x[0], x[1]
	h := 0.1
	for t := 0; t < 30; t++ {
		h = math.Tanh(w*h + b)
	}
	return h
}

func sin_loop(x []float64) float64 {
	w, b := x[0], x[1]
	v, y := 0.3, 0.0
	for i := 0; i < 1000; i++ {
		v = math.Sin(v*w + b)
		y += v
	}
	return y
}

var mlpXs = [][]float64{{0.5, -1}, {1, 2}, {-0.3, 0.8}, {0, 0}}
var mlpYs = []float64{0.2, -0.5, 1, 0.1}

// mlp: p holds W1 (3x2, row-major), b1 (3), W2 (3), b2.
func mlp(p []float64) float64 {
	loss := 0.0
	for k, xk := range mlpXs {
		out := p[12]
		for i := 0; i < 3; i++ {
			a := p[6+i]
			for j := 0; j < 2; j++ {
				a += p[2*i+j] * xk[j]
			}
			out += p[9+i] * math.Tanh(a)
		}
		d := out - mlpYs[k]
		loss += 0.5 * d * d
	}
	return loss
}

func softplus(x []float64) float64 {
	s := 0.0
	for _, t := range x {
		if t > 0 {
			s += t + math.Log1p(math.Exp(-t))
		} else {
			s += math.Log1p(math.Exp(t))
		}
	}
	return s
}

func logsumexp(x []float64) float64 {
	m := math.Inf(-1)
	for _, t := range x {
		m = math.Max(m, t)
	}
	s := 0.0
	for _, t := range x {
		s += math.Exp(t - m)
	}
	return m + math.Log(s)
}

func pow_atan2_hypot(x []float64) float64 {
	return math.Pow(x[0], x[1]) + math.Atan2(x[1], x[2])*math.Hypot(x[0], x[2]) + math.Pow(x[2], 3)
}

func max_min_abs(x []float64) float64 {
	s := 0.0
	for i := range x {
		s += math.Max(x[i], 0.3) + math.Abs(x[i]-0.5)
		if i+1 < len(x) {
			s += math.Min(x[i]*x[i+1], 1)
		}
	}
	return s
}

func two_state(x []float64) float64 {
	a, b := x[0], x[1]
	for t := 0; t < 5; t++ {
		a, b = a+b, a*b
	}
	return a + 2*b
}

func rosenbrock(x []float64) float64 {
	s := 0.0
	for i := 0; i+1 < len(x); i++ {
		d := x[i+1] - x[i]*x[i]
		e := 1 - x[i]
		s += 100*d*d + e*e
	}
	return s
}

var lrXs = [][]float64{{1, 0, 2}, {0.5, -1, 1}, {-2, 1, 0}, {0.3, 0.3, -0.7}}
var lrYs = []float64{1, 0, 1, 0}

func logistic(p []float64) float64 {
	loss := 0.0
	for k, xk := range lrXs {
		z := p[3]
		for j := 0; j < 3; j++ {
			z += p[j] * xk[j]
		}
		q := 1 / (1 + math.Exp(-z))
		loss -= lrYs[k]*math.Log(q) + (1-lrYs[k])*math.Log(1-q)
	}
	return loss
}

func special(x []float64) float64 {
	return math.Erf(x[0])*math.Expm1(x[1]) + math.Log1p(x[2])*math.Sqrt(x[3]) +
		math.Asinh(x[0]*x[3]) + math.Log2(x[3])/math.Cosh(x[1]) + math.Erfc(x[2])
}

func naive_softplus(x []float64) float64 {
	s := 0.0
	for _, t := range x {
		s += math.Log(1 + math.Exp(t))
	}
	return s
}

func naive_lse(x []float64) float64 {
	s := 0.0
	for _, t := range x {
		s += math.Exp(t)
	}
	return math.Log(s)
}

func sqrt_sq(x []float64) float64 { return math.Sqrt(x[0]*x[0]) + math.Sqrt(x[1]*x[1]) }

func max_ties(x []float64) float64 { return max(x[0], x[1], x[2]) + 2*min(x[1], x[2], x[3], 5) }

// pullback_u differentiates, with respect to u, a VJP pullback and a
// persistent tape's Sweep that were recorded before (at x0 = (2, 3) and
// (2, 5)): pull(u)·w + Σ Sweep(u0·u1).
var pullF, sweepTape = makePullbacks()

func makePullbacks() (func([]float64) []float64, *ad.Tape) {
	_, pull := ad.VJP(func(x []float64) []float64 { return []float64{x[0] * x[1], math.Sin(x[0]) * x[1]} }, []float64{2, 3})
	_, tp := ad.Record(func(x []float64) []float64 { return []float64{x[0] * x[0] * x[1]} }, []float64{2, 5})
	return pull, tp
}

func pullback_u(u []float64) float64 {
	r := pullF(u)
	s := sweepTape.Sweep(u[0] * u[1])
	return r[0] + 10*r[1] + s[0] + s[1]
}

var funcs = map[string]func([]float64) float64{
	"tanh_rnn": tanh_rnn, "sin_loop": sin_loop, "mlp": mlp, "softplus": softplus,
	"logsumexp": logsumexp, "pow_atan2_hypot": pow_atan2_hypot, "max_min_abs": max_min_abs,
	"two_state": two_state, "rosenbrock": rosenbrock, "logistic": logistic, "special": special,
	"naive_softplus": naive_softplus, "naive_lse": naive_lse, "sqrt_sq": sqrt_sq,
	"max_ties": max_ties, "pullback_u": pullback_u,
}

// run prints "name value g0 g1 ... | f0 f1 ..." with every float at full
// precision: the gradient by reverse mode, then by forward mode (one JVP
// per coordinate).
func run(name string, x []float64) {
	y, g := ad.ValueAndGrad(funcs[name])(x)
	fmt.Printf("%s %.17g", name, y)
	for _, v := range g {
		fmt.Printf(" %.17g", v)
	}
	fmt.Print(" |")
	for i := range x {
		e := make([]float64, len(x))
		e[i] = 1
		_, d := ad.JVP(funcs[name], x, e)
		fmt.Printf(" %.17g", d)
	}
	fmt.Println()
}
`

// torchResult is one function's value and gradient.
type torchResult struct {
	Value   float64
	Grad    []float64
	Forward []float64 // adrepl only: the gradient by forward mode
}

// adreplTorchCases runs the cases in adrepl.
func adreplTorchCases(t *testing.T) map[string]torchResult {
	names := make([]string, 0, len(torchCases))
	for n := range torchCases {
		names = append(names, n)
	}
	sort.Strings(names)
	var main strings.Builder
	main.WriteString("\nfunc main() {\n")
	for _, n := range names {
		var xs []string
		for _, v := range torchCases[n] {
			xs = append(xs, strconv.FormatFloat(v, 'g', -1, 64))
		}
		fmt.Fprintf(&main, "\trun(%q, []float64{%s})\n", n, strings.Join(xs, ", "))
	}
	main.WriteString("}\n")
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	if err := in.RunFile("torch_cases.go", torchSrc+main.String()); err != nil {
		t.Fatalf("adrepl: %v\n%s", err, out.String())
	}
	res := map[string]torchResult{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		f := strings.Fields(line)
		var nums, fwd []float64
		for _, s := range f[1:] {
			if s == "|" {
				fwd = []float64{}
				continue
			}
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("adrepl printed %q: %v", line, err)
			}
			if fwd != nil {
				fwd = append(fwd, v)
			} else {
				nums = append(nums, v)
			}
		}
		res[f[0]] = torchResult{Value: nums[0], Grad: nums[1:], Forward: fwd}
	}
	return res
}

// needTorch skips a test when PyTorch cannot be imported, except under CI,
// which installs it (.ci/run): there nothing may skip.
func needTorch(t *testing.T) {
	t.Helper()
	out, err := exec.Command(torchPython, "-c", "import torch").CombinedOutput()
	if err == nil {
		return
	}
	why := fmt.Sprintf("PyTorch is not installed for %s (apt-get install python3-torch): %v %s", torchPython, err, strings.TrimSpace(string(out)))
	if os.Getenv("CI") != "" {
		t.Fatal(why + "; CI must install it, see .ci/run")
	}
	t.Skip(why)
}

func torchTorchCases(t *testing.T) map[string]torchResult {
	in, err := json.Marshal(torchCases)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(torchPython, "../bench/torch_grads.py")
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("torch_grads.py: %v\n%s", err, stderr.String())
	}
	var raw map[string]struct {
		Value jsonFloat   `json:"value"`
		Grad  []jsonFloat `json:"grad"`
	}
	if err := json.Unmarshal(out, &raw); err != nil {
		t.Fatalf("torch_grads.py printed %q: %v", out, err)
	}
	res := map[string]torchResult{}
	for name, r := range raw {
		g := make([]float64, len(r.Grad))
		for i, v := range r.Grad {
			g[i] = float64(v)
		}
		res[name] = torchResult{Value: float64(r.Value), Grad: g}
	}
	return res
}

// jsonFloat is a number of torch_grads.py's output: JSON has no NaN or
// Inf, so the script writes those as the strings "NaN", "+Inf", "-Inf".
type jsonFloat float64

func (f *jsonFloat) UnmarshalJSON(b []byte) error {
	s := string(b)
	if u, err := strconv.Unquote(s); err == nil {
		s = u
	}
	v, err := strconv.ParseFloat(s, 64)
	*f = jsonFloat(v)
	return err
}

// torchAgree reports whether a and b agree to 1e-12 relatively; scale is
// the size of the vector they belong to, so that components that are
// almost 0 next to it are compared absolutely (1e-12·scale).
func torchAgree(a, b, scale float64) bool {
	if a == b || math.IsNaN(a) && math.IsNaN(b) {
		return true
	}
	return math.Abs(a-b) <= 1e-12*math.Max(math.Max(math.Abs(a), math.Abs(b)), 1e-3*scale)
}

// TestTorchAgreement compares adrepl's gradients with PyTorch's.
func TestTorchAgreement(t *testing.T) {
	needTorch(t)
	got := adreplTorchCases(t)
	want := torchTorchCases(t)
	if len(want) != len(torchCases) || len(got) != len(torchCases) {
		t.Fatalf("%d cases, adrepl computed %d and PyTorch %d", len(torchCases), len(got), len(want))
	}
	names := make([]string, 0, len(torchCases))
	for n := range torchCases {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		g, w := got[name], want[name]
		if !torchAgree(g.Value, w.Value, math.Abs(w.Value)) {
			t.Errorf("%s: value: adrepl %.17g, PyTorch %.17g", name, g.Value, w.Value)
		}
		if len(g.Grad) != len(w.Grad) {
			t.Errorf("%s: gradient length: adrepl %d, PyTorch %d", name, len(g.Grad), len(w.Grad))
			continue
		}
		scale := 0.0
		for _, v := range w.Grad {
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				scale = math.Max(scale, math.Abs(v))
			}
		}
		worst := 0.0
		if len(g.Forward) != len(w.Grad) {
			t.Errorf("%s: forward-mode gradient length: adrepl %d, PyTorch %d", name, len(g.Forward), len(w.Grad))
			continue
		}
		for i := range g.Grad {
			if !torchAgree(g.Grad[i], w.Grad[i], scale) {
				t.Errorf("%s: ∂/∂x[%d]: adrepl %.17g, PyTorch %.17g", name, i, g.Grad[i], w.Grad[i])
			}
			if !torchAgree(g.Forward[i], w.Grad[i], scale) {
				t.Errorf("%s: ∂/∂x[%d] by forward mode: adrepl %.17g, PyTorch %.17g", name, i, g.Forward[i], w.Grad[i])
			}
			if d := math.Abs(g.Grad[i] - w.Grad[i]); d > 0 {
				worst = math.Max(worst, d/math.Max(math.Abs(w.Grad[i]), 1e-3*scale))
			}
		}
		t.Logf("%-16s %2d partials, largest relative difference %.2g", name, len(g.Grad), worst)
	}
}
