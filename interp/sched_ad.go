package interp

import (
	"slices"

	"github.com/adrepl/adrepl/ad"
)

// Differentiation across goroutines (docs/design.md, "The tape").
//
// Each goroutine has its own current tape (in.ad.tape is saved and
// restored at every switch): a goroutine started inside ad.Grad records on
// that differentiation's tape, at its level, interleaved with the others in
// schedule order; a goroutine started outside records on a tape of its own
// when it differentiates. Two rules keep a gradient from going silently
// wrong:
//
//   - A level belongs to the goroutine that opened it. A goroutine that
//     shares a tape may not open a nested level on it while another
//     goroutine's level is the innermost one: the others would record into
//     it. That is refused with a positioned error.
//   - When the differentiation a goroutine was started in has ended (the
//     tape's outermost level closed: its epoch moved on), the goroutine
//     records nothing more: what it computes is a constant to any later
//     differentiation, as a value that escaped ad.Grad is in one goroutine.

// levelBegin checks and notes a level that the running goroutine opens on t.
func (in *Interp) levelBegin(t *ad.Tape) {
	me := in.sched.cur
	owners := in.levelOwners[t]
	if t.Recorder().Depth() > 0 {
		top := in.sched.main // levels opened before any goroutine existed
		if n := len(owners); n > 0 {
			top = owners[n-1]
		}
		if top != me && top.status != gDead {
			in.fatalAt("ad: a differentiation inside a goroutine that records on another goroutine's differentiation is not supported yet (differentiate before starting the goroutines, or start them outside the differentiation)")
		}
	}
	if in.levelOwners == nil {
		in.levelOwners = map[*ad.Tape][]*g{}
	}
	in.levelOwners[t] = append(owners, me)
}

// levelEnd notes that the innermost level of t has closed.
func (in *Interp) levelEnd(t *ad.Tape) {
	if owners := in.levelOwners[t]; len(owners) > 0 {
		in.levelOwners[t] = owners[:len(owners)-1]
	}
	if t.Recorder().Depth() == 0 {
		delete(in.levelOwners, t)
		if in.tapeEpoch == nil {
			in.tapeEpoch = map[*ad.Tape]uint64{}
		}
		in.tapeEpoch[t]++
	}
}

// liveTape is the tape gp records on now: its own, unless the
// differentiation it belonged to has ended.
func (in *Interp) liveTape(gp *g) *ad.Tape {
	t := gp.adTape
	if t == nil || in.tapeEpoch[t] != gp.adEpoch || t.Recorder().Depth() == 0 {
		return nil
	}
	return t
}

// Tracked values reaching a goroutine outside their differentiation.
//
// A goroutine started before ad.Grad (a worker reading a channel) has no
// tape of its own; the tracked values it receives from the differentiating
// goroutine must still record, on that differentiation's tape, or their
// derivative is silently 0 (issue 26). recTape finds the tape from the
// operands' generation among the tapes whose outermost level is open, and
// the goroutine adopts it until that differentiation ends (the epoch rule
// above then drops it again). Where the tape is hidden on purpose (a
// checkpointed loop running unrecorded, ad.FixedPoint iterating) nothing is
// adopted: those paths have their own rules.

// recTapeOpen notes that t's outermost level opened.
func (in *Interp) recTapeOpen(t *ad.Tape) {
	for _, o := range in.recTapes {
		if o == t {
			return
		}
	}
	in.recTapes = append(in.recTapes, t)
}

// recTapeClose notes that t's outermost level closed.
func (in *Interp) recTapeClose(t *ad.Tape) {
	for i, o := range in.recTapes {
		if o == t {
			// slices.Delete clears the vacated slot: a pointer left in the
			// backing array would keep the tape's memory alive after the
			// session let it go (TestKeptTapesGiveWay).
			in.recTapes = slices.Delete(in.recTapes, i, i+1)
			return
		}
	}
}

// recTape is the open tape that tracks a or b when the running goroutine
// records on none, adopted as the goroutine's tape; nil if there is none.
func (in *Interp) recTape(a, b Value) *ad.Tape {
	if len(in.recTapes) == 0 || in.ad.tape != nil || in.ad.shadow != 0 || in.ad.fpOuter != nil || in.ad.ckDepth != 0 {
		return nil
	}
	for _, t := range in.recTapes {
		if t.Recorder().Depth() == 0 || !(t.Tracked(num(a)) || t.Tracked(num(b))) {
			continue
		}
		in.ad.tape = t
		if s := in.sched; s != nil {
			s.cur.adTape, s.cur.adEpoch = t, in.tapeEpoch[t]
		}
		return t
	}
	return nil
}

// recTapeTensor is recTape for a tensor operand.
func (in *Interp) recTapeTensor(x *ad.Tensor) *ad.Tape {
	if len(in.recTapes) == 0 || x == nil || in.ad.tape != nil || in.ad.shadow != 0 || in.ad.fpOuter != nil || in.ad.ckDepth != 0 {
		return nil
	}
	for _, t := range in.recTapes {
		if t.Recorder().Depth() == 0 || !t.Tensors().TrackedT(x) {
			continue
		}
		in.ad.tape = t
		if s := in.sched; s != nil {
			s.cur.adTape, s.cur.adEpoch = t, in.tapeEpoch[t]
		}
		return t
	}
	return nil
}
