package bench

// The RNN benchmark: backpropagation through time through
//
//	h_t = tanh(W·h_{t-1} + b),   h_0 = 0,   y = Σ_i h_T[i]
//
// for T = RNNSteps steps at hidden sizes RNNHidden, and the gradient of y
// with respect to W and b, computed three ways:
//
//   - by adrepl: ad.ValueAndGrad of an interpreted function of a
//     struct{ W, B ad.Tensor } (RNNSrc): three tape entries per step
//     (MatVec, Add, Tanh), each swept backwards with one BLAS call;
//   - by hand in native Go with gonum's blas64 and no tape
//     (RNNGradNative): a forward pass storing the states, then the
//     adjoint recurrence with Ger and Gemv;
//   - by PyTorch eager, single-threaded, in float64 (torch_rnn.py), where
//     installed.
//
// The same recurrence written at scalar level with []float64 loops
// (RNNScalarSrc) records one entry per scalar operation; it is run at
// hidden 64 for the tape-size comparison.
//
// The parameters come from an integer hash scaled by exactly representable
// operations (RNNUniform), so Go, interpreted Go and Python hold the same
// float64 bits. go test ./bench -run RNN checks the three gradients
// against each other; go test ./bench -run XXX -bench RNN times adrepl and
// native Go; go run ./bench/cmd/rnnreport prints the table of
// docs/performance-rnn.md.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// RNNSteps is T, the number of steps of the benchmarked recurrence.
const RNNSteps = 1000

// RNNHidden are the benchmarked hidden sizes.
var RNNHidden = []int{64, 256}

// RNNEntriesPerStep is the number of tape entries one step of the tensor
// recurrence records: MatVec, Add, Tanh.
const RNNEntriesPerStep = 3

// RNNUniform is a number in [-0.5, 0.5) from an integer hash: exact in
// float64, and the same in Go, interpreted Go and Python.
func RNNUniform(k int) float64 {
	return float64((k*2654435761)%4294967296)/4294967296 - 0.5
}

// RNNParams returns W (n×n, row-major) and b: W_ij = u(i·n+j)·1.6/√n,
// b_i = u(n²+i)·0.2. W's spectral norm is about 0.9: the gradient neither
// explodes nor vanishes to nothing over the last steps.
func RNNParams(n int) (W, b []float64) {
	W = make([]float64, n*n)
	s := math.Sqrt(float64(n))
	for k := range W {
		W[k] = RNNUniform(k) * 1.6 / s
	}
	b = make([]float64, n)
	for i := range b {
		b[i] = RNNUniform(n*n+i) * 0.2
	}
	return W, b
}

// RNNResult is the value and gradient of the recurrence.
type RNNResult struct {
	Y      float64
	DW, DB []float64
}

// RNNGradNative computes y and its gradient by hand with gonum's blas64: a
// forward pass storing h_0..h_T, then, with h̄_T = 1,
//
//	ā = h̄_t ⊙ (1 - h_t²);  W̄ += ā h_{t-1}ᵀ (Ger);  b̄ += ā;  h̄_{t-1} = Wᵀā (Gemv).
func RNNGradNative(n, steps int, W, b []float64) RNNResult {
	Wg := blas64.General{Rows: n, Cols: n, Stride: n, Data: W}
	hs := make([]float64, (steps+1)*n)
	for t := 1; t <= steps; t++ {
		h := hs[t*n : (t+1)*n]
		copy(h, b)
		blas64.Gemv(blas.NoTrans, 1, Wg, blas64.Vector{N: n, Inc: 1, Data: hs[(t-1)*n : t*n]}, 1, blas64.Vector{N: n, Inc: 1, Data: h})
		for i, a := range h {
			h[i] = math.Tanh(a)
		}
	}
	r := RNNResult{DW: make([]float64, n*n), DB: make([]float64, n)}
	for _, v := range hs[steps*n:] {
		r.Y += v
	}
	dW := blas64.General{Rows: n, Cols: n, Stride: n, Data: r.DW}
	hbar := make([]float64, n)
	for i := range hbar {
		hbar[i] = 1
	}
	abar := make([]float64, n)
	for t := steps; t >= 1; t-- {
		h := hs[t*n : (t+1)*n]
		for i := range abar {
			abar[i] = hbar[i] * (1 - h[i]*h[i])
			r.DB[i] += abar[i]
		}
		av := blas64.Vector{N: n, Inc: 1, Data: abar}
		blas64.Ger(1, av, blas64.Vector{N: n, Inc: 1, Data: hs[(t-1)*n : t*n]}, dW)
		blas64.Gemv(blas.Trans, 1, Wg, av, 0, blas64.Vector{N: n, Inc: 1, Data: hbar})
	}
	return r
}

// Agree reports whether two results agree to tol: y relatively, every
// gradient element relatively above 1 and absolutely below.
func (r RNNResult) Agree(o RNNResult, tol float64) error {
	close := func(a, b float64) bool { return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b)) }
	if !close(r.Y, o.Y) {
		return fmt.Errorf("y: %.17g vs %.17g", r.Y, o.Y)
	}
	for _, c := range []struct {
		name string
		a, b []float64
	}{{"dW", r.DW, o.DW}, {"db", r.DB, o.DB}} {
		if len(c.a) != len(c.b) {
			return fmt.Errorf("%s: %d elements vs %d", c.name, len(c.a), len(c.b))
		}
		for i := range c.a {
			if !close(c.a[i], c.b[i]) {
				return fmt.Errorf("%s[%d]: %.17g vs %.17g", c.name, i, c.a[i], c.b[i])
			}
		}
	}
	return nil
}

// RNNSrc is the interpreted program; the %d are the hidden size and the
// number of steps. main computes the value and gradient into globals.
const RNNSrc = `package main

import (
	"ad"
	"math"
)

type Params struct{ W, B ad.Tensor }

const n = %d
const steps = %d

func loss(p Params) float64 {
	h := ad.Zeros(n)
	for t := 0; t < steps; t++ {
		h = p.W.MatVec(h).Add(p.B).Tanh()
	}
	return h.Sum()
}

func u(k int) float64 { return float64((k*2654435761)%%4294967296)/4294967296 - 0.5 }

var p Params

func init() {
	w := make([]float64, n*n)
	for k := range w {
		w[k] = u(k) * 1.6 / math.Sqrt(n)
	}
	b := make([]float64, n)
	for i := range b {
		b[i] = u(n*n+i) * 0.2
	}
	p = Params{W: ad.Mat(n, n, w), B: ad.Vec(b)}
}

var y float64
var g Params

func main() {
	y, g = ad.ValueAndGrad(loss)(p)
}
`

// RNNScalarSrc is the same recurrence at scalar level: W as [][]float64,
// one tape entry per scalar multiply, add and tanh.
const RNNScalarSrc = `package main

import (
	"ad"
	"math"
)

type Params struct {
	W [][]float64
	B []float64
}

const n = %d
const steps = %d

func loss(p Params) float64 {
	h := make([]float64, n)
	for t := 0; t < steps; t++ {
		next := make([]float64, n)
		for i := 0; i < n; i++ {
			a := 0.0
			row := p.W[i]
			for j := 0; j < n; j++ {
				a += row[j] * h[j]
			}
			next[i] = math.Tanh(a + p.B[i])
		}
		h = next
	}
	y := 0.0
	for _, v := range h {
		y += v
	}
	return y
}

func u(k int) float64 { return float64((k*2654435761)%%4294967296)/4294967296 - 0.5 }

var p Params

func init() {
	p.W = make([][]float64, n)
	for i := range p.W {
		p.W[i] = make([]float64, n)
		for j := range p.W[i] {
			p.W[i][j] = u(i*n+j) * 1.6 / math.Sqrt(n)
		}
	}
	p.B = make([]float64, n)
	for i := range p.B {
		p.B[i] = u(n*n+i) * 0.2
	}
}

var y float64
var g Params

func flatW() []float64 {
	var out []float64
	for _, r := range g.W {
		out = append(out, r...)
	}
	return out
}

func main() {
	y, g = ad.ValueAndGrad(loss)(p)
}
`

// RNNSession is an interpreted RNN program loaded once; Run calls main
// again.
type RNNSession struct {
	N, Steps int
	Scalar   bool
	in       *interp.Interp
	out      bytes.Buffer
	runs     int
	last     *interp.Result
}

// LoadRNN parses, checks and compiles the tensor program (scalar: the
// scalar-level one) for hidden size n and the given number of steps, and
// runs it once.
func LoadRNN(n, steps int, scalar bool) (*RNNSession, error) {
	s := &RNNSession{N: n, Steps: steps, Scalar: scalar}
	s.in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &s.out, Stderr: &s.out, Result: func(r interp.Result) { s.last = &r }})
	src := RNNSrc
	if scalar {
		src = RNNScalarSrc
	}
	if err := s.in.RunFile("rnn.go", fmt.Sprintf(src, n, steps)); err != nil {
		return nil, fmt.Errorf("rnn: %v", err)
	}
	return s, nil
}

// Run calls main: the recording of the recurrence and the reverse sweep.
func (s *RNNSession) Run() (time.Duration, error) {
	s.runs++
	start := time.Now()
	err := s.in.Eval(fmt.Sprintf("run%d", s.runs), "main()")
	d := time.Since(start)
	if err != nil {
		return d, fmt.Errorf("rnn: main(): %v", err)
	}
	return d, nil
}

// floats evaluates a bare expression of type []float64 or float64.
func (s *RNNSession) floats(expr string) ([]float64, error) {
	s.last = nil
	s.runs++
	if err := s.in.Eval(fmt.Sprintf("get%d", s.runs), expr); err != nil {
		return nil, fmt.Errorf("rnn: %s: %v", expr, err)
	}
	if s.last == nil {
		return nil, fmt.Errorf("rnn: %s has no value", expr)
	}
	if s.last.Type == "float64" {
		return []float64{s.last.Value.Float()}, nil
	}
	es := s.last.Value.Elems()
	out := make([]float64, len(es))
	for i, e := range es {
		out[i] = e.Float()
	}
	return out, nil
}

// Result is the value and gradient of the last run.
func (s *RNNSession) Result() (RNNResult, error) {
	var r RNNResult
	y, err := s.floats("y")
	if err != nil {
		return r, err
	}
	r.Y = y[0]
	if s.Scalar {
		r.DW, err = s.floats("flatW()")
		if err == nil {
			r.DB, err = s.floats("g.B")
		}
	} else {
		r.DW, err = s.floats("g.W.Data()")
		if err == nil {
			r.DB, err = s.floats("g.B.Data()")
		}
	}
	return r, err
}

// RNNTape is the size of a recorded tape.
type RNNTape struct {
	Entries      int
	EntryBytes   int // Entries × ad.EntryBytes
	PayloadBytes int // the values of tensor-valued entries, 8 bytes an element
	StatsBytes   int // ad.Tape.Stats().Bytes: entries, constant pool, loop marks
}

// Total is the entries and the tensor payloads.
func (t RNNTape) Total() int { return t.EntryBytes + t.PayloadBytes }

// Tape measures the tape of the last run.
func (s *RNNSession) Tape() (RNNTape, error) {
	t := s.in.LastTape()
	if t == nil {
		return RNNTape{}, errors.New("rnn: no tape")
	}
	r := RNNTape{Entries: t.Len(), EntryBytes: t.Len() * ad.EntryBytes, StatsBytes: t.Stats().Bytes}
	if !s.Scalar {
		for i := 0; i < t.Len(); i++ {
			if x := t.View().Entry(i).Tensor; x != nil {
				r.PayloadBytes += 8 * len(x.Data)
			}
		}
	}
	return r, nil
}

// ---- PyTorch ----

// RNNTorchResult is what torch_rnn.py prints.
type RNNTorchResult struct {
	N       int       `json:"n"`
	Steps   int       `json:"steps"`
	Runs    int       `json:"runs"`
	Seconds []float64 `json:"seconds"`
	Median  float64   `json:"median_seconds"`
	CPU     float64   `json:"cpu_median_seconds"`
	Y       float64   `json:"y"`
	DB      []float64 `json:"db"`
	DW      []float64 `json:"dW"` // with grads only
	DWSum   float64   `json:"dW_sum"`
	Version string    `json:"torch_version"`
	Threads int       `json:"threads"`
}

// RunTorchRNN runs torch_rnn.py: the recurrence at hidden size n for the
// given steps, runs times (after a warm-up), single-threaded; with grads
// the full dW is returned too.
func RunTorchRNN(n, steps, runs int, grads bool) (RNNTorchResult, error) {
	var r RNNTorchResult
	_, file, _, _ := runtime.Caller(0)
	script := filepath.Join(filepath.Dir(file), "torch_rnn.py")
	args := []string{script, strconv.Itoa(n), strconv.Itoa(steps), strconv.Itoa(runs)}
	if grads {
		args = append(args, "--grads")
	}
	cmd := exec.Command(TorchPython, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return r, fmt.Errorf("%s: %v: %s", script, err, strings.TrimSpace(stderr.String()))
	}
	if err := json.Unmarshal(out, &r); err != nil {
		return r, fmt.Errorf("%s: %v", script, err)
	}
	return r, nil
}
