package ad

import (
	"math"
	"math/rand"
)

// StepJacobianNorms estimates, for each iteration t of loop-carried
// variable name, the spectral norm of the one-step Jacobian ∂h_t/∂h_{t-1}
// by power iteration: Jacobian-vector products by forward sweeps and
// vector-Jacobian products by reverse sweeps over the tape segment between
// the two assignments. At most maxSteps iterations are evaluated (evenly
// spaced); 0 means all. The estimate is exact (to the iteration's
// convergence) when the components of h_{t-1} are computed independently
// of each other, as in h = f(W·h + ...).
func (vw *View) StepJacobianNorms(name string, maxSteps int) []IterNorm {
	t := (*Tape)(vw)
	var marks []VarMark
	id := InternName(name)
	r := t.varReader()
	for rec, ok := r.next(); ok; rec, ok = r.next() {
		if rec.name == id {
			v := t.varMark(rec)
			if k := len(marks); k > 0 && marks[k-1].Iter == v.Iter && marks[k-1].Loop == v.Loop {
				marks[k-1] = v
				continue
			}
			marks = append(marks, v)
		}
	}
	var pairs [][2]VarMark
	for k := 1; k < len(marks); k++ {
		if marks[k].Loop == marks[k-1].Loop && marks[k].Iter == marks[k-1].Iter+1 {
			pairs = append(pairs, [2]VarMark{marks[k-1], marks[k]})
		}
	}
	if maxSteps > 0 && len(pairs) > maxSteps {
		var sel [][2]VarMark
		for k := 0; k < maxSteps; k++ {
			sel = append(sel, pairs[k*(len(pairs)-1)/(maxSteps-1)])
		}
		pairs = sel
	}
	var out []IterNorm
	for _, p := range pairs {
		out = append(out, IterNorm{Iter: int(p[1].Iter), Loop: p[1].Loop, Norm: t.stepNorm(p[0], p[1])})
	}
	return out
}

// state lists the entries of one assignment: scalars and tensors.
type state struct {
	scal []int32
	tens []int32
}

func (t *Tape) stateOf(v VarMark) state {
	return state{scal: t.scal(v), tens: t.tens(v)}
}

func (s state) dim(t *Tape) int {
	n := len(s.scal)
	for _, e := range s.tens {
		n += len(t.tensorValue(e).Data)
	}
	return n
}

func (s state) entries() []int32 { return append(append([]int32(nil), s.scal...), s.tens...) }

func minMax(es []int32) (int32, int32) {
	lo, hi := int32(math.MaxInt32), int32(-1)
	for _, e := range es {
		lo = min(lo, e)
		hi = max(hi, e)
	}
	return lo, hi
}

// stepNorm runs the power iteration for one step prev → cur.
func (t *Tape) stepNorm(prev, cur VarMark) float64 {
	P, C := t.stateOf(prev), t.stateOf(cur)
	n, m := P.dim(t), C.dim(t)
	if n == 0 || m == 0 {
		return 0
	}
	pe, ce := P.entries(), C.entries()
	start, _ := minMax(pe)
	_, last := minMax(ce)
	end := int(last) + 1
	if int(start) >= end {
		return 0
	}
	fixed := map[int32]bool{}
	for _, e := range pe {
		fixed[e] = true
	}
	if n <= 128 {
		// Small states: the whole Jacobian, one forward sweep per column,
		// then an SVD.
		J := make([]float64, m*n)
		e := make([]float64, n)
		for j := 0; j < n; j++ {
			e[j] = 1
			col := t.segJVP(int(start), end, P, C, fixed, e, m)
			e[j] = 0
			for i := 0; i < m; i++ {
				J[i*n+j] = col[i]
			}
		}
		return SpectralNorm(&Tensor{Rows: m, Cols: n, Data: J})
	}
	r := rand.New(rand.NewSource(1))
	v := make([]float64, n)
	for i := range v {
		v[i] = r.NormFloat64()
	}
	normalize(v)
	sigma := 0.0
	for it := 0; it < 200; it++ {
		u := t.segJVP(int(start), end, P, C, fixed, v, m)
		w := t.segVJP(int(start), end, P, C, fixed, u)
		s := math.Sqrt(norm(w))
		if s == 0 {
			return 0
		}
		copy(v, w)
		normalize(v)
		if math.Abs(s-sigma) <= 1e-10*s {
			sigma = s
			break
		}
		sigma = s
	}
	return sigma
}

func norm(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += v * v
	}
	return math.Sqrt(s)
}

func normalize(x []float64) {
	if n := norm(x); n > 0 {
		for i := range x {
			x[i] /= n
		}
	}
}

// segJVP pushes a tangent of the previous state (v, flattened: scalars then
// tensors) through entries [start, end) and returns the tangent of the
// current state (flattened).
func (t *Tape) segJVP(start, end int, P, C state, fixed map[int32]bool, v []float64, m int) []float64 {
	tan := make([]float64, end-start)
	tt := map[int32][]float64{}
	k := 0
	for _, e := range P.scal {
		tan[int(e)-start] = v[k]
		k++
	}
	for _, e := range P.tens {
		d := len(t.tensorValue(e).Data)
		tt[e] = append([]float64(nil), v[k:k+d]...)
		k += d
	}
	t.zr = t.zr[:0]
	for i := start; i < end; i++ {
		if fixed[int32(i)] {
			continue
		}
		if t.opAt(i) >= OpTInput {
			t.forwardTensor(i, tan, start, tt)
			continue
		}
		t.forwardScalar(i, tan, start)
	}
	out := make([]float64, 0, m)
	for _, e := range C.scal {
		out = append(out, tan[int(e)-start])
	}
	for _, e := range C.tens {
		d := tt[e]
		if d == nil {
			d = make([]float64, len(t.tensorValue(e).Data))
		}
		out = append(out, d...)
	}
	return out
}

// segVJP pulls a cotangent of the current state back through [start, end)
// to the previous state.
func (t *Tape) segVJP(start, end int, P, C state, fixed map[int32]bool, u []float64) []float64 {
	adj := make([]float64, end-start)
	tadj := map[int32][]float64{}
	k := 0
	for _, e := range C.scal {
		adj[int(e)-start] += u[k]
		k++
	}
	for _, e := range C.tens {
		d := len(t.tensorValue(e).Data)
		addInto(t.tgrad(tadj, e), u[k:k+d])
		k += d
	}
	t.zr = t.zr[:0]
	for i := end - 1; i >= start; i-- {
		if fixed[int32(i)] {
			continue // the previous state is where the pull-back stops
		}
		if t.opAt(i) >= OpTInput {
			t.reverseTensor(i, adj, start, tadj)
			continue
		}
		if g := adj[i-start]; g != 0 {
			t.reverseScalar(i, g, adj, start)
		}
	}
	out := make([]float64, 0)
	for _, e := range P.scal {
		out = append(out, adj[int(e)-start])
	}
	for _, e := range P.tens {
		d := tadj[e]
		if d == nil {
			d = make([]float64, len(t.tensorValue(e).Data))
		}
		out = append(out, d...)
	}
	return out
}

// AlignSteps matches step Jacobian norms (StepJacobianNorms) to the rows of
// norms (VarNorms) in tape order: the result has one value per row, the
// norm of the step into it, NaN where there is none (a loop's first
// iteration, or a step the sampling left out). Matching by iteration
// number alone would mix up the runs of a loop inside an outer loop.
func AlignSteps(norms, steps []IterNorm) []float64 {
	out := make([]float64, len(norms))
	k := 0
	for i, n := range norms {
		out[i] = math.NaN()
		if k < len(steps) && steps[k].Iter == n.Iter && steps[k].Loop == n.Loop && i > 0 && norms[i-1].Iter == n.Iter-1 {
			out[i] = steps[k].Norm
			k++
		}
	}
	return out
}
