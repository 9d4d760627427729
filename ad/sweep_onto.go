package ad

import (
	"errors"
	"fmt"
)

// ErrSweepOnto reports a finished recording that cannot be swept onto
// another tape: its tensor operations and checkpointed loops have no rules
// on Nums.
var ErrSweepOnto = errors.New("ad: differentiating a pullback (or a recorded tape's Sweep) through tensor operations or checkpointed loops is not supported yet (differentiate the function itself instead)")

// ReverseOnto sweeps entries [start, end) of t backwards, with adjoints
// that are Nums on another tape rec. It is how a finished recording (a VJP
// pullback's, or ad.Record's) is differentiated by a later level of rec:
// t's values do not depend on rec's inputs, so each entry's partials are
// constants for rec, the adjoints are linear in the seeds, and their
// arithmetic is recorded on rec. It is the same sweep as ReverseRange's,
// only its multiplications record; the result is tracked on rec when a
// seed is.
func (rc *Recorder) ReverseOnto(rec *Tape, start, end int, outs, seeds, wrt []Num) ([]Num, error) {
	t := (*Tape)(rc)
	if t.released {
		return nil, ErrReleased
	}
	adj := make([]Num, end-start)
	for k, o := range outs {
		if i := int(t.index(o)); i >= start && i < end {
			adj[i-start] = rec.sum(adj[i-start], seeds[k])
		}
	}
	one := Const(1)
	var zr zeroSet
	for i := end - 1; i >= start; i-- {
		g := adj[i-start]
		if isZero(g) && !zr.has(i-start) {
			continue // not reached from a seeded output (zeros.go)
		}
		op := t.opAt(i)
		if op >= OpCkptIn {
			return nil, ErrSweepOnto
		}
		a, b := t.aAt(i), t.bAt(i)
		dx, dy := one, Num{}
		if op != OpInput && op != OpCopy {
			x, y := t.value(a), 0.0
			if b != -1 {
				y = t.value(b)
			}
			fx, fy := partials(op, x, y, t.valAt(i))
			dx, dy = Const(fx), Const(fy)
		}
		if int(a) >= start {
			adj[int(a)-start] = zr.note(int(a)-start, rec.accum(adj[int(a)-start], g, dx))
		}
		if int(b) >= start {
			adj[int(b)-start] = zr.note(int(b)-start, rec.accum(adj[int(b)-start], g, dy))
		}
	}
	res := make([]Num, len(wrt))
	for k, w := range wrt {
		if i := int(t.index(w)); i >= start && i < end {
			res[k] = adj[i-start]
		}
	}
	return res, nil
}

// sum is x+y, recording nothing when x is a zero constant.
func (t *Tape) sum(x, y Num) Num {
	if x.ID == 0 && x.V == 0 {
		return y
	}
	return t.Add(x, y)
}

// ErrSweepOptimizedOnto reports a differentiated Sweep of an optimized tape.
var ErrSweepOptimizedOnto = errors.New("ad: differentiating Sweep of an optimized tape is not supported yet (sweep the tape before Optimize)")

// SweepOnto is Sweep with seeds that may be tracked on rec, a tape being
// recorded: the adjoints are recorded on rec (ReverseOnto).
func (rc *Recorder) SweepOnto(rec *Tape, seeds []Num) ([]Num, error) {
	t := (*Tape)(rc)
	s := t.sweep
	switch {
	case t.released:
		return nil, ErrReleased
	case s == nil || !s.persistent:
		return nil, ErrNotPersistent
	case len(seeds) != len(s.outs):
		return nil, fmt.Errorf("ad: the tape has %d outputs but %d seeds were given", len(s.outs), len(seeds))
	case s.fused != nil:
		return nil, ErrSweepOptimizedOnto
	}
	return t.Recorder().ReverseOnto(rec, s.start, s.end, s.outs, seeds, s.wrt)
}
