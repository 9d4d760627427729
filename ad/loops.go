package ad

import (
	"math"
	"sort"
)

// Loops on the tape. A recorder (the interpreter) marks where each loop
// iteration starts (MarkIter) and ends (MarkLoopEnd), and each assignment
// to a loop-carried variable (MarkVar) with the entries that hold the new
// value. After a reverse sweep, VarNorms gives ‖∂y/∂h_t‖ per iteration t:
// the adjoint of the entries a variable held after its assignment in
// iteration t is exactly the derivative of the output with respect to that
// state.

// VarMark is one assignment to a loop-carried variable.
type VarMark struct {
	Name    string
	Loop    uint32
	Iter    int32
	At      int32 // the tape length when the assignment happened
	off, n  int32 // its entries in Tape.varEntries
	Tensors []int32
}

// MarkLoopEnd records that the innermost loop (id loop) ended.
func (t *Tape) MarkLoopEnd(loop uint32, depth int) {
	t.iters = append(t.iters, IterMark{Entry: int32(len(t.val)), Loop: loop, Iter: -1, Depth: int32(depth)})
}

// MarkVar records an assignment of variable name in iteration iter of loop;
// entries are the tape entries now holding its float leaves (untracked
// leaves are -1 and ignored).
func (t *Tape) MarkVar(name string, loop uint32, iter int, entries []int32) {
	off := int32(len(t.varEntries))
	n := int32(0)
	for _, e := range entries {
		if e >= 0 {
			t.varEntries = append(t.varEntries, e)
			n++
		}
	}
	t.vars = append(t.vars, VarMark{Name: name, Loop: loop, Iter: int32(iter), At: int32(len(t.val)), off: off, n: n})
}

// MarkVarT is MarkVar for a variable holding tensors too.
func (t *Tape) MarkVarT(name string, loop uint32, iter int, entries, tensors []int32) {
	t.MarkVar(name, loop, iter, entries)
	if len(tensors) > 0 {
		t.vars[len(t.vars)-1].Tensors = tensors
	}
}

// Vars lists the names of the marked loop-carried variables, sorted.
func (t *Tape) Vars() []string {
	seen := map[string]bool{}
	var names []string
	for _, v := range t.vars {
		if !seen[v.Name] {
			seen[v.Name] = true
			names = append(names, v.Name)
		}
	}
	sort.Strings(names)
	return names
}

// IterNorm is the adjoint norm of a loop-carried variable after one iteration.
type IterNorm struct {
	Iter int
	Norm float64
	Loop uint32
}

// VarNorms returns ‖∂y/∂name_t‖ for every marked assignment of name, in
// iteration order, from the adjoints of the last reverse sweep. When a
// variable is assigned several times in one iteration, the last assignment
// counts (it is the state carried into the next iteration).
func (t *Tape) VarNorms(name string) []IterNorm {
	var out []IterNorm
	for _, v := range t.vars {
		if v.Name != name {
			continue
		}
		sum := 0.0
		for _, e := range t.varEntries[v.off : v.off+v.n] {
			if j := int(e) - t.adjStart; t.adj != nil && j >= 0 && j < len(t.adj) {
				a := t.adj[j]
				sum += a * a
			}
		}
		for _, e := range v.Tensors {
			sum += t.tensorAdjNorm2(int(e))
		}
		n := IterNorm{Iter: int(v.Iter), Norm: math.Sqrt(sum), Loop: v.Loop}
		if k := len(out); k > 0 && out[k-1].Iter == n.Iter && out[k-1].Loop == n.Loop {
			out[k-1] = n
			continue
		}
		out = append(out, n)
	}
	return out
}

// tensorAdjNorm2 is the squared norm of a tensor entry's adjoint (tensors.go
// fills this in; scalar-only tapes have none).
var tensorAdjNorm2Hook func(t *Tape, e int) float64

func (t *Tape) tensorAdjNorm2(e int) float64 {
	if tensorAdjNorm2Hook == nil {
		return 0
	}
	return tensorAdjNorm2Hook(t, e)
}

// Growth summarises how a gradient norm evolves backwards through a loop.
type Growth struct {
	Factor  float64 // fitted ‖g_{t-1}‖ / ‖g_t‖ per step (backwards in time)
	Verdict string  // "vanishing", "stable" or "exploding"
	Steps   int
}

// FitGrowth fits log ‖g_t‖ = a + b·t by least squares over the non-zero
// norms; the per-step growth backwards is exp(-b). Over the fitted window a
// total change beyond a factor of 10 (either way) is a verdict of vanishing or
// exploding; otherwise stable.
func FitGrowth(norms []IterNorm) Growth {
	var xs, ys []float64
	for _, n := range norms {
		if n.Norm > 0 && !math.IsInf(n.Norm, 0) && !math.IsNaN(n.Norm) {
			xs = append(xs, float64(n.Iter))
			ys = append(ys, math.Log(n.Norm))
		}
	}
	g := Growth{Factor: 1, Verdict: "stable", Steps: len(xs)}
	if len(xs) < 2 {
		return g
	}
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= float64(len(xs))
	my /= float64(len(xs))
	var sxy, sxx float64
	for i := range xs {
		sxy += (xs[i] - mx) * (ys[i] - my)
		sxx += (xs[i] - mx) * (xs[i] - mx)
	}
	if sxx == 0 {
		return g
	}
	b := sxy / sxx
	g.Factor = math.Exp(-b)
	span := xs[len(xs)-1] - xs[0]
	total := math.Abs(b) * span // log of the total change over the window
	switch {
	case total > math.Ln10 && g.Factor < 1:
		g.Verdict = "vanishing"
	case total > math.Ln10 && g.Factor > 1:
		g.Verdict = "exploding"
	}
	return g
}

// IterOf returns, for entry i, the loop iterations it was recorded in, from
// the outermost loop inwards (nil outside loops).
func (t *Tape) IterOf(i int) []IterMark {
	var stack []IterMark
	for _, m := range t.iters {
		if int(m.Entry) > i {
			break
		}
		if m.Iter < 0 {
			// loop end: pop that loop
			for len(stack) > 0 && stack[len(stack)-1].Loop != m.Loop {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if n := len(stack); n > 0 && stack[n-1].Loop == m.Loop {
			stack[n-1] = m
			continue
		}
		// a new loop nested inside (or after the end of a previous one)
		for len(stack) > 0 && stack[len(stack)-1].Depth >= m.Depth {
			stack = stack[:len(stack)-1]
		}
		stack = append(stack, m)
	}
	return stack
}

// RecurrentMatrix returns the matrix multiplied most often by MatVec or
// MatMul on the tape (the W of a recurrence h = f(W·h + ...)), with how
// many times it was used; nil if no matrix is used twice.
func (t *Tape) RecurrentMatrix() (*Tensor, int) {
	counts := map[int32]int{}
	for i, op := range t.op {
		if op == OpTMatVec || op == OpTMatMul {
			counts[t.a[i]]++
		}
	}
	best, n := int32(-1), 1
	for e, c := range counts {
		if c > n || c == n && e < best {
			best, n = e, c
		}
	}
	if best < 0 {
		return nil, 0
	}
	return t.tensorValue(best), n
}
