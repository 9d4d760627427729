package ad

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"gonum.org/v1/gonum/mat"
)

// The loop state as a whole: when a loop carries several variables, the
// gradient that flows back through it is the adjoint of all of them
// together, s_t = (x_t, y_t, ...), and each step multiplies it by the
// transposed Jacobian of the whole state. Per-variable norms of a coupled
// state oscillate (a rotation moves the adjoint between x and y); the
// joint norm and the product of step Jacobians are what grow or shrink.

// StateNorms returns ‖∂y/∂s_t‖ for the joint state s of the named
// variables, per iteration: the root of the sum of each variable's squared
// norm at that iteration (marks matched in tape order, by loop and
// iteration).
func (vw *View) StateNorms(names []string) []IterNorm {
	if len(names) == 1 {
		return vw.VarNorms(names[0])
	}
	type key struct {
		loop uint32
		iter int
		k    int
	}
	sum := map[key]float64{}
	var order []key
	for i, name := range names {
		seen := map[[2]int]int{}
		for _, n := range vw.VarNorms(name) {
			p := [2]int{int(n.Loop), n.Iter}
			k := key{n.Loop, n.Iter, seen[p]}
			seen[p]++
			if _, ok := sum[k]; !ok && i == 0 {
				order = append(order, k)
			}
			sum[k] += n.Norm * n.Norm
		}
	}
	out := make([]IterNorm, 0, len(order))
	for _, k := range order {
		out = append(out, IterNorm{Iter: k.iter, Loop: k.loop, Norm: math.Sqrt(sum[k])})
	}
	return out
}

// StateStep is the Jacobian of one loop step of the joint state,
// J_t = ∂s_t/∂s_{t-1}, with its spectral norm and spectral radius.
type StateStep struct {
	Iter     int
	Loop     uint32
	J        *Tensor // Rows = Cols = the state's dimension
	Norm     float64 // ‖J_t‖₂
	Radius   float64 // max |λ(J_t)|
	Computed bool
}

// MaxStateDim is the largest joint state whose step Jacobians are formed
// as matrices (one forward sweep per column).
const MaxStateDim = 32

// StateSteps forms the step Jacobians of the joint state of names for
// every pair of consecutive iterations of one loop run, when the state
// has at most maxDim components (0: MaxStateDim) and the loop at most
// maxSteps steps (0: no limit). It returns nil when the state is larger,
// or its shape changes between iterations.
func (vw *View) StateSteps(names []string, maxDim, maxSteps int) []StateStep {
	t := (*Tape)(vw)
	if maxDim <= 0 {
		maxDim = MaxStateDim
	}
	type key struct {
		loop uint32
		iter int32
	}
	// The last mark of each variable in each iteration, in tape order.
	var order []key
	marks := map[key][]VarMark{}
	for i, name := range names {
		id := InternName(name)
		r := t.varReader()
		for rec, ok := r.next(); ok; rec, ok = r.next() {
			if rec.name != id {
				continue
			}
			v := t.varMark(rec)
			k := key{v.Loop, v.Iter}
			ms := marks[k]
			if len(ms) < i {
				continue // an earlier variable has no mark here
			}
			if i == 0 && len(ms) > 0 && ms[0].Iter == v.Iter && marks[k] != nil && lastKey(order) != k {
				return nil // the loop ran again (inside an outer loop): iterations repeat
			}
			if len(ms) == i {
				if i == 0 {
					order = append(order, k)
				}
				marks[k] = append(ms, v)
			} else {
				ms[i] = v
			}
		}
	}
	var states []state
	var keys []key
	for _, k := range order {
		ms := marks[k]
		if len(ms) != len(names) {
			continue
		}
		var s state
		for _, v := range ms {
			s.scal = append(s.scal, t.scal(v)...)
			s.tens = append(s.tens, t.tens(v)...)
		}
		states, keys = append(states, s), append(keys, k)
	}
	if len(states) < 2 || (maxSteps > 0 && len(states)-1 > maxSteps) {
		return nil
	}
	n := states[0].dim(t)
	if n == 0 || n > maxDim {
		return nil
	}
	var out []StateStep
	for i := 1; i < len(states); i++ {
		if keys[i].loop != keys[i-1].loop || keys[i].iter != keys[i-1].iter+1 {
			continue
		}
		P, C := states[i-1], states[i]
		if P.dim(t) != n || C.dim(t) != n {
			return nil
		}
		J := t.stepMatrix(P, C, n)
		if J == nil {
			continue
		}
		out = append(out, StateStep{Iter: int(keys[i].iter), Loop: keys[i].loop, J: J, Norm: SpectralNorm(J), Radius: SpectralRadius(J), Computed: true})
	}
	return out
}

func lastKey[K comparable](ks []K) K {
	var z K
	if len(ks) == 0 {
		return z
	}
	return ks[len(ks)-1]
}

// stepMatrix is the Jacobian ∂C/∂P (n×n) by one forward sweep per column
// over the tape segment between the two states.
func (t *Tape) stepMatrix(P, C state, n int) *Tensor {
	pe, ce := P.entries(), C.entries()
	start, _ := minMax(pe)
	_, last := minMax(ce)
	end := int(last) + 1
	if int(start) >= end {
		return nil
	}
	fixed := map[int32]bool{}
	for _, e := range pe {
		fixed[e] = true
	}
	J := make([]float64, n*n)
	e := make([]float64, n)
	for j := 0; j < n; j++ {
		e[j] = 1
		col := t.segJVP(int(start), end, P, C, fixed, e, n)
		e[j] = 0
		for i := 0; i < n && i < len(col); i++ {
			J[i*n+j] = col[i]
		}
	}
	return &Tensor{Rows: n, Cols: n, Data: J}
}

// SpectralRadius is the largest eigenvalue modulus of a square matrix
// (NaN if the eigen-decomposition fails).
func SpectralRadius(x *Tensor) float64 {
	if x.Rows != x.Cols || x.Rows == 0 {
		return math.NaN()
	}
	if x.Rows == 1 {
		return math.Abs(x.Data[0])
	}
	var e mat.Eigen
	if !e.Factorize(mat.NewDense(x.Rows, x.Cols, append([]float64(nil), x.Data...)), mat.EigenNone) {
		return math.NaN()
	}
	r := 0.0
	for _, l := range e.Values(nil) {
		r = math.Max(r, math.Hypot(real(l), imag(l)))
	}
	return r
}

// Lyapunov is the growth of the product of step Jacobians, read backwards
// as the gradient travels: ProductNorms[i] = ‖J_T ⋯ J_{t+1}‖₂ at Iter t
// (1 at the last iteration T), and Factor = ‖J_T ⋯ J_1‖₂^(1/steps), the
// finite-time Lyapunov exponent λ = ln Factor per step.
type Lyapunov struct {
	ProductNorms []IterNorm
	Factor       float64
	Exponent     float64
	Steps        int
}

// LyapunovOf multiplies the steps (consecutive, as StateSteps returns
// them for one loop run) from the last backwards. The product is rescaled
// at every step so that long loops neither overflow nor underflow.
func LyapunovOf(steps []StateStep) (Lyapunov, bool) {
	if len(steps) == 0 {
		return Lyapunov{}, false
	}
	for i := 1; i < len(steps); i++ {
		if steps[i].Loop != steps[0].Loop || steps[i].Iter != steps[i-1].Iter+1 {
			return Lyapunov{}, false // not one run of one loop
		}
	}
	n := steps[0].J.Rows
	P := mat.NewDense(n, n, nil)
	for i := 0; i < n; i++ {
		P.Set(i, i, 1)
	}
	logScale := 0.0
	last := steps[len(steps)-1].Iter
	out := []IterNorm{{Iter: last, Loop: steps[0].Loop, Norm: 1}}
	for i := len(steps) - 1; i >= 0; i-- {
		var Q mat.Dense
		Q.Mul(P, mat.NewDense(n, n, steps[i].J.Data))
		f := SpectralNorm(&Tensor{Rows: n, Cols: n, Data: Q.RawMatrix().Data})
		if f == 0 || math.IsNaN(f) || math.IsInf(f, 0) {
			break
		}
		Q.Scale(1/f, &Q)
		logScale += math.Log(f)
		P = &Q
		out = append(out, IterNorm{Iter: steps[i].Iter - 1, Loop: steps[0].Loop, Norm: math.Exp(logScale)})
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	k := len(out) - 1
	l := Lyapunov{ProductNorms: out, Steps: k, Factor: 1}
	if k > 0 {
		l.Exponent = logScale / float64(k)
		l.Factor = math.Exp(l.Exponent)
	}
	return l, true
}

// StateReport is the gradient-norm analysis of a loop state: the joint
// adjoint norms, the step Jacobians (small states), the Lyapunov growth of
// their product and the verdict.
type StateReport struct {
	Names    []string
	Norms    []IterNorm  // ‖∂y/∂s_t‖ of the joint state
	Steps    []StateStep // J_t, when the state is small enough
	Lyapunov Lyapunov
	HasLyap  bool
	Dim      int
	// Verdict judges the product norms ‖J_T⋯J_{t+1}‖ when the step
	// Jacobians are known for one run of the loop, else the adjoint norms;
	// JudgedOn says which.
	Verdict  Verdict
	JudgedOn string
	// LyapVerdict judges the product norms ‖J_T⋯J_{t+1}‖ (HasLyap).
	LyapVerdict Verdict
	// Others lists the variables the same loops also carry: the named
	// ones are then part of the state, their step Jacobians are blocks of
	// the state's, and neither they nor their product are formed.
	Others []string
}

// stepBudget bounds the forward sweeps (state dimension × steps) spent on
// step Jacobians by AnalyzeState.
const stepBudget = 100000

// AnalyzeState analyses the joint state of the named loop-carried
// variables from the last reverse sweep.
func (vw *View) AnalyzeState(names []string) StateReport {
	r := StateReport{Names: names, Norms: vw.StateNorms(names)}
	r.Others = vw.otherCarried(names)
	steps := len(r.Norms)
	if steps > 1 && len(r.Others) == 0 {
		r.Steps = vw.StateSteps(names, MaxStateDim, stepBudget/MaxStateDim)
	}
	if len(r.Steps) > 0 {
		r.Dim = r.Steps[0].J.Rows
		if r.Dim*len(r.Steps) <= stepBudget {
			r.Lyapunov, r.HasLyap = LyapunovOf(r.Steps)
		}
	}
	// The verdict judges the curve that is drawn, the joint adjoint norms,
	// so that the fitted line passes through the points it describes; the
	// product of the step Jacobians is judged beside it (LyapVerdict). The
	// two agree unless the output is blind to the state's growing
	// directions (then the gradient does not grow, and says so).
	r.Verdict, r.JudgedOn = Judge(r.Norms), "the joint adjoint norms"
	if len(names) == 1 {
		r.JudgedOn = "the adjoint norms"
	}
	if r.HasLyap {
		r.LyapVerdict = Judge(r.Lyapunov.ProductNorms)
	}
	return r
}

// otherCarried lists the variables, other than names, that the loops
// carrying names also carry with a non-zero gradient.
func (vw *View) otherCarried(names []string) []string {
	loops := map[uint32]bool{}
	named := map[string]bool{}
	for _, name := range names {
		named[name] = true
		for _, n := range vw.VarNorms(name) {
			loops[n.Loop] = true
		}
	}
	var out []string
	for _, v := range vw.Vars() {
		if named[v] {
			continue
		}
		for _, n := range vw.VarNorms(v) {
			if loops[n.Loop] && n.Norm != 0 {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// StepsText describes the step Jacobians of the state (a matrix for up
// to 4 components), their spectral norms and radii, the Lyapunov growth of
// their product, and the variables the loop also carries; sname names the
// state in formulas.
func (r StateReport) StepsText(sname string) string {
	var sb strings.Builder
	b := &sb
	if len(r.Others) > 0 {
		fmt.Fprintf(b, "the loop also carries %s: %s is part of its state;\n  :gradnorm %s %s judges the whole state\n",
			strings.Join(r.Others, ", "), strings.Join(r.Names, ", "), strings.Join(r.Names, " "), strings.Join(r.Others, " "))
	}
	if len(r.Steps) == 0 {
		if len(r.Names) > 1 {
			fmt.Fprintf(b, "step Jacobians not formed: the state has more than %d components or changes shape\n", MaxStateDim)
		}
		return sb.String()
	}
	var ns, rs []float64
	for _, s := range r.Steps {
		ns = append(ns, s.Norm)
		rs = append(rs, s.Radius)
	}
	sort.Float64s(ns)
	sort.Float64s(rs)
	last := r.Steps[len(r.Steps)-1]
	jn := fmt.Sprintf("J_t = ∂%s_t/∂%s_{t-1}", sname, sname)
	if r.Dim <= 4 {
		same := true
		for _, s := range r.Steps {
			for k := range s.J.Data {
				same = same && math.Abs(s.J.Data[k]-last.J.Data[k]) <= 1e-12*(1+math.Abs(last.J.Data[k]))
			}
		}
		when := fmt.Sprintf("at t = %d", last.Iter)
		if same {
			when = "at every step"
		}
		fmt.Fprintf(b, "step Jacobian %s (%d×%d) %s:\n", jn, r.Dim, r.Dim, when)
		for i := 0; i < r.Dim; i++ {
			b.WriteString("  [")
			for j := 0; j < r.Dim; j++ {
				fmt.Fprintf(b, " %9.4g", last.J.Data[i*r.Dim+j])
			}
			b.WriteString(" ]\n")
		}
	} else {
		fmt.Fprintf(b, "step Jacobian %s: %d×%d\n", jn, r.Dim, r.Dim)
	}
	fmt.Fprintf(b, "  spectral norm ‖J_t‖₂ over %s: min %.4g, median %.4g, max %.4g\n  spectral radius ρ(J_t): min %.4g, median %.4g, max %.4g\n",
		Plural(len(ns), "step", "steps"), ns[0], ns[len(ns)/2], ns[len(ns)-1], rs[0], rs[len(rs)/2], rs[len(rs)-1])
	if r.HasLyap {
		l := r.Lyapunov
		fmt.Fprintf(b, "finite-time Lyapunov exponent λ = ln‖J_%d⋯J_%d‖₂ / %d = %.4g:\n  ×%.4g per step; product of step Jacobians: %s\n",
			last.Iter, r.Steps[0].Iter, l.Steps, l.Exponent, l.Factor, r.LyapVerdict.Label)
	}
	return sb.String()
}
