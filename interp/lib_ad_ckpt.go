package interp

// Package ad's part for checkpointing, memory accounting and the tape limit.

const ckptSrc = `
// MemoryReport describes the memory of the last gradient (see :memory).
type MemoryReport struct {
	Entries    int // entries on the last tape
	Bytes      int // their bytes (entries, constants, loop marks)
	PeakBytes  int // the most bytes alive at once, adjoints and snapshots included
	Snapshots  int // snapshots taken by checkpointed loops
	Recomputed int // forward steps recomputed by their reverse passes
	StoreAll   int // bytes store-all would have kept for the checkpointed loops
	Kept       int // bytes the checkpointed loops kept at most
	Text       string
}

func (m MemoryReport) String() string { return m.Text }

// Memory reports the memory of the last gradient.
func Memory() MemoryReport

// PeakBytes is the most bytes the tape held at once (entries, constants, marks, adjoints, snapshots).
func (t *Tape) PeakBytes() int

// Snapshots is the number of snapshots taken by the tape's checkpointed loops.
func (t *Tape) Snapshots() int

// Recomputed is the number of forward steps its checkpointed loops recomputed.
func (t *Tape) Recomputed() int

// SetTapeLimit caps later differentiations' tapes at bytes (0: the default, the session's memory budget; < 0: no cap beyond the budget).
func SetTapeLimit(bytes int)
`

// ckptDoc documents this part's names for completion and inspection.
var ckptDoc = map[string]string{
	"Memory":       "func Memory() MemoryReport — entries, bytes, peak, snapshots and recomputation of the last gradient; store-all versus kept for //ad:checkpoint loops",
	"MemoryReport": "type MemoryReport — what Memory returns; print it for the :memory view",
	"SetTapeLimit": "func SetTapeLimit(bytes int) — cap later tapes (0: the memory budget; < 0: no cap beyond the budget); past it recording stops with an error naming the loop to mark //ad:checkpoint",
}

func ckptHost() map[string]*HostFunc {
	return map[string]*HostFunc{
		"Memory": {Call: func(c *Call) {
			in := c.In
			r := make([]Value, 8)
			for i := range r {
				r[i] = MakeInt(0)
			}
			if t := in.ad.last; t != nil {
				s := t.Stats()
				k := t.View().CkptTotals()
				r[0], r[1], r[2] = MakeInt(int64(s.Entries)), MakeInt(int64(s.Bytes)), MakeInt(int64(s.PeakBytes))
				r[3], r[4] = MakeInt(int64(s.Snapshots)), MakeInt(int64(s.Recomputed))
				r[5], r[6] = MakeInt(int64(k.StoreAllBytes)), MakeInt(int64(k.KeptBytes))
			}
			r[7] = MakeString(in.MemoryText())
			c.Results[0] = Value{R: r}
		}},
		"SetTapeLimit":    {Call: func(c *Call) { c.In.SetTapeLimitBytes(c.Args[0].Int()) }},
		"Tape.PeakBytes":  {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.tapeArg(c).Stats().PeakBytes)) }},
		"Tape.Snapshots":  {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.tapeArg(c).Stats().Snapshots)) }},
		"Tape.Recomputed": {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.tapeArg(c).Stats().Recomputed)) }},
	}
}
