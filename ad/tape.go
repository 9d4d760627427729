package ad

import (
	"fmt"
	"math"
	"sync/atomic"
	"unsafe"
)

// Num is a float64 that may be tracked on a tape.
type Num struct {
	V  float64 // the value
	ID uint64  // generation<<32 | (entry index + 1); 0 for a constant
}

// Const returns an untracked Num.
func Const(v float64) Num { return Num{V: v} }

// Op is the operation an entry records.
type Op uint8

// The operations. Binary operations take two inputs; an input may be a
// constant (stored in the tape's constant pool), but not both.
const (
	OpInput Op = iota // a differentiation input; its input (if any) is the outer value it copies
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpNeg
	OpSin
	OpCos
	OpTan
	OpAsin
	OpAcos
	OpAtan
	OpSinh
	OpCosh
	OpTanh
	OpAsinh
	OpAcosh
	OpAtanh
	OpExp
	OpExp2
	OpExpm1
	OpLog
	OpLog2
	OpLog10
	OpLog1p
	OpSqrt
	OpCbrt
	OpAbs
	OpFloor // floor, ceil, trunc, round...: zero derivative
	OpErf
	OpErfc
	OpGamma
	OpLgamma
	OpAtan2
	OpPow
	OpHypot
	OpMax
	OpMin
	OpMod
	OpRemainder
	OpDim
	OpCopysign
	OpCopy    // identity (a value passing through a conversion or a copy)
	OpDigamma // ψ, the derivative rule of Lgamma (its own derivative is not recorded further)
	OpErfinv
	OpErfcinv
	OpJ0
	OpJ1
	OpY0
	OpY1
	OpJn        // Jn(n, x): input a is the constant order n
	OpYn        // Yn(n, x)
	OpNextafter // Nextafter(x, y): x moved by one ulp towards y, derivative (1, 0)
	numOps
)

// Entries of checkpointed loops (checkpoint.go): not math operations.
const (
	OpCkptIn  Op = 90 // a checkpointed loop's state at the start of a re-recorded step (a leaf)
	OpCkptOut Op = 91 // a checkpointed loop's state at its end; the sweep re-records the loop there
)

var opNames = [...]string{
	OpInput: "input", OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpNeg: "neg",
	OpSin: "Sin", OpCos: "Cos", OpTan: "Tan", OpAsin: "Asin", OpAcos: "Acos", OpAtan: "Atan",
	OpSinh: "Sinh", OpCosh: "Cosh", OpTanh: "Tanh", OpAsinh: "Asinh", OpAcosh: "Acosh", OpAtanh: "Atanh",
	OpExp: "Exp", OpExp2: "Exp2", OpExpm1: "Expm1", OpLog: "Log", OpLog2: "Log2", OpLog10: "Log10",
	OpLog1p: "Log1p", OpSqrt: "Sqrt", OpCbrt: "Cbrt", OpAbs: "Abs", OpFloor: "step", OpErf: "Erf",
	OpErfc: "Erfc", OpGamma: "Gamma", OpLgamma: "Lgamma", OpAtan2: "Atan2", OpPow: "Pow", OpHypot: "Hypot",
	OpMax: "Max", OpMin: "Min", OpMod: "Mod", OpRemainder: "Remainder", OpDim: "Dim", OpCopysign: "Copysign",
	OpCopy: "copy", OpDigamma: "digamma", OpErfinv: "Erfinv", OpErfcinv: "Erfcinv",
	OpJ0: "J0", OpJ1: "J1", OpY0: "Y0", OpY1: "Y1", OpJn: "Jn", OpYn: "Yn", OpNextafter: "Nextafter",
	OpCkptIn: "ckpt.in", OpCkptOut: "ckpt.out",
}

func (o Op) String() string {
	if n, ok := tensorOpNames[o]; ok {
		return n
	}
	if int(o) < len(opNames) && opNames[o] != "" {
		return opNames[o]
	}
	return fmt.Sprintf("op%d", uint8(o))
}

// Binary reports whether the op has two inputs.
func (o Op) Binary() bool {
	switch o {
	case OpAdd, OpSub, OpMul, OpDiv, OpAtan2, OpPow, OpHypot, OpMax, OpMin, OpMod, OpRemainder, OpDim, OpCopysign, OpJn, OpYn, OpNextafter:
		return true
	}
	return false
}

// Tape is a dynamic Wengert list. The zero value is not usable; use NewTape.
type Tape struct {
	gen uint64

	// Entries, struct of arrays in chunks (chunks.go): 21 bytes each (29
	// with the adjoint of a reverse sweep). Loop iterations are not stored
	// per entry but as marks (iters), one per iteration. The source
	// position is opaque to ad (interp stores a token.Pos).
	ch   []chunk
	n    int    // entries recorded
	capN int    // entries the chunks hold
	win  window // where push writes without finding the chunk (chunks.go)

	tinfo  []tinfo         // tensor entries' values and arguments (tensor.go)
	tslot  map[int32]int32 // scalar-valued tensor entries → tinfo
	tadj   map[int32][]float64
	tconst map[*Tensor]int32 // constant tensor operands already recorded
	ttan   map[int32][]float64

	tan      []float64 // tangents of the last forward sweep
	tanStart int
	seedT    []*Tensor
	seedTV   [][]float64

	iters      wordList // iteration marks, packed (marks.go)
	vars       wordList // variable marks, packed
	icode      iterCode // what the next marks are coded against
	vcode      varCode
	varExt     []varExt // marks of variables that are not one float (loops.go)
	varEntries []int32

	consts []float64

	levels []level

	// Pos is the source position applied to new entries.
	Pos uint32

	// Limit, if positive, is the maximum number of entries; recording past
	// it panics with a *LimitError.
	Limit int

	// MaxBytes, if positive, bounds what the tape holds at its peak
	// (limit.go); recording past it panics with a *ByteLimitError.
	MaxBytes int64
	// Grow, if set, is called before the entry arrays grow with the bytes
	// the new arrays take (it may panic to refuse), and Grown after, with
	// the bytes of the old arrays that became garbage.
	Grow, Grown func(bytes int64)

	// Anomaly, when set, makes the first NaN or Inf value or adjoint panic
	// with an *AnomalyError naming the entry.
	Anomaly bool

	// Poll, when set, is called between pieces of long tensor work (bands
	// of a big MatMul, each tensor entry of a sweep); it may panic to stop
	// the work (poll.go).
	Poll func()

	// Wait, when set, waits until done is closed, for work that runs on a
	// goroutine of its own (a big forward MatMul, whose result is a fresh
	// tensor nobody else sees yet); it may panic to abandon that work, which
	// then ends in the background.
	Wait func(done <-chan struct{})

	// Checkpointed loops (checkpoint.go) and memory accounting (memory.go).
	off      *offHeap       // chunks mapped outside the Go heap (offheap.go)
	tailNext unsafe.Pointer // the next full chunk's positions and opcodes (tailMem)
	tailLeft int            // full chunks' worth left there
	spares   []spare        // regions mapped ahead (offheap.go)
	aheadAt  int            // the entry from which the first full chunk maps the next ahead (0: none)
	ckpts    []*Checkpoint
	mem      memStats
	ckSweep  sweepState
	zr       []bool // reached exact zeros of the float sweep in progress (zeros.go)

	// Statistics for inspection.
	peak     int
	released bool
	retained bool
	adj      []float64 // adjoints of the last reverse sweep, by entry (for inspection)
	adjStart int
	adjBuf   []float64   // the adjoint array, reused by the next sweep (Reset keeps it)
	adjLazy  *adjLazy    // the last sweep, when its adjoints went by blocks and t.adj is not made yet (adjblocks.go)
	adjBlk   [][]float64 // the blocks of the blocked sweep in progress, by chunk
	adjPool  [][]float64 // zeroed blocks for the next ones (Reset keeps them)
	blkStart int32       // the first entry of the blocked sweep in progress

	sweep *sweepInfo // outputs, seeds and inputs of the last sweep or recording (persist.go)
}

type level struct {
	start int32
}

var generation atomic.Uint64

// NewTape returns an empty tape with a fresh generation.
func NewTape() *Tape {
	return &Tape{gen: generation.Add(1)}
}

// Reserve makes room for n entries (a hint from the size of an earlier
// recording of the same computation): a short first chunk is grown to fit
// them at once, up to a whole chunk; later chunks cost no copying anyway.
func (rc *Recorder) Reserve(n int) {
	t := (*Tape)(rc)
	n = min(n, chunkLen)
	if n <= t.capN || len(t.ch) > 1 || rc.MaxBytes > 0 && int64(n)*(EntryBytes+8) > rc.MaxBytes/2 {
		return
	}
	nc := t.newChunk(n)
	if len(t.ch) == 1 {
		oc := t.ch[0]
		copy(nc.op, oc.op[:t.n])
		copy(nc.a, oc.a[:t.n])
		copy(nc.b, oc.b[:t.n])
		copy(nc.val, oc.val[:t.n])
		copy(nc.pos, oc.pos[:t.n])
	}
	t.ch = append(t.ch[:0], nc)
	t.capN = n
	t.win = window{}
}

// Reset empties the tape for reuse; Nums recorded before become constants.
func (t *Tape) Reset() {
	t.gen = generation.Add(1)
	t.n = 0 // the chunks are kept: a training loop records into the same memory every step
	t.aheadAt = 0
	t.cutMarks(0, 0)
	t.tinfo, t.tslot, t.tadj, t.tconst = t.tinfo[:0], nil, nil, nil
	t.varExt, t.varEntries = t.varExt[:0], t.varEntries[:0]
	t.consts = t.consts[:0]
	t.levels = t.levels[:0]
	t.adj, t.adjLazy = nil, nil
	t.sweep = nil
	t.tan, t.ttan = nil, nil // stale tangents would show on the next tape's pictures
	t.released = false
	t.retained = false
	t.peak = 0
	clear(t.ckpts) // they hold the recorder's frames and snapshots
	t.ckpts = t.ckpts[:0]
	t.mem = memStats{}
	t.ckSweep = sweepState{}
}

// Len is the number of entries.
func (t *Tape) Len() int { return t.n }

// Gen is the tape's generation.
func (vw *View) Gen() uint64 {
	t := (*Tape)(vw)
	return t.gen
}

// index returns the entry of n on this tape, or -1 if n is a constant here.
func (t *Tape) index(n Num) int32 {
	if n.ID == 0 || n.ID>>32 != t.gen {
		return -1
	}
	return int32(n.ID&0xffffffff) - 1
}

// Tracked reports whether n is recorded on t.
func (t *Tape) Tracked(n Num) bool { return t.index(n) >= 0 }

// Index is the entry index of n on t, or -1.
func (vw *View) Index(n Num) int {
	t := (*Tape)(vw)
	return int(t.index(n))
}

func (t *Tape) num(i int32, v float64) Num {
	return Num{V: v, ID: t.gen<<32 | uint64(i+1)}
}

// At returns entry i as a tracked Num.
func (vw *View) At(i int) Num {
	t := (*Tape)(vw)
	return t.num(int32(i), t.valAt(i))
}

// LimitError reports that recording would exceed Tape.Limit.
type LimitError struct {
	Limit int
	Pos   uint32
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("ad: tape limit of %d entries reached", e.Limit)
}

// AnomalyError reports the first NaN or Inf.
type AnomalyError struct {
	Entry   int
	Op      Op
	Pos     uint32
	Value   float64
	Adjoint bool // the adjoint (not the value) became NaN or Inf
}

func (e *AnomalyError) Error() string {
	what := "value"
	if e.Adjoint {
		what = "adjoint"
	}
	return fmt.Sprintf("ad: anomaly: %s of %s (entry %d) is %v", what, e.Op, e.Entry, e.Value)
}

// push appends an entry and returns its Num. It is small enough to be
// inlined into Binary and Unary: an entry inside the write window goes
// straight into the chunk's arrays; the first entry of a chunk, a limit
// and anomaly checking take pushSlow.
func (t *Tape) push(op Op, a, b int32, v float64) Num {
	n := t.n
	j := uintptr(n - t.win.lo)
	if j >= t.win.n || t.Limit > 0 && n >= t.Limit || t.Anomaly {
		return t.pushSlow(op, a, b, v)
	}
	t.win.put(j, op, a, b, v, t.Pos)
	t.n = n + 1
	return t.num(int32(n), v)
}

// pushSlow is push with its checks: the limit, anomalies, growth; it moves
// the write window to the chunk of the new entry.
func (t *Tape) pushSlow(op Op, a, b int32, v float64) Num {
	n := t.n
	if t.Limit > 0 && n >= t.Limit {
		panic(&LimitError{Limit: t.Limit, Pos: t.Pos})
	}
	if t.Anomaly && (math.IsNaN(v) || math.IsInf(v, 0)) {
		panic(&AnomalyError{Entry: n, Op: op, Pos: t.Pos, Value: v})
	}
	if n == t.capN {
		t.grow()
	}
	if t.aheadAt > 0 && n == t.aheadAt {
		t.aheadAt = 0
		t.spareAhead()
	}
	t.setWindow(n)
	c := &t.ch[n>>chunkBits]
	j := n & chunkMask
	c.op[j] = op
	c.a[j] = a
	c.b[j] = b
	c.val[j] = v
	c.pos[j] = t.Pos
	t.n = n + 1
	return t.num(int32(n), v)
}

// ref returns the input reference of n: its entry, or a constant slot.
func (t *Tape) ref(n Num) int32 {
	if i := t.index(n); i >= 0 {
		return i
	}
	t.consts = append(t.consts, n.V)
	return -int32(len(t.consts)) - 1
}

// value of an input reference.
func (t *Tape) value(r int32) float64 {
	if r >= 0 {
		return t.valAt(int(r))
	}
	return t.consts[-r-2]
}

// Unary applies a unary op: v is the already computed result. (It and
// Binary repeat push's fast path: one call less for every recorded
// operation of an interpreter.)
func (rc *Recorder) Unary(op Op, x Num, v float64) Num {
	t := (*Tape)(rc)
	i := t.index(x)
	if i < 0 {
		return Num{V: v}
	}
	n := t.n
	if j := uintptr(n - t.win.lo); j < t.win.n && (t.Limit <= 0 || n < t.Limit) && !t.Anomaly {
		t.win.put(j, op, i, -1, v, t.Pos)
		t.n = n + 1
		return t.num(int32(n), v)
	}
	return t.pushSlow(op, i, -1, v)
}

// Binary applies a binary op: v is the already computed result.
func (rc *Recorder) Binary(op Op, x, y Num, v float64) Num {
	t := (*Tape)(rc)
	i, j := t.index(x), t.index(y)
	if i < 0 && j < 0 {
		return Num{V: v}
	}
	if i < 0 {
		i = t.ref(x)
	}
	if j < 0 {
		j = t.ref(y)
	}
	n := t.n
	if k := uintptr(n - t.win.lo); k < t.win.n && (t.Limit <= 0 || n < t.Limit) && !t.Anomaly {
		t.win.put(k, op, i, j, v, t.Pos)
		t.n = n + 1
		return t.num(int32(n), v)
	}
	return t.pushSlow(op, i, j, v)
}

// ---- levels ----

// Begin opens a differentiation level and returns its depth (0 for the outermost).
func (t *Tape) Begin() int {
	t.levels = append(t.levels, level{start: int32(t.n)})
	return len(t.levels) - 1
}

// End closes the innermost level.
func (t *Tape) End() {
	t.levels = t.levels[:len(t.levels)-1]
	t.notePeak()
}

// LevelStart is the first entry of the innermost open level.
func (rc *Recorder) LevelStart() int {
	t := (*Tape)(rc)
	return int(t.levels[len(t.levels)-1].start)
}

// Depth is the number of open levels.
func (rc *Recorder) Depth() int {
	t := (*Tape)(rc)
	return len(t.levels)
}

// Nested reports whether more than one level is open, i.e. sweeps of the
// innermost level must themselves be recorded.
func (rc *Recorder) Nested() bool {
	t := (*Tape)(rc)
	return len(t.levels) > 1
}

// Input records a differentiation input of the innermost level: a copy of x
// (tracked by outer levels or not) that this level's sweeps treat as a leaf.
func (t *Tape) Input(x Num) Num {
	i := t.index(x)
	return t.push(OpInput, i, -1, x.V)
}

// Retain marks the tape as kept alive by a closure (a VJP pullback), so
// that recorders do not reuse its memory.
func (rc *Recorder) Retain() {
	t := (*Tape)(rc)
	t.retained = true
}

// Retained reports whether Retain was called.
func (vw *View) Retained() bool {
	t := (*Tape)(vw)
	return t.retained
}

// Release marks the tape as swept and released: sweeping it again is an error.
func (t *Tape) Release() { t.released = true }

// Released reports whether Release was called.
func (vw *View) Released() bool {
	t := (*Tape)(vw)
	return t.released
}

// IterMark records that iteration Iter of loop Loop (an id chosen by the
// caller, e.g. the loop's source position) starts at entry Entry. Marks cost
// one record per iteration, not per entry: 4 bytes for the next iteration
// of the same loop (marks.go).
type IterMark struct {
	Entry int32
	Loop  uint32
	Iter  int32
	Depth int32 // nesting depth of the loop (0 for the outermost)
}

// MarkIter records the start of a loop iteration.
func (rc *Recorder) MarkIter(loop uint32, iter, depth int) {
	t := (*Tape)(rc)
	// The one-word case of iterCode.short, note and wordList.push in one
	// place: a differentiated loop calls this every iteration.
	c, d, e := &t.icode, uint32(depth), int32(t.n)
	if d < iterDepths && c.valid&(1<<d) != 0 {
		p := &c.last[d]
		if p.Loop == loop && int32(iter) == p.Iter+1 && uint32(e-c.entry) < 1<<28 {
			w, l := markShort|d<<28|uint32(e-c.entry), &t.iters
			if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
				l.w[j] = w
				l.n++
			} else {
				l.pushSlow(t, w)
			}
			p.Iter, p.Entry, c.entry = p.Iter+1, e, e
			return
		}
	}
	t.pushIter(IterMark{Entry: e, Loop: loop, Iter: int32(iter), Depth: int32(depth)})
}

// Iters returns the iteration marks in recording order (a copy).
func (vw *View) Iters() []IterMark {
	t := (*Tape)(vw)
	var out []IterMark
	r := t.iterReader()
	for m, ok := r.next(); ok; m, ok = r.next() {
		out = append(out, m)
	}
	return out
}
