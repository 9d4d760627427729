package ad

import (
	"errors"
	"math"
	"unsafe"
)

// ErrNestedTensor reports a nested (higher-order) sweep through tensor ops.
var ErrNestedTensor = errors.New("ad: higher-order derivatives through tensor operations are not supported yet (differentiate scalar code, or take first derivatives of tensor code)")

// SeedTensors adds tensor outputs and their seeds (adjoints for Reverse,
// tangents for Forward) to the next sweep.
func (rc *Recorder) SeedTensors(xs []*Tensor, seeds [][]float64) {
	t := (*Tape)(rc)
	t.seedT = append(t.seedT, xs...)
	t.seedTV = append(t.seedTV, seeds...)
}

// Adjoint is the adjoint of n from the last (outermost) reverse sweep.
func (t *Tape) Adjoint(n Num) float64 {
	t.materialize()
	if i := int(t.index(n)) - t.adjStart; t.adj != nil && i >= 0 && i < len(t.adj) {
		return t.adj[i]
	}
	return 0
}

// Tangent is the tangent of n from the last forward sweep.
func (t *Tape) Tangent(n Num) float64 {
	if i := int(t.index(n)) - t.tanStart; t.tan != nil && i >= 0 && i < len(t.tan) {
		return t.tan[i]
	}
	return 0
}

// TensorTangent is the tangent of tensor x from the last forward sweep (nil if zero).
func (ts *Tensors) TensorTangent(x *Tensor) []float64 {
	t := (*Tape)(ts)
	if i := t.tindex(x); i >= 0 {
		return t.ttan[i]
	}
	return nil
}

// ErrReleased is returned when a released tape is swept again.
var ErrReleased = errors.New("ad: the tape was released after its reverse pass; record again (or use a persistent tape) to sweep it")

// operand returns input reference r of an entry as a Num: the tracked
// entry, or the constant.
func (t *Tape) operand(r int32) Num {
	switch {
	case r >= 0:
		return t.View().At(int(r))
	case r == -1:
		return Num{}
	}
	return Const(t.consts[-r-2])
}

// Reverse sweeps the innermost level backwards. outs are tracked outputs
// with their seeds (the adjoints to start from); the result holds the
// adjoint of each of wrt (inputs of the level, from Input). When levels are
// nested, the sweep's arithmetic is recorded and the adjoints are tracked
// Nums that outer levels differentiate further.
func (t *Tape) Reverse(outs, seeds, wrt []Num) []Num {
	rc := t.Recorder()
	return rc.ReverseRange(int(t.levels[len(t.levels)-1].start), t.n, rc.Nested(), outs, seeds, wrt)
}

// ReverseRange sweeps entries [start, end) backwards; with record set, the
// sweep's arithmetic is recorded (for an enclosing level).
func (rc *Recorder) ReverseRange(start, end int, record bool, outs, seeds, wrt []Num) []Num {
	t := (*Tape)(rc)
	if t.released {
		panic(ErrReleased)
	}
	if !record && t.useBlocks(start, end, outs, wrt) {
		return t.reverseBlocks(start, end, outs, seeds, wrt)
	}
	res := make([]Num, len(wrt))
	if !record {
		adj := t.adjBuffer(end - start)
		t.zr = t.zr[:0]
		t.tadj = map[int32][]float64{}
		any := false
		for k, o := range outs {
			if i := int(t.index(o)); i >= start {
				adj[i-start] += seeds[k].V
				any = true
			}
		}
		for k, o := range t.seedT {
			if i := t.tindex(o); int(i) >= start {
				addInto(t.tgrad(t.tadj, i), t.seedTV[k])
				any = true
			}
		}
		t.seedT, t.seedTV = nil, nil
		if any {
			t.ckSweep = sweepState{adj: adj, start: start}
			t.notePeakSweep(end - start)
			t.reverseFloat(adj, start, start, end)
			if g := t.ckSweep.adj; unsafe.SliceData(g) != unsafe.SliceData(t.adjBuf) {
				// A checkpointed loop grew the array (on the heap); the
				// sweep is over, so nothing points into the old one.
				t.off.release(unsafe.Pointer(unsafe.SliceData(t.adjBuf)))
				t.adjBuf = g
			}
			adj = t.adjBuf[:end-start]
			t.ckSweep = sweepState{}
		}
		t.adj, t.adjStart = adj, start
		t.noteSweep(start, end, outs, seeds, wrt)
		for k, w := range wrt {
			if i := int(t.index(w)); i >= start {
				res[k] = Const(adj[i-start])
			}
		}
		return res
	}
	adj := make([]Num, end-start)
	for k, o := range outs {
		if i := int(t.index(o)); i >= start {
			adj[i-start] = t.Add(adj[i-start], seeds[k])
		}
	}
	t.reverseNum(adj, start, end)
	for k, w := range wrt {
		if i := int(t.index(w)); i >= start {
			res[k] = adj[i-start]
		}
	}
	return res
}

// reverseFloat sweeps entries [lo, hi) backwards; adj holds the adjoints
// of entries from start on. It walks the chunks from the last, reading each
// chunk's arrays directly: the loop body is a switch on the opcode, with the
// commonest ops inline. A checkpointed loop's last output calls back into
// the recorder, which appends entries and may grow the adjoint array, so
// the locals are reloaded after it.
func (t *Tape) reverseFloat(adj []float64, start, lo, hi int) {
	s32 := int32(start)
	anomaly := t.Anomaly
chunks:
	for hi > lo {
		k := (hi - 1) >> chunkBits
		base := k << chunkBits
		jlo := max(lo-base, 0)
		// The chunk's entries [jlo, n) and their adjoints, as slices of
		// one length indexed alike (so without bounds checks); vals is
		// the chunk's values from its start, for operands in the chunk.
		n := hi - base
		c := &t.ch[k]
		ops := c.op[jlo:n]
		as, bs, gs := c.a[jlo:n][:len(ops)], c.b[jlo:n][:len(ops)], adj[base+jlo-start:][:len(ops)]
		vals := c.val[:n]
		base32 := int32(base)
		for j := len(ops) - 1; j >= 0; j-- {
			op := ops[j]
			if op >= OpCkptIn {
				e := base + jlo + j
				if op == OpCkptOut {
					if t.ckptReverse(e) {
						// It recorded (and swept) a step after the tape's
						// end: the adjoint array and the chunks may have
						// moved or grown, so the slices are taken again
						// (which keeps them fixed within the loop below,
						// and its indexing free of bounds checks).
						adj = t.ckSweep.adj
						hi = e
						continue chunks
					}
					continue
				}
				if op >= OpTInput {
					t.reverseTensor(e, adj, start, t.tadj)
					continue
				}
			}
			g := gs[j]
			if g == 0 && !t.zeroAt(base+jlo+j-start) {
				continue // not reached from a seeded output
			}
			if anomaly && (math.IsNaN(g) || math.IsInf(g, 0)) {
				panic(&AnomalyError{Entry: base + jlo + j, Op: op, Pos: c.pos[jlo+j], Value: g, Adjoint: true})
			}
			a, b := as[j], bs[j]
			// The commonest ops inline, each computing exactly what
			// reverseScalar computes (g times the partial of rules.go),
			// so that the bits do not depend on the path taken.
			switch op {
			case OpInput, OpCopy, OpCkptIn:
				// An input is a leaf for its own level (its source precedes
				// the level's start) and a copy for enclosing levels.
				if a >= s32 {
					t.addAdj(adj, a-s32, g)
				}
			case OpAdd:
				if a >= s32 {
					t.addAdj(adj, a-s32, g)
				}
				if b >= s32 {
					t.addAdj(adj, b-s32, g)
				}
			case OpSub:
				if a >= s32 {
					t.addAdj(adj, a-s32, g)
				}
				if b >= s32 {
					t.addAdj(adj, b-s32, -g)
				}
			case OpMul:
				va, vb := t.valueNear(a, base32, vals), t.valueNear(b, base32, vals)
				if a >= s32 {
					t.addAdj(adj, a-s32, g*vb)
				}
				if b >= s32 {
					t.addAdj(adj, b-s32, g*va)
				}
			case OpSin:
				if a >= s32 {
					t.addAdj(adj, a-s32, g*math.Cos(t.valueNear(a, base32, vals)))
				}
			case OpCos:
				if a >= s32 {
					t.addAdj(adj, a-s32, g*-math.Sin(t.valueNear(a, base32, vals)))
				}
			case OpExp:
				if a >= s32 {
					t.addAdj(adj, a-s32, g*vals[jlo+j])
				}
			case OpTanh:
				if a >= s32 {
					t.addAdj(adj, a-s32, g*tanhPrime(t.valueNear(a, base32, vals), vals[jlo+j]))
				}
			default:
				t.reverseScalar(base+jlo+j, g, adj, start)
			}
		}
		hi = base
	}
}

// valueNear is value(r) for the sweep of the chunk starting at entry base,
// whose values are vals: an operand recorded in the same chunk (most of
// them) is read from there without finding its chunk.
func (t *Tape) valueNear(r, base int32, vals []float64) float64 {
	if d := uint(uint32(r - base)); d < uint(len(vals)) {
		return vals[d]
	}
	return t.value(r)
}

// adjMapMin is the size from which the adjoint array is mapped: one huge
// page of adjoints.
const adjMapMin = 1 << 18

// adjBuffer returns n zeroed adjoints. The array is the tape's own and is
// reused by every float sweep (and across Reset), so that a training loop
// allocates its adjoints once; t.adj, the last sweep's adjoints kept for
// inspection, is the same array, replaced by each sweep as before.
//
// A large array is mapped outside the Go heap like the chunks
// (offheap.go); the one it replaces is unmapped at once when no sweep is
// under way (a sweep interrupted by a panic may have left one whose locals
// still point there: then it waits for the tape's cleanup).
func (t *Tape) adjBuffer(n int) []float64 {
	t.adjLazy = nil // the sweep about to run replaces the one described there
	if cap(t.adjBuf) < n {
		old := t.adjBuf
		t.adj, t.adjBuf = nil, nil
		if cap(old) > 0 && t.ckSweep.adj == nil {
			t.off.release(unsafe.Pointer(unsafe.SliceData(old)))
		}
		if n >= adjMapMin {
			// Whole 4 KiB pages: the part beyond the last whole huge page
			// stays in small pages, so no huge page is touched in part.
			c := (n + 511) &^ 511
			if p := t.mapped(8 * c); p != nil {
				t.adjBuf = unsafe.Slice((*float64)(p), c)[:n]
				return t.adjBuf
			}
		}
		t.adjBuf = make([]float64, n)
		return t.adjBuf
	}
	b := t.adjBuf[:n]
	clear(b)
	return b
}

// accum returns acc + g*d on Nums, skipping exact identities so that the
// recorded sweep stays small.
func (t *Tape) accum(acc, g, d Num) Num {
	var p Num
	switch {
	case d.ID == 0 && d.V == 1:
		p = g
	case d.ID == 0 && d.V == -1:
		p = t.Neg(g)
	default:
		p = t.Mul(g, d)
	}
	if acc.ID == 0 && acc.V == 0 {
		return p
	}
	return t.Add(acc, p)
}

func (t *Tape) reverseNum(adj []Num, start, end int) {
	var zr zeroSet
	for i := end - 1; i >= start; i-- {
		g := adj[i-start]
		if isZero(g) && !zr.has(i-start) {
			continue // not reached from a seeded output
		}
		// An input entry is a leaf for its own level (its source precedes
		// the level's start) and a copy for enclosing levels.
		op := t.opAt(i)
		if op >= OpTInput {
			panic(ErrNestedTensor)
		}
		a, b := t.aAt(i), t.bAt(i)
		x, y := t.operand(a), t.operand(b)
		dx, dy := t.partialsN(op, x, y, t.View().At(i))
		if int(a) >= start {
			adj[int(a)-start] = zr.note(int(a)-start, t.accum(adj[int(a)-start], g, dx))
		}
		if int(b) >= start {
			adj[int(b)-start] = zr.note(int(b)-start, t.accum(adj[int(b)-start], g, dy))
		}
	}
}

// Forward sweeps the innermost level forwards: ins are the level's inputs
// with their tangents; the result is the tangent of each of outs. Nested
// sweeps are recorded, like Reverse.
func (t *Tape) Forward(ins, tangents, outs []Num) []Num {
	rc := t.Recorder()
	return rc.ForwardRange(int(t.levels[len(t.levels)-1].start), t.n, rc.Nested(), ins, tangents, outs)
}

// ForwardRange sweeps entries [start, end) forwards.
func (rc *Recorder) ForwardRange(start, end int, record bool, ins, tangents, outs []Num) []Num {
	t := (*Tape)(rc)
	if t.released {
		panic(ErrReleased)
	}
	res := make([]Num, len(outs))
	if !record {
		tan := make([]float64, end-start)
		for k, in := range ins {
			if i := int(t.index(in)); i >= start {
				tan[i-start] = tangents[k].V
			}
		}
		t.ttan = map[int32][]float64{}
		for k, x := range t.seedT {
			if i := t.tindex(x); int(i) >= start {
				t.ttan[i] = append([]float64(nil), t.seedTV[k]...)
			}
		}
		t.seedT, t.seedTV = nil, nil
		t.zr = t.zr[:0]
		t.forwardFloat(tan, start, end)
		t.tan, t.tanStart = tan, start
		for k, o := range outs {
			if i := int(t.index(o)); i >= start {
				res[k] = Const(tan[i-start])
			}
		}
		return res
	}
	if len(t.tinfo) > 0 {
		for i := start; i < end; i++ {
			if t.opAt(i) >= OpTInput {
				panic(ErrNestedTensor)
			}
		}
	}
	tan := make([]Num, end-start)
	for k, in := range ins {
		if i := int(t.index(in)); i >= start {
			tan[i-start] = tangents[k]
		}
	}
	var zr zeroSet
	for i := start; i < end; i++ {
		op := t.opAt(i)
		a, b := t.aAt(i), t.bAt(i)
		var ta, tb Num
		reachA, reachB := false, false
		if int(a) >= start {
			ta = tan[int(a)-start]
			reachA = !isZero(ta) || zr.has(int(a)-start)
		}
		if int(b) >= start {
			tb = tan[int(b)-start]
			reachB = !isZero(tb) || zr.has(int(b)-start)
		}
		if !reachA && !reachB {
			continue // does not depend on a seeded input
		}
		dx, dy := t.partialsN(op, t.operand(a), t.operand(b), t.View().At(i))
		var acc Num
		if reachA {
			acc = t.accum(acc, ta, dx)
		}
		if reachB {
			acc = t.accum(acc, tb, dy)
		}
		tan[i-start] = zr.note(i-start, acc)
	}
	for k, o := range outs {
		if i := int(t.index(o)); i >= start {
			res[k] = tan[i-start]
		}
	}
	return res
}

func (t *Tape) forwardFloat(tan []float64, start, end int) {
	for i := start; i < end; i++ {
		if t.opAt(i) >= OpTInput {
			t.forwardTensor(i, tan, start, t.ttan)
			continue
		}
		t.forwardScalar(i, tan, start)
	}
}

// forwardScalar sets the tangent of scalar entry i from its inputs'
// tangents (entries before start have none).
func (t *Tape) forwardScalar(i int, tan []float64, start int) {
	s32 := int32(start)
	op := t.opAt(i)
	a, b := t.aAt(i), t.bAt(i)
	var ta, tb float64
	reachA, reachB := false, false
	if a >= s32 {
		ta = tan[a-s32]
		reachA = ta != 0 || t.zeroAt(int(a-s32))
	}
	if b >= s32 {
		tb = tan[b-s32]
		reachB = tb != 0 || t.zeroAt(int(b-s32))
	}
	if !reachA && !reachB {
		return // does not depend on a seeded input
	}
	if op == OpInput || op == OpCopy || op >= OpCkptIn && op <= OpCkptOut {
		tan[i-start] = ta
		if ta == 0 {
			t.markZero(i - start)
		}
		return
	}
	x := t.value(a)
	y := 0.0
	if b != -1 {
		y = t.value(b)
	}
	dx, dy := partials(op, x, y, t.valAt(i))
	r := 0.0
	if reachA {
		r += dx * ta
	}
	if reachB {
		r += dy * tb
	}
	if t.Anomaly && (math.IsNaN(r) || math.IsInf(r, 0)) {
		panic(&AnomalyError{Entry: i, Op: op, Pos: t.posAt(i), Value: r, Adjoint: true})
	}
	tan[i-start] = r
	if r == 0 {
		t.markZero(i - start)
	}
}

// reverseScalar propagates the adjoint g of scalar entry i to its inputs
// (the general rule; reverseFloat inlines the commonest ops).
func (t *Tape) reverseScalar(i int, g float64, adj []float64, start int) {
	s32 := int32(start)
	a, b := t.aAt(i), t.bAt(i)
	op := t.opAt(i)
	if op == OpInput || op == OpCopy || op == OpCkptIn || op == OpCkptOut {
		if a >= s32 {
			t.addAdj(adj, a-s32, g)
		}
		return
	}
	x := t.value(a)
	y := 0.0
	if b != -1 {
		y = t.value(b)
	}
	dx, dy := partials(op, x, y, t.valAt(i))
	if a >= s32 {
		t.addAdj(adj, a-s32, g*dx)
	}
	if b >= s32 {
		t.addAdj(adj, b-s32, g*dy)
	}
}
