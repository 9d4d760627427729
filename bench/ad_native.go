package bench

// The AD benchmark: the scalar recurrence
//
//	x = math.Sin(x*w + b); y += x      (n times, x0 = 0.3, y0 = 0)
//
// and the gradient of y with respect to (w, b), computed three ways:
//
//   - by adrepl: ad.ValueAndGrad of an interpreted function of a
//     struct{ W, B float64 }: every float64 operation is recorded on the tape
//     (4 entries per iteration), then one reverse sweep (ADSrc);
//   - by hand in native Go: a forward pass that stores the iterates, then a
//     reverse loop that propagates the adjoint of x (ADLoopGradNative);
//   - by PyTorch eager on 0-d float64 tensors, where installed
//     (torch_adloop.py, run by the benchmarks and by cmd/adreport).
//
// go test ./bench -run XXX -bench AD times them; go run ./bench/cmd/adreport
// prints the table of docs/performance-ad.md.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// ADLoopN is the number of iterations of the benchmarked loop.
const ADLoopN = 1_000_000

// ADLoopW, ADLoopB and ADLoopX0 are the point of differentiation and the
// loop's start.
const (
	ADLoopW  = 0.5
	ADLoopB  = 0.1
	ADLoopX0 = 0.3
)

// ADOpsPerIter is the number of scalar operations of one iteration (x*w,
// +b, Sin, y+=x): the tape entries it records.
const ADOpsPerIter = 4

// ADResult is the value and gradient of the loop.
type ADResult struct {
	Y, DW, DB float64
	Entries   int // tape entries (adrepl only)
	Bytes     int // tape bytes, ad.Stats().Bytes (adrepl only)
}

// ADLoopGradNative computes the loop and its gradient by hand: a forward
// pass storing x_0..x_{n-1}, then a reverse loop. With a_i = x_i*w + b and
// x_{i+1} = sin(a_i), y = Σ x_{i+1}:
//
//	x̄_{i+1} = 1 + x̄_{i+2}·w·cos(a_{i+1})   (y, and the next iteration)
//	ā_i = x̄_{i+1}·cos(a_i);  w̄ += ā_i·x_i;  b̄ += ā_i
func ADLoopGradNative(n int, w, b float64) ADResult {
	xs := make([]float64, n) // x_i, the input of iteration i
	x, y := ADLoopX0, 0.0
	for i := 0; i < n; i++ {
		xs[i] = x
		x = math.Sin(x*w + b)
		y += x
	}
	var gw, gb, xbar float64 // xbar: adjoint of x_{i+1} from later iterations
	for i := n - 1; i >= 0; i-- {
		abar := (xbar + 1) * math.Cos(xs[i]*w+b)
		gw += abar * xs[i]
		gb += abar
		xbar = abar * w
	}
	return ADResult{Y: y, DW: gw, DB: gb}
}

// ADNativeSrc is ADLoopGradNative as a program of its own, for the
// whole-process comparison (benchreport -what tape); %d is the iteration
// count. It prints the value and the gradient as ADSrc does.
const ADNativeSrc = `package main

import (
	"fmt"
	"math"
)

func main() {
	n, w, b := %d, 0.5, 0.1
	xs := make([]float64, n)
	x, y := 0.3, 0.0
	for i := 0; i < n; i++ {
		xs[i] = x
		x = math.Sin(x*w + b)
		y += x
	}
	var gw, gb, xbar float64
	for i := n - 1; i >= 0; i-- {
		abar := (xbar + 1) * math.Cos(xs[i]*w+b)
		gw += abar * xs[i]
		gb += abar
		xbar = abar * w
	}
	fmt.Printf("%%.17g %%.17g %%.17g\n", y, gw, gb)
}
`

// ADLoopValue is the loop without derivatives (native).
func ADLoopValue(n int, w, b float64) float64 {
	x, y := ADLoopX0, 0.0
	for i := 0; i < n; i++ {
		x = math.Sin(x*w + b)
		y += x
	}
	return y
}

// ADSrc is the interpreted program; %d is the iteration count. main prints
// the value, the gradient and the tape's size.
const ADSrc = `package main

import (
	"ad"
	"fmt"
	"math"
)

type Params struct{ W, B float64 }

func loop(p Params) float64 {
	x, y := 0.3, 0.0
	for i := 0; i < %d; i++ {
		x = math.Sin(x*p.W + p.B)
		y += x
	}
	return y
}

func main() {
	y, g := ad.ValueAndGrad(loop)(Params{W: 0.5, B: 0.1})
	t := ad.LastTape()
	fmt.Printf("%%.17g %%.17g %%.17g %%d %%d\n", y, g.W, g.B, t.Len(), t.Bytes())
}
`

// ADFieldsSrc is ADSrc with the loop's state in struct fields instead of
// local variables: the recorded operations are the same, but the loop has no
// loop-carried variables for the tape to mark (the marks behind
// :gradnorm are made for variables only), which measures their cost.
const ADFieldsSrc = `package main

import (
	"ad"
	"fmt"
	"math"
)

type Params struct{ W, B float64 }

type state struct{ X, Y float64 }

func loop(p Params) float64 {
	s := state{X: 0.3}
	for i := 0; i < %d; i++ {
		s.X = math.Sin(s.X*p.W + p.B)
		s.Y += s.X
	}
	return s.Y
}

func main() {
	y, g := ad.ValueAndGrad(loop)(Params{W: 0.5, B: 0.1})
	t := ad.LastTape()
	fmt.Printf("%%.17g %%.17g %%.17g %%d %%d\n", y, g.W, g.B, t.Len(), t.Bytes())
}
`

// ADPlainSrc is the same loop interpreted without differentiation.
const ADPlainSrc = `package main

import (
	"fmt"
	"math"
)

func loop(w, b float64) float64 {
	x, y := 0.3, 0.0
	for i := 0; i < %d; i++ {
		x = math.Sin(x*w + b)
		y += x
	}
	return y
}

func main() {
	fmt.Printf("%%.17g\n", loop(0.5, 0.1))
}
`

// ADSession is the interpreted program loaded once; Run calls main again.
type ADSession struct {
	N     int
	in    *interp.Interp
	out   bytes.Buffer
	runs  int
	plain bool
}

// LoadAD parses, checks and compiles the interpreted program for n
// iterations (and runs it once). With plain, the program is the loop without
// differentiation.
func LoadAD(n int, plain bool) (*ADSession, error) {
	if plain {
		return LoadADSource(ADPlainSrc, n, true)
	}
	return LoadADSource(ADSrc, n, false)
}

// LoadADSource is LoadAD for a program of the form of ADSrc (or of
// ADPlainSrc, with plain).
func LoadADSource(src string, n int, plain bool) (*ADSession, error) {
	s := &ADSession{N: n, plain: plain}
	s.in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &s.out, Stderr: &s.out})
	if err := s.in.RunFile("adloop.go", fmt.Sprintf(src, n)); err != nil {
		return nil, fmt.Errorf("adloop: %v", err)
	}
	return s, nil
}

// Run calls main and returns its result and wall time (value, recording
// and reverse sweep; for a plain session only Y is set).
func (s *ADSession) Run() (ADResult, time.Duration, error) {
	s.out.Reset()
	s.runs++
	start := time.Now()
	err := s.in.Eval(fmt.Sprintf("run%d", s.runs), "main()")
	d := time.Since(start)
	if err != nil {
		return ADResult{}, d, fmt.Errorf("adloop: main(): %v", err)
	}
	r, err := parseADOutput(s.out.String(), s.plain)
	return r, d, err
}

// First is the result of the run by RunFile, when the session was loaded.
func (s *ADSession) First() (ADResult, error) {
	if s.runs > 0 {
		return ADResult{}, errors.New("adloop: First after Run")
	}
	return parseADOutput(s.out.String(), s.plain)
}

// Tape is the tape of the last run (nil for a plain session).
func (s *ADSession) Tape() *ad.Tape { return s.in.LastTape() }

// SweepTime sweeps the last run's tape backwards once more, from its last
// entry (y) to its two inputs, and returns the time of the sweep alone and
// the gradient it found.
func (s *ADSession) SweepTime() (time.Duration, float64, float64, error) {
	t := s.in.LastTape()
	if t == nil || t.Len() < 3 {
		return 0, 0, 0, errors.New("adloop: no tape")
	}
	out := t.View().At(t.Len() - 1)
	wrt := []ad.Num{t.View().At(0), t.View().At(1)}
	start := time.Now()
	g := t.Recorder().SweepReleased(0, t.Len(), []ad.Num{out}, []ad.Num{ad.Const(1)}, wrt) // gradient tapes are released after their sweep
	return time.Since(start), g[0].V, g[1].V, nil
}

func parseADOutput(out string, plain bool) (ADResult, error) {
	f := strings.Fields(out)
	want := 5
	if plain {
		want = 1
	}
	if len(f) != want {
		return ADResult{}, fmt.Errorf("adloop: unexpected output %q", out)
	}
	var r ADResult
	var err error
	parse := func(s string) float64 {
		v, e := strconv.ParseFloat(s, 64)
		if e != nil && err == nil {
			err = e
		}
		return v
	}
	r.Y = parse(f[0])
	if !plain {
		r.DW, r.DB = parse(f[1]), parse(f[2])
		r.Entries, _ = strconv.Atoi(f[3])
		r.Bytes, _ = strconv.Atoi(f[4])
	}
	return r, err
}

// RelDiff is |a-b| / max(|a|, |b|, tiny).
func RelDiff(a, b float64) float64 {
	d := math.Abs(a - b)
	m := math.Max(math.Abs(a), math.Abs(b))
	if m < 1e-300 {
		return d
	}
	return d / m
}

// Agree reports whether two results' values and gradients agree to tol
// (relative).
func (r ADResult) Agree(o ADResult, tol float64) error {
	for _, c := range []struct {
		name string
		a, b float64
	}{{"y", r.Y, o.Y}, {"dy/dw", r.DW, o.DW}, {"dy/db", r.DB, o.DB}} {
		if d := RelDiff(c.a, c.b); !(d <= tol) {
			return fmt.Errorf("%s: %.17g vs %.17g (relative difference %.3g > %.3g)", c.name, c.a, c.b, d, tol)
		}
	}
	return nil
}

// ---- PyTorch ----

// TorchPython is the interpreter that has Debian's python3-torch.
const TorchPython = "/usr/bin/python3"

// TorchAvailable reports whether PyTorch imports under TorchPython, with the
// reason when it does not.
func TorchAvailable() (bool, string) {
	if _, err := os.Stat(TorchPython); err != nil {
		return false, TorchPython + " not found"
	}
	out, err := exec.Command(TorchPython, "-c", "import torch").CombinedOutput()
	if err != nil {
		return false, fmt.Sprintf("%s -c 'import torch' failed (install python3-torch): %v: %s", TorchPython, err, strings.TrimSpace(string(out)))
	}
	return true, ""
}

// TorchLoopResult is what torch_adloop.py prints.
type TorchLoopResult struct {
	N        int       `json:"n"`
	Runs     int       `json:"runs"`
	Seconds  []float64 `json:"seconds"` // forward + backward, each run
	Median   float64   `json:"median_seconds"`
	UsPerOp  float64   `json:"us_per_op"` // median / (4n) in µs
	Y        float64   `json:"y"`
	DW       float64   `json:"dw"`
	DB       float64   `json:"db"`
	Version  string    `json:"torch_version"`
	Threads  int       `json:"threads"`
	Backward float64   `json:"backward_median_seconds"`
	CPU      float64   `json:"cpu_median_seconds"`
}

// benchDir is the directory of this package's sources (for the scripts).
func benchDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "bench"
	}
	return filepath.Dir(file)
}

// RunTorchLoop runs torch_adloop.py: the loop for n iterations on 0-d
// float64 tensors with requires_grad, runs times.
func RunTorchLoop(n, runs int) (TorchLoopResult, error) {
	var r TorchLoopResult
	script := filepath.Join(benchDir(), "torch_adloop.py")
	cmd := exec.Command(TorchPython, script, strconv.Itoa(n), strconv.Itoa(runs))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return r, fmt.Errorf("%s: %v: %s", script, err, strings.TrimSpace(stderr.String()))
	}
	if err := json.Unmarshal(out, &r); err != nil {
		return r, fmt.Errorf("%s: %v in %q", script, err, out)
	}
	return r, nil
}
