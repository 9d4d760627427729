package ad

import (
	"fmt"
	"math"
)

// Functions of Nums receive the tape they record on. Inside them, call the
// Tape methods (t.Mul, t.Math(OpSin, x), ...) and, for nested derivatives,
// t.GradAt, t.DerivativeAt, t.JVPAt and t.VJPAt with the same tape.

// GradAt returns f(x) and its gradient at x in a new (possibly nested)
// reverse-mode level. x may be tracked by enclosing levels; so are the results.
func (t *Tape) GradAt(f func(x []Num) Num, x []Num) (Num, []Num) {
	t.Begin()
	defer t.End()
	in := make([]Num, len(x))
	for i := range x {
		in[i] = t.Input(x[i])
	}
	y := f(in)
	return y, t.Reverse([]Num{y}, []Num{Const(1)}, in)
}

// DerivativeAt returns f(x) and f'(x) in a new forward-mode level.
func (t *Tape) DerivativeAt(f func(x Num) Num, x Num) (Num, Num) {
	t.Begin()
	defer t.End()
	in := t.Input(x)
	y := f(in)
	return y, t.Forward([]Num{in}, []Num{Const(1)}, []Num{y})[0]
}

// JVPAt returns f(x) and the Jacobian-vector product J·v (forward mode).
func (t *Tape) JVPAt(f func(x []Num) []Num, x, v []Num) ([]Num, []Num) {
	t.Begin()
	defer t.End()
	in := make([]Num, len(x))
	for i := range x {
		in[i] = t.Input(x[i])
	}
	y := f(in)
	return y, t.Forward(in, v, y)
}

// VJPAt returns f(x) and the vector-Jacobian product uᵀJ (reverse mode).
func (t *Tape) VJPAt(f func(x []Num) []Num, x, u []Num) ([]Num, []Num) {
	t.Begin()
	defer t.End()
	in := make([]Num, len(x))
	for i := range x {
		in[i] = t.Input(x[i])
	}
	y := f(in)
	return y, t.Reverse(y, u, in)
}

func consts(x []float64) []Num {
	n := make([]Num, len(x))
	for i, v := range x {
		n[i] = Const(v)
	}
	return n
}

func values(n []Num) []float64 {
	v := make([]float64, len(n))
	for i, x := range n {
		v[i] = x.V
	}
	return v
}

// Grad returns the gradient function of f (reverse mode, a fresh tape per call).
func Grad(f func(t *Tape, x []Num) Num) func(x []float64) []float64 {
	return func(x []float64) []float64 {
		t := NewTape()
		_, g := t.GradAt(func(x []Num) Num { return f(t, x) }, consts(x))
		return values(g)
	}
}

// ValueAndGrad returns f(x) and its gradient.
func ValueAndGrad(f func(t *Tape, x []Num) Num) func(x []float64) (float64, []float64) {
	return func(x []float64) (float64, []float64) {
		t := NewTape()
		y, g := t.GradAt(func(x []Num) Num { return f(t, x) }, consts(x))
		return y.V, values(g)
	}
}

// Derivative returns f' (forward mode).
func Derivative(f func(t *Tape, x Num) Num) func(x float64) float64 {
	return func(x float64) float64 {
		t := NewTape()
		_, d := t.DerivativeAt(func(x Num) Num { return f(t, x) }, Const(x))
		return d.V
	}
}

// JVP returns f(x) and J·v.
func JVP(f func(t *Tape, x []Num) []Num, x, v []float64) ([]float64, []float64) {
	t := NewTape()
	y, jv := t.JVPAt(func(x []Num) []Num { return f(t, x) }, consts(x), consts(v))
	return values(y), values(jv)
}

// VJP returns f(x) and a function u -> uᵀJ that may be called many times:
// its tape is persistent.
func VJP(f func(t *Tape, x []Num) []Num, x []float64) ([]float64, func(u []float64) []float64) {
	t := NewTape()
	t.Begin()
	in := make([]Num, len(x))
	for i := range x {
		in[i] = t.Input(Const(x[i]))
	}
	y := f(t, in)
	return values(y), func(u []float64) []float64 {
		return values(t.Reverse(y, consts(u), in))
	}
}

// Jacobian returns the function x -> ∂f/∂x (rows: outputs), by one recording
// and one reverse sweep per output.
func Jacobian(f func(t *Tape, x []Num) []Num) func(x []float64) [][]float64 {
	return func(x []float64) [][]float64 {
		y, vjp := VJP(f, x)
		J := make([][]float64, len(y))
		for i := range y {
			u := make([]float64, len(y))
			u[i] = 1
			J[i] = vjp(u)
		}
		return J
	}
}

// Hessian returns the function x -> ∇²f(x), forward over reverse: the
// gradient is recorded once (nested), then swept forwards once per column.
func Hessian(f func(t *Tape, x []Num) Num) func(x []float64) [][]float64 {
	return func(x []float64) [][]float64 {
		t := NewTape()
		n := len(x)
		t.Begin()
		in := make([]Num, n)
		for i := range x {
			in[i] = t.Input(Const(x[i]))
		}
		_, g := t.GradAt(func(z []Num) Num { return f(t, z) }, in)
		H := make([][]float64, n)
		for j := 0; j < n; j++ {
			e := make([]Num, n)
			e[j] = Const(1)
			col := t.Forward(in, e, g)
			for i := 0; i < n; i++ {
				if H[i] == nil {
					H[i] = make([]float64, n)
				}
				H[i][j] = col[i].V
			}
		}
		t.End()
		return H
	}
}

// CheckResult compares a gradient three ways.
type CheckResult struct {
	Reverse, Forward, Central []float64
	MaxErr                    float64 // largest |reverse - central| relative to max(1, |central|)
	MaxModeDiff               float64 // largest |reverse - forward|
}

func (r CheckResult) String() string {
	return fmt.Sprintf("reverse %v\nforward %v\ncentral %v\nmax error vs central differences %.3g, reverse vs forward %.3g",
		r.Reverse, r.Forward, r.Central, r.MaxErr, r.MaxModeDiff)
}

// Check computes the gradient of f at x by reverse mode, by forward mode
// (one sweep per coordinate) and by central differences with step h
// (0 picks 1e-6·max(1,|x_i|)).
func Check(f func(t *Tape, x []Num) Num, x []float64, h float64) CheckResult {
	var r CheckResult
	r.Reverse = Grad(f)(x)
	n := len(x)
	r.Forward = make([]float64, n)
	r.Central = make([]float64, n)
	for i := 0; i < n; i++ {
		v := make([]float64, n)
		v[i] = 1
		_, jv := JVP(func(t *Tape, z []Num) []Num { return []Num{f(t, z)} }, x, v)
		r.Forward[i] = jv[0]
		step := h
		if step == 0 {
			step = 1e-6 * math.Max(1, math.Abs(x[i]))
		}
		xp := append([]float64(nil), x...)
		xm := append([]float64(nil), x...)
		xp[i] += step
		xm[i] -= step
		t := NewTape()
		fp := f(t, consts(xp)).V
		fm := f(t, consts(xm)).V
		r.Central[i] = (fp - fm) / (2 * step)
		e := math.Abs(r.Reverse[i]-r.Central[i]) / math.Max(1, math.Abs(r.Central[i]))
		r.MaxErr = math.Max(r.MaxErr, e)
		r.MaxModeDiff = math.Max(r.MaxModeDiff, math.Abs(r.Reverse[i]-r.Forward[i]))
	}
	return r
}
