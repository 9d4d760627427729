package interp_test

// Tests of ad.Tensor as interpreted code uses it.
//
// The corpus programs of testdata/tensor run in TestCorpus/tensor
// (corpus_test.go). The tests here: shape errors name the operation, both
// shapes and the source position (TestTensorShapeErrors); tensors print
// readably in the REPL (TestTensorREPLPrinting); the transcripts of
// docs/tensors.md (TestTensorDocs); :gradnorm of the real binary
// (TestTensorGradnormBinary); PyTorch float64 as an independent oracle for an
// RNN's gradient (TestTensorTorchRNN, skipped without Debian's
// python3-torch).

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// tensorGuard runs f and turns a host panic that escapes it into an error
// (adrepl promises never to let one escape, so this is a failure too).
func tensorGuard(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("host panic escaped the interpreter: %v", r)
		}
	}()
	return f()
}

// tensorDiff is a short line diff for failure messages.
func tensorDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n\t-%s\n\t+%s\n", i+1, wl, gl)
		}
	}
	return b.String()
}

// ---- REPL sessions ----

// tensorSession is one REPL session whose cells print into out.
type tensorSession struct {
	in    *interp.Interp
	out   bytes.Buffer
	cells int
}

func newTensorSession() *tensorSession {
	s := &tensorSession{}
	s.in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &s.out, Stderr: &s.out})
	return s
}

// eval runs one cell and returns what it printed and its error.
func (s *tensorSession) eval(src string) (string, error) {
	s.cells++
	s.out.Reset()
	err := tensorGuard(func() error { return s.in.Eval(fmt.Sprintf("cell%d", s.cells), src) })
	return s.out.String(), err
}

// TestTensorShapeErrors: every shape mismatch is an error that names the
// operation and both shapes (or the offending index or count), at the
// source position of the call, with the source line and a caret.
func TestTensorShapeErrors(t *testing.T) {
	cases := []struct {
		name string
		src  string // the error is on the last line of the cell
		want []string
	}{
		{"MatVec", "W := ad.Zeros(3, 4)\nx := ad.Ones(3)\ny := W.MatVec(x)", []string{"ad.MatVec", "(3×4)", "(3)"}},
		{"MatVec of a matrix", "W := ad.Zeros(3, 4)\n_ = W.MatVec(ad.Ones(4, 1))", []string{"ad.MatVec", "(3×4)", "(4×1)"}},
		{"MatMul", "A := ad.Ones(2, 3)\n_ = A.MatMul(ad.Ones(2, 3))", []string{"ad.MatMul", "(2×3)", "(2×3)"}},
		{"Add", "a := ad.Ones(2, 3)\n_ = a.Add(ad.Ones(3, 2))", []string{"ad.Add", "(2×3)", "(3×2)"}},
		{"Sub", "a := ad.Ones(4)\n_ = a.Sub(ad.Ones(5))", []string{"ad.Sub", "(4)", "(5)"}},
		{"Mul", "a := ad.Ones(4)\n_ = a.Mul(ad.Ones(2, 2))", []string{"ad.Mul", "(4)", "(2×2)"}},
		{"Div", "a := ad.Ones(4)\n_ = a.Div(ad.Ones(3))", []string{"ad.Div", "(4)", "(3)"}},
		{"Dot", "a := ad.Ones(3)\n_ = a.Dot(ad.Ones(4))", []string{"ad.Dot", "(3)", "(4)"}},
		{"Concat", "_ = ad.Concat(ad.Ones(3), ad.Ones(2, 2))", []string{"ad.Concat", "(3)", "(2×2)"}},
		{"At", "v := ad.Ones(3)\n_ = v.At(5)", []string{"ad.At", "5", "(3)"}},
		{"At arity", "v := ad.Ones(3)\n_ = v.At(1, 1)", []string{"At", "(3)", "1 index"}},
		{"Slice", "v := ad.Ones(3)\n_ = v.Slice(2, 7)", []string{"ad.Slice", "[2:7]", "(3)"}},
		{"Mat", "_ = ad.Mat(2, 2, []float64{1, 2, 3})", []string{"ad.Mat", "3 values", "2×2"}},
		{"in a function under Grad", "f := func(W ad.Tensor) float64 {\n\treturn W.MatVec(ad.Ones(5)).Sum()\n}\n_ = ad.Grad(f)(ad.Ones(2, 3))", []string{"ad.MatVec", "(2×3)", "(5)"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newTensorSession()
			_, err := s.eval(c.src)
			if err == nil {
				t.Fatalf("no error for\n%s", c.src)
			}
			var e *interp.Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T %v, want an *interp.Error", err, err)
			}
			for _, w := range c.want {
				if !strings.Contains(e.Msg, w) {
					t.Errorf("message %q does not contain %q", e.Msg, w)
				}
			}
			lines := strings.Split(c.src, "\n")
			wantLine := len(lines)
			if strings.HasPrefix(c.name, "in a function") {
				wantLine = 2 // the MatVec inside f, not the call of ad.Grad
			}
			if e.Pos.Filename != "cell1" || e.Pos.Line != wantLine {
				t.Errorf("position %q, want cell1:%d (the call's line %q); the error is:\n%v", e.Pos, wantLine, lines[wantLine-1], err)
			}
			if e.Line != lines[wantLine-1] {
				t.Errorf("source line %q, want %q", e.Line, lines[wantLine-1])
			}

		})
	}
}

// TestTensorErrorStack: the interpreted stack of a shape error lists its
// frames with their positions. The host frame of the tensor method has no
// position of its own: it must not be printed as the meaningless "0:0", nor
// with a stale position left in a recycled frame by an earlier call (here
// the position of Scale in cell1, a call that returned long before).
func TestTensorErrorStack(t *testing.T) {
	s := newTensorSession()
	for _, cell := range []string{
		"h := func() ad.Tensor { return ad.Ones(2).Scale(3) }",
		"g := func() ad.Tensor { return h().Scale(2) }\n_ = g()",
		"f := func(W ad.Tensor) ad.Tensor {\n\treturn W.MatVec(ad.Ones(5))\n}",
	} {
		if _, err := s.eval(cell); err != nil {
			t.Fatal(err)
		}
	}
	_, err := s.eval("_ = f(ad.Ones(2, 3))")
	var e *interp.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v, want an *interp.Error", err)
	}
	if len(e.Stack) != 3 || e.Stack[0].Func != "ad.Tensor.MatVec" {
		t.Fatalf("want the stack ad.Tensor.MatVec, main.cell.func1, main.cell:\n%v", err)
	}
	// f's frame: the MatVec in cell3; the cell's frame: the call of f in cell4.
	if p := e.Stack[1].Pos; p.Filename != "cell3" || p.Line != 2 {
		t.Errorf("frame %s at %v, want cell3:2", e.Stack[1].Func, p)
	}
	if p := e.Stack[2].Pos; p.Filename != "cell4" || p.Line != 1 {
		t.Errorf("frame %s at %v, want cell4:1", e.Stack[2].Func, p)
	}
	host := e.Stack[0]
	switch {
	case !host.Pos.IsValid():
		t.Errorf("the host frame %s has no position and prints as \"0:0\": leave the position out, or give the call site (cell3:2); the error is:\n%v", host.Func, err)
	case host.Pos.Filename != "cell3" || host.Pos.Line != 2:
		t.Errorf("the host frame %s prints the stale position %v of a recycled frame (the call site is cell3:2); the error is:\n%v", host.Func, host.Pos, err)
	}
}

// TestTensorREPLPrinting: bare tensor expressions print as the REPL shows
// them, with their type.
func TestTensorREPLPrinting(t *testing.T) {
	s := newTensorSession()
	for _, c := range []struct{ src, want string }{
		{"ad.Vec([]float64{1, 2.5, -3})", "tensor[1 2.5 -3] (ad.Tensor)\n"},
		{"ad.Vec([]float64{math.Pi, 1.0 / 3, -2e-7, 1e21})", "tensor[3.14159 0.333333 -2e-07 1e+21] (ad.Tensor)\n"},
		{"ad.Mat(2, 2, []float64{math.Pi, 1.0 / 3, -2e-7, 1e21})", "tensor(2×2)[\n       3.142     0.3333\n      -2e-07      1e+21\n] (ad.Tensor)\n"},
		{"ad.Eye(2)", "tensor(2×2)[\n           1          0\n           0          1\n] (ad.Tensor)\n"},
		{"ad.Ones(12)", "tensor[1 1 1 1 1 1 1 1 … (4 more)] (ad.Tensor)\n"},
		{"ad.Zeros(0)", "tensor[] (ad.Tensor)\n"},
		{"ad.Mat(1, 3, []float64{1e-9, 12345678, -0.5})", "tensor(1×3)[\n       1e-09  1.235e+07       -0.5\n] (ad.Tensor)\n"},
		{"var z ad.Tensor\nz", "tensor<zero> (ad.Tensor)\n"},
		{"ad.Ones(2, 3).Shape()", "[2 3] ([]int)\n"},
		{"ad.Ones(2, 3).Len()", "6 (int)\n"},
		{"ad.Vec([]float64{3, 4}).Norm()", "5 (float64)\n"},
		{"ad.Vec([]float64{1, 2}).Data()", "[1 2] ([]float64)\n"},
		{"type P struct{ W, B ad.Tensor; Lr float64 }\np := P{W: ad.Eye(2), B: ad.Vec([]float64{1, 2}), Lr: 0.1}\np",
			"{tensor(2×2)[\n           1          0\n           0          1\n] tensor[1 2] 0.1} (main.P)\n"},
		{"fmt.Printf(\"%v|%s|%+v\\n\", p.B, p.B, p.B)", "tensor[1 2]|tensor[1 2]|tensor[1 2]\n"},
		{"[]ad.Tensor{ad.Ones(2), ad.Zeros(3)}", "[tensor[1 1] tensor[0 0 0]] ([]ad.Tensor)\n"},
		{"map[string]ad.Tensor{\"a\": ad.Ones(1)}", "map[a:tensor[1]] (map[string]ad.Tensor)\n"},
		{"ad.Grad(func(x ad.Tensor) float64 { return x.Dot(x) })(ad.Vec([]float64{1, -2}))", "tensor[2 -4] (ad.Tensor)\n"},
		{"ad.Ones(3).String()", "\"tensor[1 1 1]\" (string)\n"},
	} {
		got, err := s.eval(c.src)
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s\nprints (-want +got):\n%s", c.src, tensorDiff(c.want, got))
		}
	}
	// A large matrix elides rows and columns.
	got, err := s.eval("ad.RandN(3, 10, 12)")
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(got, "\n"); len(lines) != 10 || !strings.HasPrefix(got, "tensor(10×12)[\n") ||
		!strings.Contains(got, "… (4 more)\n") || !strings.Contains(got, "  … (4 more rows)\n] (ad.Tensor)\n") {
		t.Errorf("a 10×12 matrix prints as:\n%s", got)
	}
}

// TestTensorVecKeepsDerivatives: a tensor made with ad.Vec or ad.Mat from
// float64 values that depend on a differentiated input must either keep
// their derivatives (as ad.FromScalars does) or refuse with an error naming
// ad.FromScalars; a silently zero derivative is wrong.
func TestTensorVecKeepsDerivatives(t *testing.T) {
	for _, c := range []struct{ name, src string }{
		{"Vec", "ad.Jacobian(func(x []float64) []float64 { return ad.Vec(x).Tanh().Data() })([]float64{0.1, 0.2})"},
		{"Mat", "ad.Jacobian(func(x []float64) []float64 { return ad.Mat(1, 2, x).Tanh().Data() })([]float64{0.1, 0.2})"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newTensorSession()
			got, err := s.eval(c.src)
			want := fmt.Sprintf("[[%v 0] [0 %v]] ([][]float64)\n", 1-math.Pow(math.Tanh(0.1), 2), 1-math.Pow(math.Tanh(0.2), 2))
			switch {
			case err != nil:
				if !strings.Contains(err.Error(), "FromScalars") {
					t.Errorf("error %v does not point to ad.FromScalars", err)
				}
			case got != want:
				t.Errorf("ad.%s of tracked float64 values: the Jacobian of tanh is\n%s\nwant %s(or an error naming ad.FromScalars): the derivatives were silently dropped", c.name, got, want)
			}
		})
	}
	// ad.FromScalars keeps them.
	s := newTensorSession()
	got, err := s.eval("ad.Jacobian(func(x []float64) []float64 { return ad.FromScalars(x).Tanh().Data() })([]float64{0.1, 0.2})")
	want := fmt.Sprintf("[[%v 0] [0 %v]] ([][]float64)\n", 1-math.Pow(math.Tanh(0.1), 2), 1-math.Pow(math.Tanh(0.2), 2))
	if err != nil || got != want {
		t.Errorf("FromScalars: %q, %v; want %q", got, err, want)
	}
}

// TestTensorRecurrentMatrix: for h = tanh(W·h + U·x_t) the recurrent matrix
// that :gradnorm reports is W, whatever the order of the parameters: U is
// used as often as W, but its MatVec's operand is the input, not the
// loop-carried state. The input has the size of the state, so U is square
// too (an embedding or a previous layer's output often is).
func TestTensorRecurrentMatrix(t *testing.T) {
	for _, order := range []string{"W, U", "U, W"} {
		t.Run(order, func(t *testing.T) {
			s := newTensorSession()
			src := `type P struct{ ` + order + ` ad.Tensor }
p := P{U: ad.RandN(5, 4, 4).Scale(2), W: ad.Eye(4).Scale(0.5)}
f := func(p P) float64 {
	h := ad.Zeros(4)
	for t := 0; t < 15; t++ {
		x := ad.Vec([]float64{float64(t), 1, -1, 0.5})
		h = p.W.MatVec(h).Add(p.U.MatVec(x).Scale(0.01)).Tanh()
	}
	return h.Sum()
}
_ = ad.Grad(f)(p)`
			if _, err := s.eval(src); err != nil {
				t.Fatal(err)
			}
			text := s.in.GradNormsText("h")
			if want := "recurrent matrix (4×4) (used 15 times): spectral norm 0.5\n"; !strings.Contains(text, want) {
				t.Errorf(":gradnorm h does not report W (4×4, spectral norm 0.5) as the recurrent matrix; want a line %q in:\n%s", want, text)
			}
			if !strings.Contains(text, "h: growth factor") || !strings.Contains(text, ": vanishing\n") {
				t.Errorf(":gradnorm h has no vanishing verdict:\n%s", text)
			}
		})
	}
}

// ---- the real binary ----

// tensorAdreplBinary builds cmd/adrepl into a temporary directory of t.
func tensorAdreplBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "adrepl")
	goTool := "go"
	if _, err := exec.LookPath(goTool); err != nil {
		goTool = filepath.Join(os.Getenv("GOROOT"), "bin", "go")
	}
	if out, err := exec.Command(goTool, "build", "-o", bin, "../cmd/adrepl").CombinedOutput(); err != nil {
		t.Fatalf("building adrepl: %v\n%s", err, out)
	}
	return bin
}

// gradnormScript is an RNN script of cells for the binary: W = s·Q with Q
// orthogonal (a Householder reflection), so that ad.SpectralNorm(W) = s.
const gradnormScript = `const n = 8
u := ad.RandN(11, n)
uu := u.Dot(u)
q := ad.Eye(n).Sub(ad.Mat(n, 1, u.Data()).MatMul(ad.Mat(1, n, u.Data())).Scale(2 / uu))
type Params struct{ W ad.Tensor }
p := Params{W: q.Scale(%v)}
ad.SpectralNorm(p.W)
loss := func(p Params) float64 {
	h := ad.Ones(n).Scale(%v)
	for t := 0; t < 25; t++ {
		h = p.W.MatVec(h)%s
	}
	return h.Sum()
}
g := ad.Grad(loss)(p)
:gradnorm h
ad.GradNorms("h").Verdict
`

// TestTensorGradnormBinary runs the adrepl binary in script mode on RNNs
// built to vanish and to explode and reads :gradnorm's verdict and the
// recurrent matrix's spectral norm.
func TestTensorGradnormBinary(t *testing.T) {
	bin := tensorAdreplBinary(t)
	for _, c := range []struct {
		name       string
		s, h0      float64
		activation string
		verdict    string
		exact      bool // the growth factor is s (to the 4 digits shown)
	}{
		{"linear exploding", 1.5, 1, "", "exploding", true},
		{"linear vanishing", 0.5, 1, "", "vanishing", true},
		{"tanh linear regime exploding", 1.5, 1e-9, ".Tanh()", "exploding", true},
		{"tanh vanishing", 0.5, 1, ".Tanh()", "vanishing", false},
		{"linear stable", 1, 1, "", "stable", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(bin)
			cmd.Stdin = strings.NewReader(fmt.Sprintf(gradnormScript, c.s, c.h0, c.activation))
			cmd.Env = append(os.Environ(), "ADREPL_HISTORY=", "HOME="+t.TempDir())
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("adrepl: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
			}
			out := stdout.String()
			if stderr.Len() > 0 {
				t.Errorf("stderr:\n%s", stderr.String())
			}
			wantSN := fmt.Sprintf("%v (float64)\n", c.s)
			if !strings.HasPrefix(out, wantSN) {
				// SpectralNorm(s·Q) is s up to rounding: accept 1e-12.
				first, _, _ := strings.Cut(out, " ")
				v, err := strconv.ParseFloat(first, 64)
				if err != nil || math.Abs(v-c.s) > 1e-12 {
					t.Errorf("ad.SpectralNorm(W) printed %q, want %v", first, c.s)
				}
			}
			verdict := fmt.Sprintf(" per step backwards over 25 steps: %s\n", c.verdict)
			if c.exact {
				verdict = fmt.Sprintf("h: growth factor %.4g", c.s) + verdict
			}
			for _, want := range []string{
				"‖∂y/∂h_t‖",
				verdict,
				fmt.Sprintf("recurrent matrix (8×8) (used 25 times): spectral norm %.4g\n", c.s),
				fmt.Sprintf("%q (string)\n", c.verdict),
			} {
				if !strings.Contains(out, want) {
					t.Errorf("the output has no %q:\n%s", want, out)
				}
			}
			// One row per iteration, 0 to 24.
			rows := regexp.MustCompile(`(?m)^\s+(\d+)  `).FindAllStringSubmatch(out, -1)
			if len(rows) != 25 || rows[0][1] != "0" || rows[24][1] != "24" {
				t.Errorf("want 25 rows for iterations 0..24, got %d:\n%s", len(rows), out)
			}
		})
	}
}

// ---- PyTorch ----

// tensorRNNSrc is a tanh RNN with input projections and a params struct of
// tensors; main prints the loss and every gradient element as JSON. The
// data come from formulas the Python side repeats exactly (integer hashes
// scaled by powers of two, so both sides hold the same float64 bits).
const tensorRNNSrc = `package main

import (
	"ad"
	"fmt"
	"math"
	"strings"
)

const (
	H = 8
	I = 3
	T = 30
)

// u is a number in [-0.5, 0.5) from an integer hash, exact in float64.
func u(k int) float64 { return float64((k*2654435761)%%4294967296)/4294967296 - 0.5 }

func tensor(seed, rows, cols int, scale float64) ad.Tensor {
	d := make([]float64, rows*max(cols, 1))
	for i := range d {
		d[i] = u(seed*100003+i) * scale
	}
	if cols == 0 {
		return ad.Vec(d)
	}
	return ad.Mat(rows, cols, d)
}

type Params struct{ W, U, B, H0 ad.Tensor }

// SParams are the same parameters at scalar level, for lossS.
type SParams struct {
	W, U  [][]float64
	B, H0 []float64
}

var xs []ad.Tensor

func loss(p Params) float64 {
	h := p.H0
	y := 0.0
	for t := 0; t < T; t++ {
		h = p.W.MatVec(h).Add(p.U.MatVec(xs[t])).Add(p.B).Tanh()
		y += h.Dot(h) / 8
	}
	return h.Sum() + y
}

// lossS is loss written with []float64 loops (one tape entry per scalar operation).
func lossS(p SParams) float64 {
	h := p.H0
	y := 0.0
	for t := 0; t < T; t++ {
		x := xs[t].Data()
		next := make([]float64, H)
		for i := range next {
			a := 0.0
			for j := 0; j < H; j++ {
				a += p.W[i][j] * h[j]
			}
			for j := 0; j < I; j++ {
				a += p.U[i][j] * x[j]
			}
			next[i] = math.Tanh(a + p.B[i])
		}
		h = next
		hh := 0.0
		for _, v := range h {
			hh += v * v
		}
		y += hh / 8
	}
	s := 0.0
	for _, v := range h {
		s += v
	}
	return s + y
}

func rows(t ad.Tensor) [][]float64 {
	d, sh := t.Data(), t.Shape()
	var out [][]float64
	for i := 0; i < sh[0]; i++ {
		out = append(out, d[i*sh[1]:(i+1)*sh[1]])
	}
	return out
}

func js(d []float64) string {
	var parts []string
	for _, v := range d {
		parts = append(parts, fmt.Sprintf("%%.17g", v))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func flat(m [][]float64) []float64 {
	var out []float64
	for _, r := range m {
		out = append(out, r...)
	}
	return out
}

func main() {
	for t := 0; t < T; t++ {
		xs = append(xs, tensor(10+t, I, 0, 2))
	}
	p := Params{W: tensor(1, H, H, %v), U: tensor(2, H, I, 1), B: tensor(3, H, 0, 0.5), H0: tensor(4, H, 0, 1)}
	y, g := ad.ValueAndGrad(loss)(p)
	sp := SParams{W: rows(p.W), U: rows(p.U), B: p.B.Data(), H0: p.H0.Data()}
	yS, gS := ad.ValueAndGrad(lossS)(sp)
	fmt.Printf("[{\"loss\": %%.17g, \"W\": %%s, \"U\": %%s, \"B\": %%s, \"H0\": %%s},\n", y, js(g.W.Data()), js(g.U.Data()), js(g.B.Data()), js(g.H0.Data()))
	fmt.Printf("{\"loss\": %%.17g, \"W\": %%s, \"U\": %%s, \"B\": %%s, \"H0\": %%s}]\n", yS, js(flat(gS.W)), js(flat(gS.U)), js(gS.B), js(gS.H0))
}
`

const tensorRNNTorch = `
import json, sys
import torch
H, I, T = 8, 3, 30
def u(k):
    return float((k * 2654435761) % 4294967296) / 4294967296 - 0.5
def tensor(seed, rows, cols, scale):
    d = [u(seed * 100003 + i) * scale for i in range(rows * max(cols, 1))]
    t = torch.tensor(d, dtype=torch.float64)
    return t if cols == 0 else t.reshape(rows, cols)
out = []
for arg in sys.argv[1:]:
    wscale = float(arg)
    xs = [tensor(10 + t, I, 0, 2.0) for t in range(T)]
    W = tensor(1, H, H, wscale).requires_grad_()
    U = tensor(2, H, I, 1.0).requires_grad_()
    B = tensor(3, H, 0, 0.5).requires_grad_()
    H0 = tensor(4, H, 0, 1.0).requires_grad_()
    h = H0
    y = torch.zeros((), dtype=torch.float64)
    for t in range(T):
        h = torch.tanh(W @ h + U @ xs[t] + B)
        y = y + torch.dot(h, h) / 8
    loss = h.sum() + y
    loss.backward()
    out.append({"loss": loss.item(), "W": W.grad.flatten().tolist(), "U": U.grad.flatten().tolist(),
                "B": B.grad.tolist(), "H0": H0.grad.tolist()})
print(json.dumps(out))
`

type tensorRNNGrads struct {
	Loss        float64
	W, U, B, H0 []float64
}

// TestTensorTorchRNN compares the gradient of a tensor RNN (hidden 8,
// input 3, T = 30, with respect to W, U, b and h0 of a params struct), and
// of the same RNN written at scalar level with []float64 loops, with
// PyTorch's autograd in float64, to 1e-12 relative (absolute below 1), for
// recurrent matrices of three scales (contracting, near 1, expanding).
func TestTensorTorchRNN(t *testing.T) {
	needTorch(t)
	scales := []float64{0.5, 1.2, 2.5}
	args := []string{"-c", tensorRNNTorch}
	for _, s := range scales {
		args = append(args, fmt.Sprint(s))
	}
	cmd := exec.Command(torchPython, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	tout, err := cmd.Output()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, stderr.String())
	}
	var torch []tensorRNNGrads
	if err := json.Unmarshal(tout, &torch); err != nil || len(torch) != len(scales) {
		t.Fatalf("python output: %v\n%s", err, tout)
	}
	for k, scale := range scales {
		t.Run(fmt.Sprint("W scale ", scale), func(t *testing.T) {
			var out bytes.Buffer
			in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
			if err := tensorGuard(func() error { return in.RunFile("rnn.go", fmt.Sprintf(tensorRNNSrc, scale)) }); err != nil {
				t.Fatal(err)
			}
			var got []tensorRNNGrads
			if err := json.Unmarshal(out.Bytes(), &got); err != nil || len(got) != 2 {
				t.Fatalf("adrepl output: %v\n%s", err, out.String())
			}
			want := torch[k]
			for i, what := range []string{"tensor", "scalar"} {
				g := got[i]
				agree := func(name string, g, w []float64) {
					if len(g) != len(w) || len(g) == 0 {
						t.Errorf("%s %s: %d elements, PyTorch %d", what, name, len(g), len(w))
						return
					}
					worst := 0.0
					for i := range g {
						d := math.Abs(g[i]-w[i]) / math.Max(1, math.Abs(w[i]))
						if !(d <= 1e-12) {
							t.Errorf("%s %s[%d]: adrepl %.17g, PyTorch %.17g", what, name, i, g[i], w[i])
							return
						}
						worst = math.Max(worst, d)
					}
					t.Logf("%s %s: %d elements agree with PyTorch, largest difference %.2g", what, name, len(g), worst)
				}
				agree("loss", []float64{g.Loss}, []float64{want.Loss})
				agree("dW", g.W, want.W)
				agree("dU", g.U, want.U)
				agree("db", g.B, want.B)
				agree("dh0", g.H0, want.H0)
			}
		})
	}
}

// ---- docs/tensors.md ----

// TestTensorDocs runs the REPL transcripts of docs/tensors.md: the
// ```adrepl blocks, in order, in one session. A cell is a ">>> " line and
// the "... " lines after it; the lines up to the next cell are what it
// prints (standard output, then the error as the REPL shows it). The colon
// commands ":gradnorm NAME" and ":tape N" print what the REPL's commands
// print (Interp.GradNormsText, Interp.TapeTable). With -update
// the expected lines are rewritten from what adrepl prints.
func TestTensorDocs(t *testing.T) {
	const path = "../docs/tensors.md"
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := newTensorSession()
	lines := strings.Split(string(doc), "\n")
	var updated []string
	blocks := 0
	for i := 0; i < len(lines); i++ {
		updated = append(updated, lines[i])
		if lines[i] != "```adrepl" {
			continue
		}
		start := i + 1
		for i++; i < len(lines) && lines[i] != "```"; i++ {
		}
		blocks++
		block := lines[start:i]
		for k := 0; k < len(block); {
			at := start + k + 1
			if !strings.HasPrefix(block[k], ">>> ") {
				t.Errorf("%s:%d: expected a >>> line, found %q", path, at, block[k])
				break
			}
			src := []string{strings.TrimPrefix(block[k], ">>> ")}
			updated = append(updated, block[k])
			for k++; k < len(block) && strings.HasPrefix(block[k], "... "); k++ {
				src = append(src, strings.TrimPrefix(block[k], "... "))
				updated = append(updated, block[k])
			}
			var want []string
			for ; k < len(block) && !strings.HasPrefix(block[k], ">>> "); k++ {
				want = append(want, block[k])
			}
			wantOut := ""
			if len(want) > 0 {
				wantOut = strings.Join(want, "\n") + "\n"
			}
			var got string
			if name, ok := strings.CutPrefix(src[0], ":gradnorm "); ok {
				got = s.in.GradNormsText(strings.TrimSpace(name))
			} else if rows, ok := strings.CutPrefix(src[0], ":tape "); ok {
				n, err := strconv.Atoi(strings.TrimSpace(rows))
				if err != nil || s.in.LastTape() == nil {
					t.Fatalf("%s:%d: bad :tape command %q", path, at, src[0])
				}
				got = s.in.TapeTable(s.in.LastTape(), n)
			} else {
				out, err := s.eval(strings.Join(src, "\n"))
				if err != nil {
					msg := err.Error()
					if !strings.HasSuffix(msg, "\n") {
						msg += "\n"
					}
					out += msg
				}
				got = out
			}
			if got != "" {
				updated = append(updated, strings.Split(strings.TrimSuffix(got, "\n"), "\n")...)
			}
			if got != wantOut && !*update {
				t.Errorf("%s:%d: %s\nprints (-want +got):\n%s", path, at, src[0], tensorDiff(wantOut, got))
			}
		}
		if i < len(lines) {
			updated = append(updated, lines[i])
		}
	}
	if blocks < 8 {
		t.Errorf("%s has %d adrepl blocks, want at least 8", path, blocks)
	}
	if *update {
		if out := strings.Join(updated, "\n"); out != string(doc) {
			if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("updated %s", path)
		}
	}
}
