package interp

// Package ad's part for random state, dropout, optimizers, fixed points, persistent tapes and tape compression.

const stateSrc = `
// ---- random state ----

// Dropout zeroes each element of x where u() < p and scales the others by
// 1/(1-p). u draws uniform numbers in [0, 1): rand.Float64, or the Float64
// method of a seeded *rand.Rand. The mask is a constant operand of one Mul
// entry, so the reverse pass (and any recomputation) uses the forward mask.
func Dropout(x Tensor, p float64, u func() float64) Tensor {
	if !(p >= 0 && p < 1) {
		panic(fmt.Sprintf("ad.Dropout: p = %v is not in [0, 1)", p))
	}
	mask := make([]float64, x.Len())
	scale := 1 / (1 - p)
	for i := range mask {
		if u() >= p {
			mask[i] = scale
		}
	}
	if s := x.Shape(); len(s) == 2 {
		return x.Mul(Mat(s[0], s[1], mask))
	}
	return x.Mul(Vec(mask))
}

// DropoutSlice is Dropout for a []float64: dropped elements are the
// constant 0, kept ones are x*(1/(1-p)).
func DropoutSlice(xs []float64, p float64, u func() float64) []float64 {
	if !(p >= 0 && p < 1) {
		panic(fmt.Sprintf("ad.DropoutSlice: p = %v is not in [0, 1)", p))
	}
	out := make([]float64, len(xs))
	scale := 1 / (1 - p)
	for i, x := range xs {
		if u() >= p {
			out[i] = x * scale
		}
	}
	return out
}

// ---- optimizers ----

// SGD is gradient descent with momentum μ: v ← μ·v + g, p ← p − lr·v (the
// first step sets v ← g, as PyTorch does). The velocity is ordinary state
// in the struct. When LR (or the parameters) are tracked, the update is
// recorded, so differentiating through training steps gives hypergradients.
type SGD[X any] struct {
	LR, Momentum float64
	vel          X
	started      bool
}

// NewSGD returns an SGD optimizer for parameters of type X.
func NewSGD[X any](lr, momentum float64) *SGD[X] { return &SGD[X]{LR: lr, Momentum: momentum} }

// Step returns params after one update with gradient grads.
func (o *SGD[X]) Step(params, grads X) X {
	var p X
	p, o.vel = sgdUpdate(params, grads, o.vel, o.started, o.LR, o.Momentum)
	o.started = true
	return p
}

// Adam is the Adam optimizer (Kingma & Ba): m ← β1·m + (1−β1)·g,
// v ← β2·v + (1−β2)·g², p ← p − lr·m̂/(√v̂ + ε) with m̂ = m/(1−β1ᵗ),
// v̂ = v/(1−β2ᵗ).
type Adam[X any] struct {
	LR, Beta1, Beta2, Eps float64
	m, v                  X
	t                     int
}

// NewAdam returns an Adam optimizer with β1 = 0.9, β2 = 0.999, ε = 1e-8.
func NewAdam[X any](lr float64) *Adam[X] {
	return &Adam[X]{LR: lr, Beta1: 0.9, Beta2: 0.999, Eps: 1e-8}
}

// Step returns params after one update with gradient grads.
func (o *Adam[X]) Step(params, grads X) X {
	o.t++
	var p X
	p, o.m, o.v = adamUpdate(params, grads, o.m, o.v, o.t, o.LR, o.Beta1, o.Beta2, o.Eps)
	return p
}

// Steps is the number of steps taken.
func (o *Adam[X]) Steps() int { return o.t }

func sgdUpdate[X any](p, g, v X, started bool, lr, mu float64) (X, X) { panic("host") }

func adamUpdate[X any](p, g, m, v X, t int, lr, b1, b2, eps float64) (X, X, X) { panic("host") }

// ---- fixed points ----

// FixedPoint iterates x ← f(x, theta) from x0 until x stops changing and
// returns the fixed point x*. The iterations are not recorded: the
// derivative is implicit, dx*/dθ = (I − ∂f/∂x)⁻¹ ∂f/∂θ at (x*, θ), and x* is
// recorded as a linear function of theta. Only theta carries derivatives
// (values f captures are constants); second derivatives are not supported.
func FixedPoint[X, P any](f func(X, P) X, x0 X, theta P) X { panic("host") }

// FixedPointIters is the number of iterations of the last FixedPoint.
func FixedPointIters() int

// ---- persistent tapes ----

// Record runs f at x on a persistent tape and returns f(x) and the tape,
// which Sweep may differentiate again and again until Release.
func Record[X, Y any](f func(X) Y, x X) (Y, *Tape) { panic("host") }

// Sweep runs a reverse pass seeding the tape's outputs (the float64 leaves
// of f's result, in order) with seed and returns the adjoints of its inputs
// (the leaves of x, in order). Sweeping a released tape panics.
func (t *Tape) Sweep(seed ...float64) []float64

// Release frees the tape for sweeping: later sweeps panic.
func (t *Tape) Release()

// Released reports whether the tape was released. A gradient's tape is
// released after its reverse pass (ephemeral); Record's is not (persistent).
func (t *Tape) Released() bool

// Persistent reports whether the tape was recorded by Record (or Optimize).
func (t *Tape) Persistent() bool

// Optimize compresses the tape for the outputs and inputs of its last
// sweep: dead entries dropped, constants folded, chains of unary ops fused.
// It returns a persistent tape whose Sweep gives bit-identical gradients,
// and a report of entries and bytes before and after.
func (t *Tape) Optimize() (*Tape, string)

// ---- summation order ----

// SumSequential adds xs from the first element to the last,
// ((x0+x1)+x2)+…: the order of Tensor.Sum, Mean and Dot.
func SumSequential(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := xs[0]
	for _, x := range xs[1:] {
		s += x
	}
	return s
}

// SumPairwise adds xs by halves, (x0+x1)+(x2+x3) for four numbers: the
// rounding error grows like log n instead of n.
func SumPairwise(xs []float64) float64 {
	switch len(xs) {
	case 0:
		return 0
	case 1:
		return xs[0]
	}
	m := len(xs) / 2
	return SumPairwise(xs[:m]) + SumPairwise(xs[m:])
}
`

// stateDoc documents this part's names for completion and inspection.
var stateDoc = map[string]string{
	"Dropout":         "func Dropout(x Tensor, p float64, u func() float64) Tensor — zero elements where u() < p, scale the rest by 1/(1-p); the mask is recorded with the tape",
	"DropoutSlice":    "func DropoutSlice(xs []float64, p float64, u func() float64) []float64 — Dropout for a slice",
	"SGD":             "type SGD[X any] — gradient descent with momentum; opt.Step(params, grads) returns the new params",
	"NewSGD":          "func NewSGD[X any](lr, momentum float64) *SGD[X]",
	"Adam":            "type Adam[X any] — the Adam optimizer; opt.Step(params, grads) returns the new params",
	"NewAdam":         "func NewAdam[X any](lr float64) *Adam[X] — β1 0.9, β2 0.999, ε 1e-8",
	"FixedPoint":      "func FixedPoint[X, P any](f func(X, P) X, x0 X, theta P) X — iterate to x* = f(x*, θ), differentiated implicitly",
	"FixedPointIters": "func FixedPointIters() int — iterations of the last FixedPoint",
	"Record":          "func Record[X, Y any](f func(X) Y, x X) (Y, *Tape) — record a persistent tape to sweep many times",
	"SumSequential":   "func SumSequential(xs []float64) float64 — left-to-right sum (the order of Tensor.Sum)",
	"SumPairwise":     "func SumPairwise(xs []float64) float64 — sum by recursive halving",
}

func stateHost() map[string]*HostFunc {
	return map[string]*HostFunc{
		"sgdUpdate": {Call: func(c *Call) {
			c.Results[0], c.Results[1] = c.In.sgdUpdate(c, c.TypeArgs[0])
		}},
		"adamUpdate": {Call: func(c *Call) {
			c.Results[0], c.Results[1], c.Results[2] = c.In.adamUpdate(c, c.TypeArgs[0])
		}},
		"FixedPoint": {Call: func(c *Call) {
			c.Results[0] = c.In.adFixedPoint(c, c.Args[0], c.Args[1], c.Args[2], c.TypeArgs[0], c.TypeArgs[1])
		}},
		"FixedPointIters": {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.ad.fpIters)) }},
		"Record": {Call: func(c *Call) {
			c.Results[0], c.Results[1] = c.In.adRecord(c, c.Args[0], c.Args[1], c.TypeArgs[0], c.TypeArgs[1])
		}},
		"Tape.Sweep":      {Call: func(c *Call) { c.Results[0] = c.In.tapeSweep(c) }},
		"Tape.Release":    {Call: func(c *Call) { c.In.tapeArg(c).Release() }},
		"Tape.Released":   {Call: func(c *Call) { c.Results[0] = MakeBool(c.In.tapeArg(c).View().Released()) }},
		"Tape.Persistent": {Call: func(c *Call) { c.Results[0] = MakeBool(c.In.tapeArg(c).View().Persistent()) }},
		"Tape.Optimize": {Call: func(c *Call) {
			c.Results[0], c.Results[1] = c.In.tapeOptimize(c)
		}},
	}
}
