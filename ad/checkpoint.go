package ad

// Checkpointed loops. The recorder (the interpreter) runs a marked loop
// forward without recording, keeping snapshots of its state, and records
// only the loop's final state: one OpCkptOut entry per tracked float of it.
// When the reverse sweep reaches the last of those entries, it calls the
// recorder back. The recorder restores snapshots and, step by step from the
// last, re-records one iteration at a time onto the END of this same tape
// (its start state as OpCkptIn leaves, values from before the loop by their
// own entries), and asks the tape to sweep that appended range with the
// adjoints of the step's end state as seeds. Adjoints flow straight into
// the adjoint slots of entries from before the loop, in the same order as a
// store-all sweep (iteration n−1 first, then n−2, ...), so the gradient is
// bit-identical to store-all. Then the appended range is cut off again.

// Checkpoint is one checkpointed loop recorded on a tape.
type Checkpoint struct {
	Loop uint32 // the loop's identity (its source position)
	Out0 int32  // first output entry
	NOut int32  // number of output entries (contiguous, possibly 0)
	// Reverse is called by the sweep with the adjoints of the outputs.
	Reverse func(s *CkptSweep)
	Info    CkptInfo
	done    bool
	outs    []int32 // float output entries
	tens    []int32 // tensor output entries
}

// CkptInfo is what the recorder reports about a checkpointed loop.
type CkptInfo struct {
	Schedule       string // "revolve" (trip count known at entry), "online" (Wang–Moin–Iaccarino) or "online-doubling"
	Steps          int    // iterations
	Slots          int    // snapshot slots allowed
	SnapshotsTaken int    // snapshots taken, forward and reverse
	MaxHeld        int    // most snapshots held at once
	SnapshotBytes  int    // bytes of the largest set of snapshots held at once
	Recomputed     int    // unrecorded forward steps during the reverse pass
	StepEntries    int    // entries re-recorded in all steps: what store-all keeps for the loop
	MaxStepEntries int    // the most entries one re-recorded step held
	Lifetimes      []Lifetime
}

// Lifetime is how long a snapshot lived: taken before step Pos, held from
// forward step Taken (or reverse step, if Reverse) until reverse step Freed
// (reverse steps are counted from the loop's last iteration).
type Lifetime struct {
	Pos          int
	TakenReverse bool
	Taken, Freed int
}

// CheckpointBegin starts recording a checkpointed loop's outputs: the
// floats (CkptOut) and tensors (CkptOutT) of its final state, then
// CheckpointEnd, which records one more OpCkptOut marking the block's end:
// the sweep reaches it first, when every output's adjoint is complete.
func (t *Tape) CheckpointBegin(loop uint32) *Checkpoint {
	return &Checkpoint{Loop: loop, Out0: int32(t.n)}
}

// CkptOut records a float output of c.
func (t *Tape) CkptOut(c *Checkpoint, v float64) Num {
	n := t.push(OpCkptOut, -1, -1, v)
	c.outs = append(c.outs, t.index(n))
	return n
}

// CkptOutT records a tensor output of c.
func (ts *Tensors) CkptOutT(c *Checkpoint, x *Tensor) *Tensor {
	t := (*Tape)(ts)
	o := t.pushT(OpTInput, -1, -1, &Tensor{Rows: x.Rows, Cols: x.Cols, Data: x.Data}, tinfo{})
	c.tens = append(c.tens, t.tindex(o))
	return o
}

// CheckpointEnd closes c's outputs.
func (t *Tape) CheckpointEnd(c *Checkpoint) {
	t.push(OpCkptOut, -1, -1, 0)
	c.NOut = int32(t.n) - c.Out0
	t.ckpts = append(t.ckpts, c)
}

// Checkpoints lists the checkpointed loops on the tape.
func (vw *View) Checkpoints() []*Checkpoint {
	t := (*Tape)(vw)
	return t.ckpts
}

// sweepState is the adjoint array of the reverse sweep in progress (entry
// i's adjoint is adj[i-start]); re-recorded steps extend it.
type sweepState struct {
	adj   []float64
	start int
}

// ckptReverse handles output entry i of a checkpointed loop: at the last
// output it runs the loop's reverse pass. It reports whether it did.
func (t *Tape) ckptReverse(i int) bool {
	var c *Checkpoint
	for _, k := range t.ckpts {
		if int(k.Out0+k.NOut)-1 == i {
			c = k
			break
		}
	}
	if c == nil || c.Reverse == nil || c.done {
		return false
	}
	s := &CkptSweep{t: t, c: c}
	st := t.ckSweep.start
	for _, e := range c.outs {
		s.out = append(s.out, t.ckSweep.adj[int(e)-st])
	}
	for _, e := range c.tens {
		var g []float64
		if t.tadj != nil {
			g = t.tadj[e]
		}
		s.outT = append(s.outT, g)
	}
	c.Reverse(s)
	c.done = true
	return true
}

// CkptSweep is handed to a checkpointed loop's reverse callback.
type CkptSweep struct {
	t     *Tape
	c     *Checkpoint
	out   []float64
	outT  [][]float64
	nleaf int // leaves of the step being re-recorded (not store-all entries)
}

// Out returns the adjoints of the loop's float outputs.
func (s *CkptSweep) Out() []float64 { return s.out }

// OutT returns the adjoints of the loop's tensor outputs (nil: zero).
func (s *CkptSweep) OutT() [][]float64 { return s.outT }

// Info is the checkpoint's statistics, for the recorder to fill in.
func (s *CkptSweep) Info() *CkptInfo { return &s.c.Info }

// CkptMark is the state of the tape before a re-recorded step.
type CkptMark struct {
	n, consts, iters, vars, varExt, varEntries, tinfo, ckpts int
}

// Len is the number of entries at the mark: entries from it on were
// recorded by the step.
func (m CkptMark) Len() int { return m.n }

// Mark returns the tape's current extent, to cut back to after a step.
func (s *CkptSweep) Mark() CkptMark {
	t := s.t
	return CkptMark{t.n, len(t.consts), t.iters.n, t.vars.n, len(t.varExt), len(t.varEntries), len(t.tinfo), len(t.ckpts)}
}

// Leaf records a float of the step's start state as a leaf.
func (s *CkptSweep) Leaf(v float64) Num {
	s.nleaf++
	return s.t.push(OpCkptIn, -1, -1, v)
}

// LeafT records a tensor of the step's start state as a leaf.
func (s *CkptSweep) LeafT(x *Tensor) *Tensor {
	s.nleaf++
	return s.t.pushT(OpTInput, -1, -1, &Tensor{Rows: x.Rows, Cols: x.Cols, Data: x.Data}, tinfo{})
}

// Sweep seeds the step's end state (outs with adjoints seeds, tensors outT
// with seedT) and sweeps the entries recorded since m backwards.
func (s *CkptSweep) Sweep(m CkptMark, outs []Num, seeds []float64, outT []*Tensor, seedT [][]float64) {
	t := s.t
	st := t.ckSweep.start
	need := t.n - st
	if have := len(t.ckSweep.adj); need > have {
		if need > cap(t.ckSweep.adj) {
			na := make([]float64, need, 2*need)
			copy(na, t.ckSweep.adj)
			t.ckSweep.adj = na
		} else {
			// The array is reused from sweep to sweep (adjBuffer): what
			// lies beyond the slice holds adjoints of an earlier sweep.
			t.ckSweep.adj = t.ckSweep.adj[:need]
			clear(t.ckSweep.adj[have:])
		}
	}
	t.ckSweep.adj = t.ckSweep.adj[:need]
	adj := t.ckSweep.adj
	for k, o := range outs {
		if i := int(t.index(o)); i >= st && seeds[k] != 0 {
			adj[i-st] += seeds[k]
		}
	}
	for k, o := range outT {
		if i := t.tindex(o); int(i) >= st && seedT[k] != nil {
			addInto(t.tgrad(t.tadj, i), seedT[k])
		}
	}
	steps := t.n - m.n - s.nleaf
	s.nleaf = 0
	s.c.Info.StepEntries += steps
	s.c.Info.MaxStepEntries = max(s.c.Info.MaxStepEntries, steps)
	t.notePeakSweep(need)
	t.reverseFloat(adj, st, m.n, t.n)
}

// Adjoint is the adjoint of n after Sweep (0 if n is not tracked).
func (s *CkptSweep) Adjoint(n Num) float64 {
	i := int(s.t.index(n)) - s.t.ckSweep.start
	if i < 0 || i >= len(s.t.ckSweep.adj) {
		return 0
	}
	return s.t.ckSweep.adj[i]
}

// AdjointT is the adjoint of tensor x after Sweep (nil if none).
func (s *CkptSweep) AdjointT(x *Tensor) []float64 {
	if i := s.t.tindex(x); i >= 0 && s.t.tadj != nil {
		return s.t.tadj[i]
	}
	return nil
}

// Truncate cuts the tape back to m, clearing the adjoints of the cut entries.
func (s *CkptSweep) Truncate(m CkptMark) {
	t := s.t
	st := t.ckSweep.start
	if n := t.n - st; n > m.n-st {
		clear(t.ckSweep.adj[m.n-st : n])
	}
	if len(t.zr) > m.n-st {
		t.zr = t.zr[:m.n-st]
	}
	for k := range t.tadj {
		if int(k) >= m.n {
			delete(t.tadj, k)
		}
	}
	for k := range t.tslot {
		if int(k) >= m.n {
			delete(t.tslot, k)
		}
	}
	for x, k := range t.tconst {
		if int(k) >= m.n {
			delete(t.tconst, x)
		}
	}
	t.n = m.n // the chunks stay allocated for the next step
	t.consts = t.consts[:m.consts]
	t.cutMarks(m.iters, m.vars)
	t.varExt = t.varExt[:m.varExt]
	t.varEntries = t.varEntries[:m.varEntries]
	clear(t.tinfo[m.tinfo:])
	t.tinfo = t.tinfo[:m.tinfo]
	t.ckpts = t.ckpts[:m.ckpts]
}
