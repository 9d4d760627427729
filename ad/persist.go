package ad

import (
	"errors"
	"fmt"
)

// Persistent and ephemeral tapes.
//
// A gradient's tape is ephemeral: the front end releases it after its
// reverse pass (it stays readable, for :tape, but cannot be swept again). A
// persistent tape remembers its outputs and inputs, so it can be swept many
// times with different output seeds until it is released. Every outermost
// float sweep notes its outputs, seeds and inputs (noteSweep), which is what
// Sweep repeats and what Optimize compresses for.

// sweepInfo is what a tape knows about its outputs and inputs.
type sweepInfo struct {
	start, end int
	outs, wrt  []Num
	seeds      []float64
	persistent bool
	fused      map[int32]*fusedChain // set on optimized tapes (optimize.go)
}

func (t *Tape) noteSweep(start, end int, outs, seeds, wrt []Num) {
	s := t.sweep
	if s == nil {
		s = &sweepInfo{}
		t.sweep = s
	}
	if s.persistent && s.fused != nil {
		return
	}
	s.start, s.end = start, end
	s.outs = append(s.outs[:0], outs...)
	s.wrt = append(s.wrt[:0], wrt...)
	s.seeds = s.seeds[:0]
	for _, n := range seeds {
		s.seeds = append(s.seeds, n.V)
	}
}

// Persist makes the tape persistent: Sweep may seed outs and collect the
// adjoints of wrt many times, until Release. The tape's memory is never
// reused by a recorder (it is retained).
func (t *Tape) Persist(outs, wrt []Num) {
	t.retained = true
	seeds := make([]float64, len(outs))
	t.sweep = &sweepInfo{start: 0, end: t.n, outs: append([]Num(nil), outs...),
		wrt: append([]Num(nil), wrt...), seeds: seeds, persistent: true}
}

// Persistent reports whether the tape was made persistent.
func (vw *View) Persistent() bool {
	t := (*Tape)(vw)
	return t.sweep != nil && t.sweep.persistent
}

// Outputs is the number of outputs Sweep seeds (0 if unknown).
func (vw *View) Outputs() int {
	t := (*Tape)(vw)
	if t.sweep == nil {
		return 0
	}
	return len(t.sweep.outs)
}

// LastSeeds are the output seeds of the last sweep.
func (vw *View) LastSeeds() []float64 {
	t := (*Tape)(vw)
	if t.sweep == nil {
		return nil
	}
	return append([]float64(nil), t.sweep.seeds...)
}

// LastInputs are the inputs (wrt) of the last sweep or recording.
func (vw *View) LastInputs() []Num {
	t := (*Tape)(vw)
	if t.sweep == nil {
		return nil
	}
	return append([]Num(nil), t.sweep.wrt...)
}

// ErrNotPersistent is returned by Sweep on a tape whose outputs are unknown.
var ErrNotPersistent = errors.New("ad: this tape has no recorded outputs to sweep (record it with ad.Record)")

// Sweep runs a reverse pass seeding the tape's outputs with seeds and
// returns the adjoints of its inputs. A released tape gives ErrReleased.
func (t *Tape) Sweep(seeds []float64) ([]float64, error) {
	if t.released {
		return nil, ErrReleased
	}
	s := t.sweep
	if s == nil || !s.persistent {
		return nil, ErrNotPersistent
	}
	if len(seeds) != len(s.outs) {
		return nil, fmt.Errorf("ad: the tape has %d outputs but %d seeds were given", len(s.outs), len(seeds))
	}
	if s.fused != nil {
		return t.sweepOptimized(seeds), nil
	}
	res := t.Recorder().ReverseRange(s.start, s.end, false, s.outs, consts(seeds), s.wrt)
	return values(res), nil
}

// SweepReleased is ReverseRange (outermost, on floats) even on a released
// tape, for tools that time or check the sweep of a tape they have just
// recorded: its entries stay intact until a recorder reuses its memory.
// Interpreted code cannot reach it.
func (rc *Recorder) SweepReleased(start, end int, outs, seeds, wrt []Num) []Num {
	t := (*Tape)(rc)
	was := t.released
	t.released = false
	defer func() { t.released = was }()
	return t.Recorder().ReverseRange(start, end, false, outs, seeds, wrt)
}
