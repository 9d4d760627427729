package interp

import (
	"fmt"
	"go/types"
	"math"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// Package ad as interpreted code sees it. Generic functions must have
// bodies for go/types; a body of exactly panic("host") binds to Host too. The signatures are the exact ones
// of the user-facing API; the bodies are host code that opens levels on the
// session's tape, marks the float64 leaves of the input "pytree", calls the
// interpreted function, and sweeps.

const adSrc = `package ad

import "fmt"

// Grad returns the gradient function of f, computed in reverse mode.
func Grad[X any](f func(X) float64) func(X) X { panic("host") }

// ValueAndGrad returns a function giving f(x) and its gradient.
func ValueAndGrad[X any](f func(X) float64) func(X) (float64, X) { panic("host") }

// Derivative returns f', computed in forward mode.
func Derivative(f func(float64) float64) func(float64) float64

// JVP returns f(x) and the Jacobian-vector product J·v (forward mode).
func JVP[X, Y any](f func(X) Y, x, v X) (Y, Y) { panic("host") }

// VJP returns f(x) and the function u -> uᵀJ (reverse mode).
func VJP[X, Y any](f func(X) Y, x X) (Y, func(Y) X) { panic("host") }

// Jacobian returns the function x -> ∂f/∂x, one row per output.
func Jacobian(f func([]float64) []float64) func([]float64) [][]float64

// Hessian returns the function x -> ∇²f(x), forward over reverse.
func Hessian(f func([]float64) float64) func([]float64) [][]float64

// CheckResult compares a gradient computed three ways.
type CheckResult struct {
	Reverse, Forward, Central []float64
	MaxErr                    float64 // largest |reverse - central| / max(1, |central|)
	MaxModeDiff               float64 // largest |reverse - forward|
}

func (r CheckResult) String() string {
	return fmt.Sprintf("reverse %v\nforward %v\ncentral %v\nmax error vs central differences %.3g, reverse vs forward %.3g",
		r.Reverse, r.Forward, r.Central, r.MaxErr, r.MaxModeDiff)
}

// Check computes the gradient of f at x in reverse mode, in forward mode and
// by central differences.
func Check[X any](f func(X) float64, x X) CheckResult { panic("host") }

// Tape is a recorded tape (a Wengert list).
type Tape struct{ h *int }

// LastTape returns the tape of the last outermost differentiation.
func LastTape() *Tape

// Len is the number of entries.
func (t *Tape) Len() int

// Bytes is the tape's storage in bytes.
func (t *Tape) Bytes() int

// String renders the tape as a table.
func (t *Tape) String() string

// Norms are the gradient norms of a loop-carried variable per iteration,
// ‖∂y/∂h_t‖, from the last reverse pass, with the fitted growth per step
// (backwards in time) and a verdict: "vanishing", "stable" or "exploding".
type Norms struct {
	Var     string
	Iters   []int
	Norms   []float64
	Factor  float64
	Verdict string
}

func (n Norms) String() string {
	s := ""
	for i := range n.Iters {
		s += fmt.Sprintf("%6d  %.6g\n", n.Iters[i], n.Norms[i])
	}
	return s + fmt.Sprintf("%s: growth factor %.4g per step backwards: %s", n.Var, n.Factor, n.Verdict)
}

// GradNorms returns the gradient norms of loop-carried variable name.
func GradNorms(name string) Norms

// Anomaly turns NaN/Inf detection on or off: the first operation whose value
// or adjoint is NaN or Inf stops the program with its source position.
func Anomaly(on bool)
`

func init() {
	// Package ad's API is assembled from one part per topic: each part has
	// its Go source and its host bindings in its own lib_ad_*.go file.
	defer func() {
		for _, part := range []map[string]*HostFunc{tensorHost(), ckptHost(), stateHost(), vizHost(), plotHost()} {
			for k, v := range part {
				builtinLibraries["ad"].Host[k] = v
			}
		}
		for _, part := range []map[string]string{ckptDoc, stateDoc, vizDoc, plotDoc} {
			for k, v := range part {
				builtinLibraries["ad"].Doc[k] = v
			}
		}
	}()
	registerBuiltin(&Library{
		Path: "ad",
		Src:  adSrc + tensorSrc + ckptSrc + stateSrc + vizSrc + plotSrc,
		Host: map[string]*HostFunc{
			"Grad":         {Call: func(c *Call) { c.Results[0] = c.In.adGradFunc(c.Args[0], c.TypeArgs[0], false) }},
			"ValueAndGrad": {Call: func(c *Call) { c.Results[0] = c.In.adGradFunc(c.Args[0], c.TypeArgs[0], true) }},
			"Derivative":   {Call: func(c *Call) { c.Results[0] = c.In.adDerivativeFunc(c.Args[0]) }},
			"JVP": {Call: func(c *Call) {
				c.Results[0], c.Results[1] = c.In.adJVP(c.Args[0], c.Args[1], c.Args[2], c.TypeArgs[0], c.TypeArgs[1])
			}},
			"VJP": {Call: func(c *Call) {
				c.Results[0], c.Results[1] = c.In.adVJP(c.Args[0], c.Args[1], c.TypeArgs[0], c.TypeArgs[1])
			}},
			"Jacobian": {Call: func(c *Call) { c.Results[0] = c.In.adJacobianFunc(c.Args[0]) }},
			"Hessian":  {Call: func(c *Call) { c.Results[0] = c.In.adHessianFunc(c.Args[0]) }},
			"Check":    {Call: func(c *Call) { c.Results[0] = c.In.adCheck(c.Args[0], c.Args[1], c.TypeArgs[0]) }},
			"LastTape": {Call: func(c *Call) {
				if c.In.ad.last == nil {
					c.Results[0] = Value{}
					return
				}
				v := Value{R: []Value{c.In.NewHandle(tapeRef{c.In.ad.last, c.In.ad.last.View().Gen()})}}
				c.Results[0] = Value{R: &v}
			}},
			"Tape.Len":    {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.tapeArg(c).Len())) }},
			"Tape.Bytes":  {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.tapeArg(c).Stats().Bytes)) }},
			"Tape.String": {Call: func(c *Call) { c.Results[0] = MakeString(c.In.TapeTable(c.In.tapeArg(c), 40)) }},
			"Anomaly":     {Call: func(c *Call) { c.In.ad.anomaly = c.Args[0].Bool() }},
			"GradNorms": {Call: func(c *Call) {
				name := c.Args[0].String()
				norms, g := c.In.GradNorms(name)
				iters := make([]Value, len(norms))
				vals := make([]Value, len(norms))
				for i, n := range norms {
					iters[i] = MakeInt(int64(n.Iter))
					vals[i] = MakeFloat(n.Norm)
				}
				c.Results[0] = Value{R: []Value{MakeString(name), {R: iters}, {R: vals}, MakeFloat(g.Factor), MakeString(g.Verdict)}}
			}},
		},
		Doc: map[string]string{
			"Grad":         "func Grad[X any](f func(X) float64) func(X) X — gradient by reverse mode; X is float64, a slice, array or struct of them",
			"ValueAndGrad": "func ValueAndGrad[X any](f func(X) float64) func(X) (float64, X) — value and gradient",
			"Derivative":   "func Derivative(f func(float64) float64) func(float64) float64 — derivative by forward mode",
			"JVP":          "func JVP[X, Y any](f func(X) Y, x, v X) (Y, Y) — f(x) and J·v by forward mode",
			"VJP":          "func VJP[X, Y any](f func(X) Y, x X) (Y, func(Y) X) — f(x) and u ↦ uᵀJ by reverse mode",
			"Jacobian":     "func Jacobian(f func([]float64) []float64) func([]float64) [][]float64",
			"Hessian":      "func Hessian(f func([]float64) float64) func([]float64) [][]float64 — forward over reverse",
			"Check":        "func Check[X any](f func(X) float64, x X) CheckResult — reverse vs forward vs central differences",
			"LastTape":     "func LastTape() *Tape — the tape of the last gradient",
			"Anomaly":      "func Anomaly(on bool) — report the first NaN/Inf with its source position",
			"GradNorms":    "func GradNorms(name string) Norms — ‖∂y/∂name_t‖ per loop iteration of the last gradient, with a verdict",
		},
	})
}

func (in *Interp) tapeArg(c *Call) *ad.Tape {
	p := c.Args[0].Ptr()
	if p == nil {
		in.nilDeref()
	}
	r, _ := in.Handle(p.Elems()[0]).(tapeRef)
	if r.t == nil || r.t.View().Gen() != r.gen {
		// The session reuses a tape's memory two gradients later.
		c.PanicString("ad: this tape was released: a later gradient reused its memory (call ad.LastTape() again after the gradient you want to inspect)")
	}
	return r.t
}

// tableRowBytes bounds what one row of a tape table costs, written and kept.
const tableRowBytes = 256

// TapeTable renders a tape with source positions, eliding beyond maxRows.
func (in *Interp) TapeTable(t *ad.Tape, maxRows int) string {
	if in.running {
		// A row is about a hundred bytes of text, and a front end keeps
		// the picture too (the kernel's message): a table of a tape of
		// millions of entries is charged before it is written.
		rows := int64(t.Len())
		if maxRows > 0 {
			rows = min(rows, int64(maxRows))
		}
		in.chargeCount(rows, tableRowBytes, "the tape's table")
	}
	var b strings.Builder
	t.View().Table(&b, maxRows, in.PosString)
	return b.String()
}

// ---- pytrees ----

// pytreeProblem explains why values of t cannot be differentiated ("" if
// they can): float64 leaves inside slices, arrays and structs; other basic
// fields ride along untouched.
func pytreeProblem(t types.Type) string {
	floats := 0
	var walk func(t types.Type, depth int) string
	walk = func(t types.Type, depth int) string {
		if depth > 20 {
			return "it is recursive"
		}
		if isTensorType(t) {
			floats++
			return ""
		}
		switch u := t.Underlying().(type) {
		case *types.Basic:
			switch {
			case u.Kind() == types.Float64:
				floats++
			case u.Info()&(types.IsFloat|types.IsComplex) != 0:
				// Not leaves, so they would come back with derivative 0.
				return types.TypeString(t, qualifier) + " leaves are not supported yet (use float64)"
			}
			return ""
		case *types.Slice:
			floats++ // a slice may hold floats at run time
			return walk(u.Elem(), depth+1)
		case *types.Array:
			return walk(u.Elem(), depth+1)
		case *types.Struct:
			for i := 0; i < u.NumFields(); i++ {
				if p := walk(u.Field(i).Type(), depth+1); p != "" {
					return p
				}
			}
			return ""
		}
		return types.TypeString(t, qualifier) + " is not float64, a slice, an array or a struct"
	}
	if p := walk(t, 0); p != "" {
		return p
	}
	if floats == 0 {
		return "it holds no float64 to differentiate"
	}
	return ""
}

// treeMap returns a copy of tree v of type t with every float64 leaf
// replaced by leaf(v) (other leaves by other(v), or kept when other is nil).
func (in *Interp) treeMap(v Value, t types.Type, leaf func(Value) Value, other func(Value, types.Type) Value) Value {
	if isTensorType(t) {
		if tensorOf(v) == nil {
			return v // a zero Tensor: nothing to differentiate
		}
		return leaf(v)
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if u.Kind() == types.Float64 {
			return leaf(v)
		}
		if other != nil {
			return other(v, t)
		}
		return v
	case *types.Slice:
		src := v.Elems()
		if src == nil {
			return v
		}
		out := make([]Value, len(src))
		for i := range src {
			out[i] = in.treeMap(src[i], u.Elem(), leaf, other)
		}
		return SliceOf(u.Elem(), out)
	case *types.Array:
		src := v.Elems()
		out := make([]Value, len(src))
		for i := range src {
			out[i] = in.treeMap(src[i], u.Elem(), leaf, other)
		}
		return Value{R: out}
	case *types.Struct:
		src := v.Elems()
		out := make([]Value, len(src))
		for i := range src {
			out[i] = in.treeMap(src[i], u.Field(i).Type(), leaf, other)
		}
		return Value{R: out}
	}
	return v
}

// treeLeaves lists the float64 leaves of a tree in order.
func (in *Interp) treeLeaves(v Value, t types.Type) []Value {
	var out []Value
	in.treeMap(v, t, func(x Value) Value { out = append(out, x); return x }, nil)
	return out
}

// treeFill returns a tree shaped like v whose float leaves are taken from
// vals in order (other leaves are zeroed).
func (in *Interp) treeFill(v Value, t types.Type, vals []Value) Value {
	return in.treeMap(v, t, inOrder(vals), func(_ Value, t types.Type) Value { return in.RType(t).zero() })
}

// fillKeep returns tmpl with its leaves replaced by vals in order; other
// fields (ints, strings...) are kept.
func (in *Interp) fillKeep(tmpl Value, t types.Type, vals []Value) Value {
	return in.treeMap(tmpl, t, inOrder(vals), nil)
}

// inOrder is a leaf function for treeMap that hands out vals one by one.
func inOrder(vals []Value) func(Value) Value {
	k := 0
	return func(Value) Value {
		x := vals[k]
		k++
		return x
	}
}

// strip removes tape marks from a value that leaves the outermost level.
func (in *Interp) untrack(v Value, t types.Type) Value {
	if in.ad.tape != nil {
		return v
	}
	return in.treeMap(v, t, func(x Value) Value {
		if tt := tensorOf(x); tt != nil {
			return tensorValue(&ad.Tensor{Rows: tt.Rows, Cols: tt.Cols, Data: tt.Data})
		}
		x.X = 0
		return x
	}, nil)
}

// leaves are the differentiation inputs of a pytree: scalar leaves as
// Nums, tensor leaves as tensors, in tree order.
type leaves struct {
	nums   []ad.Num
	tens   []*ad.Tensor
	tensor []bool // per leaf: is it a tensor
}

// markInputs replaces the float leaves of x by inputs of the current level.
func (in *Interp) markInputs(t *ad.Tape, x Value, xt types.Type) (Value, []ad.Num) {
	v, l := in.markLeaves(t, x, xt)
	return v, l.nums
}

// markLeaves replaces every leaf of x (floats and tensors) by an input.
func (in *Interp) markLeaves(t *ad.Tape, x Value, xt types.Type) (Value, *leaves) {
	l := &leaves{}
	// Inputs are recorded at the user's call (ad.Grad(f)(x)), not at
	// whatever position the tape last saw (an earlier cell's).
	t.Pos = in.hostCallPos()
	v := in.treeMap(x, xt, func(leaf Value) Value {
		if tt := tensorOf(leaf); tt != nil {
			n := t.Tensors().InputT(tt)
			l.tens = append(l.tens, n)
			l.tensor = append(l.tensor, true)
			return tensorValue(n)
		}
		n := t.Input(num(leaf))
		l.nums = append(l.nums, n)
		l.tensor = append(l.tensor, false)
		return fromNum(n)
	}, nil)
	return v, l
}

// gradValues assembles the gradient leaves after a reverse sweep: scalar
// adjoints (as returned by the sweep) and tensor adjoints (from the tape).
func (in *Interp) gradValues(t *ad.Tape, l *leaves, adj []ad.Num) []Value {
	out := make([]Value, 0, len(l.tensor))
	si, ti := 0, 0
	for _, isT := range l.tensor {
		if isT {
			x := l.tens[ti]
			ti++
			g := t.Tensors().TensorAdjoint(x)
			if g == nil {
				g = make([]float64, len(x.Data))
			}
			out = append(out, tensorValue(&ad.Tensor{Rows: x.Rows, Cols: x.Cols, Data: append([]float64(nil), g...)}))
			continue
		}
		out = append(out, fromNum(adj[si]))
		si++
	}
	return out
}

// splitLeaves separates the leaves of an output tree: scalars as Nums and tensors.
func splitLeaves(vals []Value) ([]ad.Num, []*ad.Tensor, []bool) {
	var nums []ad.Num
	var tens []*ad.Tensor
	var kinds []bool
	for _, v := range vals {
		if tt := tensorOf(v); tt != nil {
			tens = append(tens, tt)
			kinds = append(kinds, true)
			continue
		}
		nums = append(nums, num(v))
		kinds = append(kinds, false)
	}
	return nums, tens, kinds
}

func numsToValues(ns []ad.Num) []Value {
	out := make([]Value, len(ns))
	for i, n := range ns {
		out[i] = fromNum(n)
	}
	return out
}

func valuesToNums(vs []Value) []ad.Num {
	out := make([]ad.Num, len(vs))
	for i, v := range vs {
		out[i] = num(v)
	}
	return out
}

// hostFunc wraps a host implementation as an interpreted func value.
func hostFunc(name string, nparams, nres int, call func(c *Call)) Value {
	fn := &Func{Name: name, nparams: nparams, nres: nres, nslots: nparams + nres, host: &HostFunc{Call: call}}
	return Value{R: &Closure{Fn: fn}}
}

// ---- the API ----

// adGradAt runs f at x in a new reverse level and returns f(x) and the gradient.
func (in *Interp) adGradAt(f Value, xt *RType, x Value) (Value, Value) {
	t := in.adBegin()
	defer in.adEnd()
	if t.Recorder().Depth() == 1 {
		prev := in.ad.ckRev
		in.ad.ckRev = true // checkpointed loops may checkpoint (ckpt.go)
		defer func() { in.ad.ckRev = prev }()
	}
	xin, l := in.markLeaves(t, x, xt.T)
	y := in.CallFunc(f, xin)[0]
	adj := t.Reverse([]ad.Num{num(y)}, []ad.Num{ad.Const(1)}, l.nums)
	return y, in.treeFill(x, xt.T, in.gradValues(t, l, adj))
}

func (in *Interp) adGradFunc(f Value, xt *RType, withValue bool) Value {
	name := "ad.Grad"
	nres := 1
	if withValue {
		name, nres = "ad.ValueAndGrad", 2
	}
	return hostFunc(name, 1, nres, func(c *Call) {
		y, g := in.adGradAt(f, xt, c.Args[0])
		g = in.untrack(g, xt.T)
		if withValue {
			y.X = trackedOrZero(in, y.X)
			c.Results[0], c.Results[1] = y, g
		} else {
			c.Results[0] = g
		}
	})
}

func trackedOrZero(in *Interp, x uint64) uint64 {
	if in.ad.tape == nil {
		return 0
	}
	return x
}

func (in *Interp) adDerivativeFunc(f Value) Value {
	return hostFunc("ad.Derivative", 1, 1, func(c *Call) {
		d := func() ad.Num {
			t := in.adBegin()
			defer in.adEnd()
			t.Pos = in.hostCallPos() // the input is recorded at the user's call
			x := fromNum(t.Input(num(c.Args[0])))
			y := in.CallFunc(f, x)[0]
			return t.Forward([]ad.Num{num(x)}, []ad.Num{ad.Const(1)}, []ad.Num{num(y)})[0]
		}()
		r := fromNum(d)
		r.X = trackedOrZero(in, r.X)
		c.Results[0] = r
	})
}

func (in *Interp) adJVP(f, x, v Value, xt, yt *RType) (Value, Value) {
	y, jv := func() (Value, []Value) {
		t := in.adBegin()
		defer in.adEnd()
		xin, l := in.markLeaves(t, x, xt.T)
		tanNums, tanTens, _ := splitLeaves(in.treeLeaves(v, xt.T))
		if len(tanNums) != len(l.nums) || len(tanTens) != len(l.tens) {
			in.plainPanic("ad.JVP: the tangent v does not have the shape of x")
		}
		for i, tt := range tanTens {
			if x := l.tens[i]; tt.Rows != x.Rows || tt.Cols != x.Cols {
				in.plainPanic("ad.JVP: tangent shape " + tt.Shape() + " does not match x's shape " + x.Shape())
			}
		}
		seeds := make([][]float64, len(tanTens))
		for i, tt := range tanTens {
			seeds[i] = tt.Data
		}
		y := in.CallFunc(f, xin)[0]
		ys := in.treeLeaves(y, yt.T)
		outNums, outTens, kinds := splitLeaves(ys)
		t.Recorder().SeedTensors(l.tens, seeds)
		jvNums := t.Forward(l.nums, tanNums, outNums)
		var jv []Value
		si, ti := 0, 0
		for _, isT := range kinds {
			if isT {
				o := outTens[ti]
				ti++
				d := t.Tensors().TensorTangent(o)
				if d == nil {
					d = make([]float64, len(o.Data))
				}
				jv = append(jv, tensorValue(&ad.Tensor{Rows: o.Rows, Cols: o.Cols, Data: append([]float64(nil), d...)}))
				continue
			}
			jv = append(jv, fromNum(jvNums[si]))
			si++
		}
		return y, jv
	}()
	return in.untrack(y, yt.T), in.untrack(in.treeFill(y, yt.T, jv), yt.T)
}

func (in *Interp) adVJP(f, x Value, xt, yt *RType) (Value, Value) {
	t := in.adBegin()
	t.Recorder().Retain()
	start := t.Recorder().LevelStart()
	var l *leaves
	var outs []ad.Num
	var outTens []*ad.Tensor
	var y Value
	func() {
		defer in.adEnd()
		var xin Value
		xin, l = in.markLeaves(t, x, xt.T)
		y = in.CallFunc(f, xin)[0]
		outs, outTens, _ = splitLeaves(in.treeLeaves(y, yt.T))
	}()
	end := t.Len()
	nested := t.Recorder().Depth() > 0
	pull := hostFunc("ad.VJP.pullback", 1, 1, func(c *Call) {
		u, uT, _ := splitLeaves(in.treeLeaves(c.Args[0], yt.T))
		if len(u) != len(outs) || len(uT) != len(outTens) {
			in.plainPanic("ad.VJP: the cotangent does not have the shape of f(x)")
		}
		for i, tt := range uT {
			if y := outTens[i]; tt.Rows != y.Rows || tt.Cols != y.Cols {
				in.plainPanic("ad.VJP: cotangent shape " + tt.Shape() + " does not match f(x)'s shape " + y.Shape())
			}
		}
		seeds := make([][]float64, len(uT))
		for i, tt := range uT {
			seeds[i] = tt.Data
		}
		record := nested && in.ad.tape == t
		if rec := in.ad.tape; !record && rec != nil && in.tracksAny(rec, u, uT) {
			// Called inside a later differentiation that tracks the
			// cotangent: the sweep is recorded there.
			if len(uT) > 0 {
				c.PanicString("ad.VJP: differentiating a pullback with respect to a tensor cotangent is not supported yet")
			}
			rec.Pos = in.hostCallPos()
			adj, err := t.Recorder().ReverseOnto(rec, start, end, outs, u, l.nums)
			if err != nil {
				c.PanicString(err.Error())
			}
			c.Results[0] = in.treeFill(x, xt.T, in.gradValues(t, l, adj))
			return
		}
		t.Recorder().SeedTensors(outTens, seeds)
		adj := t.Recorder().ReverseRange(start, end, record, outs, u, l.nums)
		c.Results[0] = in.untrack(in.treeFill(x, xt.T, in.gradValues(t, l, adj)), xt.T)
	})
	return in.untrack(y, yt.T), pull
}

// tracksAny reports whether a scalar or a tensor is tracked on t.
func (in *Interp) tracksAny(t *ad.Tape, ns []ad.Num, ts []*ad.Tensor) bool {
	for _, n := range ns {
		if t.Tracked(n) {
			return true
		}
	}
	for _, x := range ts {
		if t.Tensors().TrackedT(x) {
			return true
		}
	}
	return false
}

var (
	sliceF64  = types.NewSlice(types.Typ[types.Float64])
	matrixF64 = types.NewSlice(sliceF64)
)

func (in *Interp) adJacobianFunc(f Value) Value {
	return hostFunc("ad.Jacobian", 1, 1, func(c *Call) {
		rows := func() []Value {
			t := in.adBegin()
			defer in.adEnd()
			xin, inputs := in.markInputs(t, c.Args[0], sliceF64)
			y := in.CallFunc(f, xin)[0]
			outs := valuesToNums(y.Elems())
			in.chargeCount(int64(len(outs)), 2*valueSize*int64(len(inputs))+8*int64(t.Len()), "the "+fmtInt(int64(len(outs)))+"×"+fmtInt(int64(len(inputs)))+" Jacobian")
			rows := make([]Value, len(outs))
			for i := range outs {
				seeds := make([]ad.Num, len(outs))
				seeds[i] = ad.Const(1)
				rows[i] = SliceOf(types.Typ[types.Float64], numsToValues(t.Reverse(outs, seeds, inputs)))
			}
			return rows
		}()
		c.Results[0] = in.untrack(Value{R: rows}, matrixF64)
	})
}

func (in *Interp) adHessianFunc(f Value) Value {
	return hostFunc("ad.Hessian", 1, 1, func(c *Call) {
		rows := func() []Value {
			t := in.adBegin()
			defer in.adEnd()
			xin, inputs := in.markInputs(t, c.Args[0], sliceF64)
			_, g := in.adGradAt(f, in.RType(sliceF64), xin)
			gs := valuesToNums(g.Elems())
			n := len(inputs)
			in.chargeCount(int64(n), 2*valueSize*int64(n), "the "+fmtInt(int64(n))+"×"+fmtInt(int64(n))+" Hessian")
			rows := make([]Value, n)
			for i := range rows {
				rows[i] = Value{R: make([]Value, n)}
			}
			for j := 0; j < n; j++ {
				e := make([]ad.Num, n)
				e[j] = ad.Const(1)
				col := t.Forward(inputs, e, gs)
				for i := 0; i < n; i++ {
					rows[i].Elems()[j] = fromNum(col[i])
				}
			}
			return rows
		}()
		c.Results[0] = in.untrack(Value{R: rows}, matrixF64)
	})
}

// adCheck compares reverse mode, forward mode and central differences.
func (in *Interp) adCheck(f, x Value, xt *RType) Value {
	leaves := in.treeLeaves(x, xt.T)
	for _, l := range leaves {
		if tensorOf(l) != nil {
			in.runtimePanic("ad.Check: tensor inputs are not supported yet (the tensor rules are checked by go test ./ad)")
		}
	}
	n := len(leaves)
	_, g := in.adGradAt(f, xt, x)
	rev := in.treeLeaves(g, xt.T)
	fwd := make([]Value, n)
	cen := make([]Value, n)
	var maxErr, maxDiff float64
	for i := 0; i < n; i++ {
		// forward: one sweep per coordinate
		d := func() ad.Num {
			t := in.adBegin()
			defer in.adEnd()
			xin, inputs := in.markInputs(t, x, xt.T)
			y := in.CallFunc(f, xin)[0]
			tans := make([]ad.Num, n)
			tans[i] = ad.Const(1)
			return t.Forward(inputs, tans, []ad.Num{num(y)})[0]
		}()
		fwd[i] = MakeFloat(d.V)
		// central differences
		h := 1e-6 * math.Max(1, math.Abs(leaves[i].Float()))
		at := func(delta float64) float64 {
			vals := make([]Value, n)
			for k := range vals {
				vals[k] = MakeFloat(leaves[k].Float())
			}
			vals[i] = MakeFloat(leaves[i].Float() + delta)
			k := 0
			xv := in.treeMap(x, xt.T, func(Value) Value { v := vals[k]; k++; return v }, nil)
			return in.CallFunc(f, xv)[0].Float()
		}
		cd := (at(h) - at(-h)) / (2 * h)
		cen[i] = MakeFloat(cd)
		r := rev[i].Float()
		maxErr = math.Max(maxErr, math.Abs(r-cd)/math.Max(1, math.Abs(cd)))
		maxDiff = math.Max(maxDiff, math.Abs(r-d.V))
	}
	for i := range rev {
		rev[i].X = 0
	}
	return Value{R: []Value{{R: rev}, {R: fwd}, {R: cen}, MakeFloat(maxErr), MakeFloat(maxDiff)}}
}

// adTypeProblem validates the type arguments of a call into package ad, so
// that Grad of a func(string) float64 is an error at the call.
func adTypeProblem(name string, targs []types.Type) string {
	for i, t := range targs {
		if p := pytreeProblem(t); p != "" {
			param := "X"
			if i == 1 {
				param = "Y"
			}
			return fmt.Sprintf("ad.%s: cannot differentiate with %s = %s: %s", name, param, types.TypeString(t, qualifier), p)
		}
	}
	return ""
}

// GradNorms returns ‖∂y/∂name_t‖ per iteration from the last tape and the
// growth with its verdict (ad.Judge, through ad.View.AnalyzeState).
func (in *Interp) GradNorms(name string) ([]ad.IterNorm, ad.Growth) {
	t := in.ad.last
	if t == nil {
		return nil, ad.Growth{Factor: 1, Verdict: "no gradient yet"}
	}
	norms := t.View().VarNorms(name)
	if len(norms) == 0 {
		msg := "no loop-carried variable " + name + " on the last tape (loop-carried: " + carriedVars(t) + ")"
		if t.Stats().Snapshots > 0 {
			msg += "; loops marked //ad:checkpoint keep no per-iteration marks: remove the mark to see their gradient norms"
		}
		return nil, ad.Growth{Factor: 1, Verdict: msg}
	}
	r := t.View().AnalyzeState([]string{name})
	g := ad.GrowthOf(r.Verdict)
	return norms, g
}

// GradNormsText renders the gradient-norm analysis of one variable for
// the terminal (GradNormsStateText).
func (in *Interp) GradNormsText(name string) string { return in.GradNormsStateText([]string{name}) }

// tapeRef is what an interpreted *ad.Tape refers to: a tape and the
// generation it had, so that a reused tape is detected.
type tapeRef struct {
	t   *ad.Tape
	gen uint64
}
