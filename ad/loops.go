package ad

import (
	"math"
	"sort"
	"sync"
)

// Loops on the tape. A recorder (the interpreter) marks where each loop
// iteration starts (MarkIter) and ends (MarkLoopEnd), and each assignment
// to a loop-carried variable (MarkVar) with the entries that hold the new
// value. After a reverse sweep, VarNorms gives ‖∂y/∂h_t‖ per iteration t:
// the adjoint of the entries a variable held after its assignment in
// iteration t is exactly the derivative of the output with respect to that
// state.

// VarMark is one assignment to a loop-carried variable, as read back from
// the tape.
type VarMark struct {
	Name     uint32 // interned: VarName gives the string
	Loop     uint32
	Iter     int32
	one      int32 // the entry of a one-float assignment (ext false); -1 if untracked
	onet     bool  // one is a tensor entry (the assignment of one tensor)
	ext      bool  // the entries are in Tape.varEntries:
	off, n   int32 // its scalar entries there
	toff, tn int32 // its tensor entries there
}

// varRec is a variable mark as pushVar packs it (marks.go): usually one
// word, so that marking every loop-carried variable of a long loop stays
// cheap. The common assignments (one float, one tensor) hold their entry;
// others refer to a varExt.
type varRec struct {
	name, loop uint32
	iter       int32
	e          int32 // the entry (-1: untracked), or -(k+2): varExt k
	tens       bool  // e is a tensor entry
}

// varExt lists the entries of an assignment that is not one float.
type varExt struct{ off, n, toff, tn int32 }

// varMark expands variable mark r.
func (t *Tape) varMark(r varRec) VarMark {
	v := VarMark{Name: r.name, Loop: r.loop, Iter: r.iter, one: r.e, onet: r.tens}
	if r.e < -1 {
		x := t.varExt[-r.e-2]
		v = VarMark{Name: r.name, Loop: r.loop, Iter: r.iter, one: -1, ext: true, off: x.off, n: x.n, toff: x.toff, tn: x.tn}
	}
	return v
}

// scal is the scalar entries of v.
func (t *Tape) scal(v VarMark) []int32 {
	if v.ext {
		return t.varEntries[v.off : v.off+v.n]
	}
	if v.one >= 0 && !v.onet {
		return []int32{v.one}
	}
	return nil
}

// tens is the tensor entries of v.
func (t *Tape) tens(v VarMark) []int32 {
	if v.ext {
		return t.varEntries[v.toff : v.toff+v.tn]
	}
	if v.onet {
		return []int32{v.one}
	}
	return nil
}

var (
	namesMu sync.Mutex
	names   []string
	nameIDs = map[string]uint32{}
)

// InternName returns the id of a variable name (stable for the process).
func InternName(name string) uint32 {
	namesMu.Lock()
	defer namesMu.Unlock()
	id, ok := nameIDs[name]
	if !ok {
		id = uint32(len(names))
		names = append(names, name)
		nameIDs[name] = id
	}
	return id
}

// VarName is the name of an interned id.
func VarName(id uint32) string {
	namesMu.Lock()
	defer namesMu.Unlock()
	return names[id]
}

// MarkVar1 records an assignment of a float64 variable (id from
// InternName) held by entry e: the fast path of MarkVar, called once per
// assignment in differentiated loops.
func (rc *Recorder) MarkVar1(name uint32, loop uint32, iter int, e int32) {
	t := (*Tape)(rc)
	t.markVar1(name, loop, int32(iter), max(e, -1))
}

// markVar1 is pushVar for a one-float mark (e >= -1), with the one-word
// case of varCode.short, note and wordList.push in one place: a
// differentiated loop calls it once per loop-carried float and iteration.
func (t *Tape) markVar1(name, loop uint32, iter, e int32) {
	c, s := &t.vcode, varSlot(loop)
	p := &c.last[s]
	di, de := uint32(iter-p.iter), uint32(e-c.e)+varDeltaOff
	if c.valid&(1<<s) != 0 && c.eok && p.loop == loop && di <= 1 && name < 1<<varNameBits && e >= 0 && de-1 < 2*varDeltaOff-1 {
		w, l := markShort|s<<29|di<<28|name<<16|de, &t.vars
		if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
			l.w[j] = w
			l.n++
		} else {
			l.pushSlow(t, w)
		}
		p.name, p.iter, p.e, p.tens, c.e = name, iter, e, false, e
		return
	}
	t.pushVar(varRec{name: name, loop: loop, iter: iter, e: e})
}

// MarkLoopEnd records that the innermost loop (id loop) ended.
func (rc *Recorder) MarkLoopEnd(loop uint32, depth int) {
	t := (*Tape)(rc)
	t.pushIter(IterMark{Entry: int32(t.n), Loop: loop, Iter: -1, Depth: int32(depth)})
}

// MarkVar records an assignment of variable name in iteration iter of loop;
// entries are the tape entries now holding its float leaves (untracked
// leaves are -1 and ignored).
func (rc *Recorder) MarkVar(name string, loop uint32, iter int, entries []int32) {
	t := (*Tape)(rc)
	t.Recorder().MarkVarT(name, loop, iter, entries, nil)
}

// MarkVarT is MarkVar for a variable holding tensors too.
func (rc *Recorder) MarkVarT(name string, loop uint32, iter int, entries, tensors []int32) {
	t := (*Tape)(rc)
	t.Recorder().MarkVarID(InternName(name), loop, iter, entries, tensors)
}

// MarkVarID is MarkVarT with an interned name.
func (rc *Recorder) MarkVarID(name uint32, loop uint32, iter int, entries, tensors []int32) {
	t := (*Tape)(rc)
	if len(tensors) == 0 {
		// At most one tracked float (a float variable, or a struct with
		// one tracked field) reads back the same from a one-float mark.
		one, k := int32(-1), 0
		for _, e := range entries {
			if e >= 0 {
				one = e
				k++
			}
		}
		if k <= 1 {
			t.pushVar(varRec{name: name, loop: loop, iter: int32(iter), e: one})
			return
		}
	}
	if len(tensors) == 1 && tensors[0] >= 0 && name < 1<<30 {
		// One tensor and no tracked float: a one-tensor mark.
		tracked := false
		for _, e := range entries {
			tracked = tracked || e >= 0
		}
		if !tracked {
			t.pushVar(varRec{name: name, loop: loop, iter: int32(iter), e: tensors[0], tens: true})
			return
		}
	}
	// A slice carried by a loop is marked whole every iteration: the
	// entries grow with the square of the iterations, and their doubling
	// is charged like the tape's own growth (a gradient of a loop that
	// appends for ever ended in Go's fatal out-of-memory).
	if need := len(t.varEntries) + len(entries) + len(tensors); need > cap(t.varEntries) && t.Grow != nil {
		t.Grow(int64(max(need, 2*cap(t.varEntries))) * 4)
	}
	x := varExt{off: int32(len(t.varEntries))}
	for _, e := range entries {
		if e >= 0 {
			t.varEntries = append(t.varEntries, e)
			x.n++
		}
	}
	x.toff = int32(len(t.varEntries))
	for _, e := range tensors {
		t.varEntries = append(t.varEntries, e)
		x.tn++
	}
	t.varExt = append(t.varExt, x)
	t.pushVar(varRec{name: name, loop: loop, iter: int32(iter), e: -int32(len(t.varExt)) - 1})
}

// Vars lists the names of the marked loop-carried variables, sorted.
func (vw *View) Vars() []string {
	t := (*Tape)(vw)
	seen := map[uint32]bool{}
	var out []string
	r := t.varReader()
	for v, ok := r.next(); ok; v, ok = r.next() {
		if !seen[v.name] {
			seen[v.name] = true
			out = append(out, VarName(v.name))
		}
	}
	sort.Strings(out)
	return out
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
func (vw *View) VarNorms(name string) []IterNorm {
	t := (*Tape)(vw)
	var out []IterNorm
	id := InternName(name)
	t.materialize()
	adj := func(e int32) float64 {
		if j := int(e) - t.adjStart; t.adj != nil && j >= 0 && j < len(t.adj) {
			return t.adj[j]
		}
		return 0
	}
	r := t.varReader()
	for rec, ok := r.next(); ok; rec, ok = r.next() {
		if rec.name != id {
			continue
		}
		v := t.varMark(rec)
		sum := 0.0
		if !v.ext {
			if v.onet {
				sum = t.tensorAdjNorm2(int(v.one))
			} else if v.one >= 0 {
				a := adj(v.one)
				sum = a * a
			}
		} else {
			for _, e := range t.varEntries[v.off : v.off+v.n] {
				a := adj(e)
				sum += a * a
			}
			for _, e := range t.varEntries[v.toff : v.toff+v.tn] {
				sum += t.tensorAdjNorm2(int(e))
			}
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
	Verdict string  // Judge's label, or its whole sentence when mixed or split
	Steps   int
	Judged  Verdict // the judgement the verdict comes from
}

// FitGrowth judges norms (Judge) and summarises the verdict: its label
// ("vanishing", "stable", "exploding", "undetermined"), or the sentence
// of a curve whose two pieces differ ("mixed: exploding ×1.48 per step for
// t < 21, vanishing ×0.425 after").
func FitGrowth(norms []IterNorm) Growth {
	v := Judge(norms)
	return GrowthOf(v)
}

// GrowthOf summarises a verdict as FitGrowth does.
func GrowthOf(v Verdict) Growth {
	g := Growth{Factor: v.Factor, Verdict: v.Label, Steps: v.Points, Judged: v}
	if v.Label == "mixed" {
		g.Verdict = v.String()
	}
	return g
}

// The per-step growth factors beyond which a rate changes the gradient
// tenfold within GrowthHorizon steps: the verdict thresholds of a loop of
// up to GrowthHorizon steps (longer loops have tighter ones, see Judge).
var (
	GrowthVanishing = math.Pow(10, -1.0/GrowthHorizon)
	GrowthExploding = math.Pow(10, 1.0/GrowthHorizon)
)

// IterOf returns, for entry i, the loop iterations it was recorded in, from
// the outermost loop inwards (nil outside loops).
func (vw *View) IterOf(i int) []IterMark {
	t := (*Tape)(vw)
	var stack []IterMark
	r := t.iterReader()
	for m, ok := r.next(); ok; m, ok = r.next() {
		if int(m.Entry) > i {
			break
		}
		stack = enterIter(stack, m)
	}
	return stack
}

// WalkIters calls f for every entry in [0, n) with the loop iterations the
// entry was recorded in, outermost first: IterOf for all entries in one
// pass. The stack passed to f is reused: copy it to keep it.
func (vw *View) WalkIters(n int, f func(i int, stack []IterMark)) {
	t := (*Tape)(vw)
	var stack []IterMark
	r := t.iterReader()
	m, more := r.next()
	for i := 0; i < n; i++ {
		for ; more && int(m.Entry) <= i; m, more = r.next() {
			stack = enterIter(stack, m)
		}
		f(i, stack)
	}
}

// enterIter updates the stack of enclosing iterations with iteration mark m.
func enterIter(stack []IterMark, m IterMark) []IterMark {
	if m.Iter < 0 {
		// loop end: pop that loop
		for len(stack) > 0 && stack[len(stack)-1].Loop != m.Loop {
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 {
			stack = stack[:len(stack)-1]
		}
		return stack
	}
	if n := len(stack); n > 0 && stack[n-1].Loop == m.Loop {
		stack[n-1] = m
		return stack
	}
	// a new loop nested inside (or after the end of a previous one)
	for len(stack) > 0 && stack[len(stack)-1].Depth >= m.Depth {
		stack = stack[:len(stack)-1]
	}
	return append(stack, m)
}

// RecurrentMatrix returns the matrix multiplied most often by MatVec or
// MatMul on the tape (the W of a recurrence h = f(W·h + ...)), with how
// many times it was used; nil if no matrix is used twice.
func (vw *View) RecurrentMatrix() (*Tensor, int) {
	t := (*Tape)(vw)
	// A recurrent matrix maps the state to a state of the same size: count
	// square matrices only.
	// Inputs (x_t) are recorded as input entries; the state is computed,
	// so only products with a computed operand count.
	counts := map[int32]int{}
	for i := range t.n {
		if op := t.opAt(i); op == OpTMatVec || op == OpTMatMul {
			a, b := t.aAt(i), t.bAt(i)
			if m := t.tensorValue(a); m.Rows == m.Cols && b >= 0 && t.opAt(int(b)) != OpTInput {
				counts[a]++
			}
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
	uses := 0
	for i := range t.n {
		if op := t.opAt(i); (op == OpTMatVec || op == OpTMatMul) && t.aAt(i) == best {
			uses++
		}
	}
	return t.tensorValue(best), uses
}
