package interp_test

// Issue 26, "no silent zeros": the derivatives that used to be silently 0
// (or NaN) are checked against closed forms, by reverse mode, forward mode
// and their nestings, against PyTorch where its own formulas do not cancel,
// and the goroutine programs of the corpus under many random schedules.

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
)

// edgeSrc prints one line per case: name, then the derivative by every mode
// that applies.
const edgeSrc = `package main

import (
	"ad"
	"fmt"
	"math"
)

func sigmoidSum(x []float64) float64 { return ad.Vec(x).Sigmoid().Sum() }
func tanhSum(x []float64) float64    { return ad.Vec(x).Tanh().Sum() }

func show(name string, ds ...float64) {
	fmt.Print(name)
	for _, d := range ds {
		fmt.Printf(" %.17g", d)
	}
	fmt.Println()
}

func d1(f func(float64) float64, x float64) []float64 {
	return []float64{ad.Grad(f)(x), ad.Derivative(f)(x)}
}

func d2(f func(float64) float64, x float64) []float64 {
	return []float64{ad.Grad(ad.Grad(f))(x), ad.Derivative(ad.Grad(f))(x), ad.Derivative(ad.Derivative(f))(x), ad.Grad(ad.Derivative(f))(x)}
}

func tensor1(f func([]float64) float64, x float64) []float64 {
	_, jv := ad.JVP(f, []float64{x}, []float64{1})
	return []float64{ad.Grad(f)([]float64{x})[0], jv}
}

func main() {
	show("expm1'(-50)", d1(math.Expm1, -50)...)
	show("expm1''(-50)", d2(math.Expm1, -50)...)
	show("tanh'(20)", d1(math.Tanh, 20)...)
	show("tanh'(10)", d1(math.Tanh, 10)...)
	show("tanh'(-25)", d1(math.Tanh, -25)...)
	show("tanh''(30)", d2(math.Tanh, 30)...)
	show("tanh''(10)", d2(math.Tanh, 10)...)
	show("tanh'(0.5)", d1(math.Tanh, 0.5)...)
	show("acosh'(1)", d1(math.Acosh, 1)...)
	show("acosh''(1)", d2(math.Acosh, 1)...)
	show("acosh''(2)", d2(math.Acosh, 2)...)
	show("T.sigmoid'(40)", tensor1(sigmoidSum, 40)...)
	show("T.sigmoid'(-40)", tensor1(sigmoidSum, -40)...)
	show("T.sigmoid'(0.3)", tensor1(sigmoidSum, 0.3)...)
	show("T.tanh'(20)", tensor1(tanhSum, 20)...)
	show("T.tanh'(10)", tensor1(tanhSum, 10)...)
}
`

// edgeClosed are the exact values (mpmath at 40 digits, rounded to
// float64): sech²x, -2 sech²x tanh x, e^x, -x/(x²-1)^(3/2), σ(x)σ(-x).
var edgeClosed = map[string]float64{
	"expm1'(-50)":     1.928749847963917783017342816527e-22,
	"expm1''(-50)":    1.928749847963917783017342816527e-22,
	"tanh'(20)":       1.699341702116635583692882810380e-17,
	"tanh'(10)":       8.244614455767397374609178421571e-09,
	"tanh'(-25)":      7.714999391855671132066395205327e-22,
	"tanh''(30)":      -7.005208610157216e-26,
	"tanh''(10)":      -1.648922884356112708486544779465e-08,
	"tanh'(0.5)":      0.7864477329659274,
	"acosh'(1)":       math.Inf(1),
	"acosh''(1)":      math.Inf(-1),
	"acosh''(2)":      -0.3849001794597505,
	"T.sigmoid'(40)":  4.248354255291588959232207025950e-18,
	"T.sigmoid'(-40)": 4.248354255291588959232207025950e-18,
	"T.sigmoid'(0.3)": 0.2444583116907458694700647837442,
	"T.tanh'(20)":     1.699341702116635583692882810380e-17,
	"T.tanh'(10)":     8.244614455767397374609178421571e-09,
}

// edgeTol is the relative tolerance of a case: Tanh'(10) to 1e-15 (the
// cancelling rule was off by 1e-8), the others a few ulps of their
// formulas.
func edgeTol(name string) float64 {
	if strings.HasSuffix(name, "tanh'(10)") {
		return 1e-15
	}
	return 1e-14
}

// runEdge runs edgeSrc: each case's derivatives by mode.
func runEdge(t *testing.T) map[string][]float64 {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: corpusPackages, Stdout: &out, Stderr: &out})
	if err := in.RunFile("edge_rules.go", edgeSrc); err != nil {
		t.Fatalf("adrepl: %v\n%s", err, out.String())
	}
	got := map[string][]float64{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		f := strings.Fields(line)
		for _, s := range f[1:] {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("adrepl printed %q", line)
			}
			got[f[0]] = append(got[f[0]], v)
		}
	}
	return got
}

func relClose(a, b, tol float64) bool {
	if a == b {
		return true
	}
	return math.Abs(a-b) <= tol*math.Abs(b)
}

// TestEdgeRules: every mode gives the closed form, with its sign and
// infinities (Acosh”(1) is -Inf in reverse over reverse too, not NaN),
// none of them 0.
func TestEdgeRules(t *testing.T) {
	got := runEdge(t)
	if len(got) != len(edgeClosed) {
		t.Fatalf("%d cases computed, %d expected", len(got), len(edgeClosed))
	}
	for name, want := range edgeClosed {
		for i, g := range got[name] {
			if !relClose(g, want, edgeTol(name)) {
				t.Errorf("%s, mode %d: %.17g, want %.17g", name, i, g, want)
			}
		}
	}
}

// torchEdgeSrc computes the cases whose PyTorch formulas do not cancel
// (PyTorch itself gives 0 for Expm1'(-50), Tanh'(20) and Sigmoid'(40)).
const torchEdgeSrc = `
import json, math, torch
def d(f, x, n):
    x = torch.tensor(x, dtype=torch.float64, requires_grad=True)
    y = f(x)
    for _ in range(n):
        (y,) = torch.autograd.grad(y, x, create_graph=True)
    v = y.item()
    return "-Inf" if v == -math.inf else "+Inf" if v == math.inf else v
print(json.dumps({
    "acosh'(1)": d(torch.acosh, 1.0, 1), "acosh''(1)": d(torch.acosh, 1.0, 2),
    "acosh''(2)": d(torch.acosh, 2.0, 2), "tanh'(0.5)": d(torch.tanh, 0.5, 1),
    "T.sigmoid'(-40)": d(torch.sigmoid, -40.0, 1), "T.sigmoid'(0.3)": d(torch.sigmoid, 0.3, 1),
}))
`

// TestTorchEdgeRules compares the cases PyTorch computes without
// cancellation with PyTorch, in every mode.
func TestTorchEdgeRules(t *testing.T) {
	needTorch(t)
	cmd := exec.Command(torchPython, "-c", torchEdgeSrc)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("torch: %v\n%s", err, stderr.String())
	}
	var want map[string]jsonFloat
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatalf("torch printed %q: %v", out, err)
	}
	got := runEdge(t)
	for name, w := range want {
		if len(got[name]) == 0 {
			t.Errorf("%s: not computed", name)
		}
		for i, g := range got[name] {
			if !torchAgree(g, float64(w), math.Abs(float64(w))) {
				t.Errorf("%s, mode %d: adrepl %.17g, PyTorch %.17g", name, i, g, float64(w))
			}
		}
	}
}

// silentZeroPrograms are the corpus programs of issue 26 whose goroutines
// must give the same gradients whatever the schedule.
var silentZeroPrograms = []string{
	"testdata/ad/goroutine_alternating_grads.go",
	"testdata/ad/goroutine_worker_before_grad.go",
	"testdata/ad/goroutine_independent_grads.go",
	"testdata/ad/goroutine_parallel_sum.go",
}

// TestSilentZerosRandomSchedules runs them under 25 random schedules each:
// every run prints the program's Output block (no FAIL, no 0).
func TestSilentZerosRandomSchedules(t *testing.T) {
	for _, path := range silentZeroPrograms {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := outputBlock(string(src))
		for seed := int64(1); seed <= 25; seed++ {
			var out bytes.Buffer
			in := interp.New(interp.Options{Packages: corpusPackages, Stdout: &out, Stderr: &out})
			if err := in.SetSchedule("random", seed); err != nil {
				t.Fatal(err)
			}
			if err := in.RunFile(path, string(src)); err != nil {
				t.Errorf("%s, seed %d: %v\n%s", path, seed, err, out.String())
				continue
			}
			if out.String() != want {
				t.Errorf("%s, seed %d: printed\n%s\nwant\n%s", path, seed, out.String(), want)
			}
		}
	}
}

// outputBlock is the text of a corpus program's "// Output:" block.
func outputBlock(src string) string {
	_, block, ok := strings.Cut(src, "\n// Output:\n")
	if !ok {
		return ""
	}
	var b strings.Builder
	for _, line := range strings.Split(block, "\n") {
		if !strings.HasPrefix(line, "//") || strings.HasPrefix(line, "// Error:") {
			break
		}
		b.WriteString(strings.TrimPrefix(strings.TrimPrefix(line, "//"), " "))
		b.WriteString("\n")
	}
	return b.String()
}
