package ad

// Memory accounting. Bytes are counted from the tape's own arrays (entries,
// constant pool, loop marks) plus what the recorder reports for the
// snapshots of checkpointed loops it holds; the peak is sampled where the
// live size can grow: when a level ends, when a reverse sweep allocates its
// adjoints, and before each re-recorded step of a checkpointed loop is cut
// off again.

type memStats struct {
	peakBytes int
	snapBytes int // snapshot bytes held now (reported by the recorder)
}

// liveBytes is the size of what the tape holds now (without adjoints).
func (t *Tape) liveBytes() int {
	return t.n*EntryBytes + 8*len(t.consts) + t.markBytes() + t.mem.snapBytes
}

func (t *Tape) notePeak() {
	if b := t.liveBytes(); b > t.mem.peakBytes {
		t.mem.peakBytes = b
	}
	if n := t.n; n > t.peak {
		t.peak = n
	}
}

// notePeakSweep notes the peak during a sweep with adjoints for n entries.
func (t *Tape) notePeakSweep(n int) {
	if b := t.liveBytes() + 8*n; b > t.mem.peakBytes {
		t.mem.peakBytes = b
	}
	if n := t.n; n > t.peak {
		t.peak = n
	}
}

// AddSnapshotBytes tells the tape that the recorder holds n more bytes of
// snapshots (n < 0: fewer), for the peak.
func (rc *Recorder) AddSnapshotBytes(n int) {
	t := (*Tape)(rc)
	t.mem.snapBytes += n
	t.notePeak()
}

// CkptTotals sums the statistics of the tape's checkpointed loops.
type CkptTotals struct {
	Loops          int
	Snapshots      int // taken
	Recomputed     int // forward steps recomputed in reverse passes
	StoreAllBytes  int // bytes store-all would have kept for these loops' entries
	KeptBytes      int // bytes the checkpointed loops held at most: snapshots plus one step
	SnapshotBytes  int
	MaxStepEntries int
}

// CkptTotals returns the totals over the tape's checkpointed loops.
func (vw *View) CkptTotals() CkptTotals {
	t := (*Tape)(vw)
	var c CkptTotals
	for _, k := range t.ckpts {
		c.Loops++
		c.Snapshots += k.Info.SnapshotsTaken
		c.Recomputed += k.Info.Recomputed
		c.StoreAllBytes += k.Info.StepEntries * (EntryBytes + 8)
		kept := k.Info.SnapshotBytes + k.Info.MaxStepEntries*(EntryBytes+8) + int(k.NOut)*EntryBytes
		c.KeptBytes = max(c.KeptBytes, kept)
		c.SnapshotBytes = max(c.SnapshotBytes, k.Info.SnapshotBytes)
		c.MaxStepEntries = max(c.MaxStepEntries, k.Info.MaxStepEntries)
	}
	return c
}

// Footprint is what a tape holds now, by part, in bytes: the lengths that
// are in use (the chunks' capacity beyond them is at most one chunk of each
// kind). Stats.Bytes counts entries, constants and loop marks (iterations
// and the variable marks behind :gradnorm); the footprint adds the
// adjoints of the last reverse sweep, everything a recording costs per
// entry.
type Footprint struct {
	Entries   int // EntryBytes per entry
	Adjoints  int // 8 per entry of the last reverse sweep; after a long float sweep, until something reads them, the blocks it used (adjblocks.go)
	IterMarks int // 4 per loop iteration (16 for the first of a loop, marks.go)
	VarMarks  int // 4 per assignment to a loop-carried float or tensor (16 when it does not pack; more when it holds several entries)
	Consts    int // 8 per constant operand
}

// Total is the sum of the parts.
func (f Footprint) Total() int { return f.Entries + f.Adjoints + f.IterMarks + f.VarMarks + f.Consts }

// Footprint returns the tape's footprint.
func (vw *View) Footprint() Footprint {
	t := (*Tape)(vw)
	adj := 8 * len(t.adj)
	if t.adj == nil && t.adjLazy != nil {
		adj = 8 * chunkLen * len(t.adjPool)
	}
	return Footprint{
		Entries:   t.n * EntryBytes,
		Adjoints:  adj,
		IterMarks: t.iters.bytes(),
		VarMarks:  t.varMarkBytes(),
		Consts:    8 * len(t.consts),
	}
}
