package interp

import (
	"fmt"
	"go/token"
	"math"
	goruntime "runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"

	"github.com/adrepl/adrepl/ad"
)

// The memory governor. One budget covers everything a session's code
// allocates. Allocations whose size is known before they happen (make,
// append growth, string concatenation and conversion, library results such
// as strings.Repeat, tensors, tape growth) are charged before they are made;
// the many small ones are caught by a watcher that samples the Go heap while
// a cell runs and makes the next loop back-edge or call check it. See
// docs/design.md ("Memory governor").

// governor is the per-session accounting.
type governor struct {
	budget  int64 // bytes; noBudget when off
	base    int64 // heap in use at the last measurement
	pending int64 // bytes charged since that measurement
	start   int64 // heap in use when the cell started
	over    atomic.Bool
}

const noBudget = math.MaxInt64

// chargeMin is the size below which charge does not count: such
// allocations are left to the watcher.
const chargeMin = 4 << 10

// MemoryError is the message of a refused allocation, kept as a type so
// that front ends and tests can recognise it.
const memoryErrorPrefix = "out of memory: "

// charge accounts for an allocation of n bytes that is about to be made,
// stopping the cell when it would exceed the budget. The fast path is an
// add and a compare.
func (in *Interp) charge(n int64, what string) {
	g := &in.mem
	if n < chargeMin {
		return
	}
	g.pending += n
	if g.base+g.pending <= g.budget && n <= g.budget {
		return
	}
	in.chargeSlow(n, what)
}

// chargeCount charges count items of size bytes each, without overflow.
func (in *Interp) chargeCount(count, size int64, what string) {
	if count <= 0 || size <= 0 {
		return
	}
	if count > math.MaxInt64/size {
		in.memoryError(math.MaxInt64, what)
	}
	in.charge(count*size, what)
}

func (in *Interp) chargeSlow(n int64, what string) {
	g := &in.mem
	if g.budget == noBudget {
		g.pending = 0
		return
	}
	if n > g.budget {
		in.memoryError(n, what)
	}
	live, ceil := heapInUse(), g.ceiling()
	if live+n > ceil {
		goruntime.GC()
		live = heapInUse()
	}
	if live+n > ceil {
		live = in.dropKeptTapes(live)
	}
	g.base, g.pending = live-(ceil-g.budget), n
	if live+n > ceil {
		in.memoryError(n, what)
	}
}

// ceiling is what the heap may reach during this cell: the budget, or, in
// a session whose earlier cells keep more than the budget, what the cell
// found plus an eighth of the budget. Small cells still run there (to free
// values or print a few), but a cell cannot make as much again: displaying
// a value that fills the budget reached twice the budget before it was
// refused, when such a cell was measured from 0.
func (g *governor) ceiling() int64 {
	if g.start > g.budget {
		return g.start + g.budget/8
	}
	return g.budget
}

// dropKeptTapes lets go of the tapes the session keeps between
// differentiations when memory is short: the last one (for :tape, the
// pictures and ad.LastTape) and the one before it (whose memory the next
// recording reuses). They are conveniences, and the cell's values come
// first: without this, a gradient stopped at the tape limit would keep
// most of the budget, and every later gradient would be refused. A tape's
// memory outside the heap comes back through its cleanup, which the
// runtime runs after a collection on a goroutine of its own, so this waits
// a little for it. A tape the program still holds (through ad.LastTape or
// ad.Record) stays. live is the heap in use (after a collection); the
// result is the heap in use after letting go. What comes back is taken
// off the cell's starting point too, so that the heap watcher still sees
// what the cell itself grows.
func (in *Interp) dropKeptTapes(live int64) int64 {
	var held int64
	dropped := false
	for _, p := range []**ad.Tape{&in.ad.last, &in.ad.spare} {
		if t := *p; t != nil && t != in.ad.tape {
			held += t.View().Mapped()
			*p = nil
			dropped = true
		}
	}
	if !dropped {
		return live
	}
	in.ad.dropped = true
	want := ad.MappedBytes() - held
	goruntime.GC()
	for deadline := time.Now().Add(dropWait); held > 0 && ad.MappedBytes() > want && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	now := heapInUse()
	if freed := live - now; freed > 0 {
		in.mem.start = max(0, in.mem.start-freed)
	}
	return now
}

// dropWait bounds the wait for dropped tapes' cleanups. They take well
// under a millisecond on a quiet machine; the bound is generous for a
// loaded one, and is paid in full only when the program still holds the
// tape (which then never comes back), at most once per gradient.
const dropWait = 250 * time.Millisecond

// memoryError stops the cell: a refused allocation cannot be recovered by
// the program (as Go's own out-of-memory is fatal), and the session keeps
// the state it had.
func (in *Interp) memoryError(n int64, what string) {
	in.mem.pending = 0
	need := "more than the budget"
	if n < math.MaxInt64 {
		need = byteSize(n)
	}
	msg := fmt.Sprintf("%s%s needs %s; the session's memory budget is %s (%s in use); raise it with :memory budget SIZE or adrepl --memory SIZE",
		memoryErrorPrefix, what, need, byteSize(in.mem.budget), byteSize(heapInUse()))
	in.fatalAt(msg)
}

// fatalAt stops the cell with an unrecoverable error at the position the
// interpreted code is executing.
func (in *Interp) fatalAt(msg string) {
	e := in.errorHere(msg)
	in.ad.tape = nil
	panic(&fatal{e})
}

// errorHere is a fatal error (exit code 2) positioned where the innermost
// interpreted frame with a source line is executing.
func (in *Interp) errorHere(msg string) *Error {
	for f := in.rt.cur; f != nil; f = f.parent {
		if f.pos.IsValid() && in.fset.Position(f.pos).Line > 0 {
			e := in.errorAt(f.pos, msg, Panic)
			e.Exit = 2
			return e
		}
	}
	if p := in.goStart(); p.IsValid() {
		// A goroutine stopped before its first statement: its go statement.
		e := in.errorAt(p, msg, Panic)
		e.Exit = 2
		return e
	}
	return &Error{Kind: Panic, Msg: msg, Exit: 2}
}

// checkHeap is called from poll when the watcher saw the heap over the
// budget: it collects garbage and stops the cell if it is still over.
func (in *Interp) checkHeap() {
	g := &in.mem
	g.over.Store(false)
	live := heapInUse()
	last, full := g.fullAtLastGC() // memory_crawl.go
	if live <= g.budget && !full {
		return
	}
	if full {
		// The last collection found the budget nearly filled: kept tapes
		// give way, but another forced collection would only delay the
		// refusal by seconds.
		live = in.dropKeptTapes(max(live, last))
		if last, full = g.fullAtLastGC(); full {
			live = max(live, last, g.budget+1)
		}
	} else {
		goruntime.GC()
		// Only a cell that grew the heap is stopped: values earlier cells
		// keep (globals) may fill the budget, and a cell that only reads
		// them must still run (the user frees them or raises the budget).
		if live = heapInUse(); live > g.budget {
			live = in.dropKeptTapes(live)
		}
	}
	if live > g.budget && live > g.start+g.budget/32 {
		g.pending = 0
		if msg := in.tapeOverBudget(live, live-g.start); msg != "" {
			in.fatalAt(msg)
		}
		in.fatalAt(fmt.Sprintf("%sthe values this cell made take %s, over the session's memory budget of %s; raise it with :memory budget SIZE or adrepl --memory SIZE",
			memoryErrorPrefix, byteSize(live), byteSize(g.budget)))
	}
	g.base, g.pending = live, 0
}

// tapeOverBudget names the tape when a differentiation's tape is a good
// part of what the cell made (n of the live bytes): the remedy is then a
// checkpoint, as for the tape limit, which a heap sample can come before
// on a session whose earlier cells hold memory. The tape's part is what it
// holds, not its footprint: full chunks and arenas are mapped whole, and
// one chunk ahead, so a young tape holds many times what it has recorded.
func (in *Interp) tapeOverBudget(live, n int64) string {
	t := in.ad.tape
	if t == nil {
		return ""
	}
	fp, held := int64(t.View().Footprint().Total()), t.View().Mapped()
	if max(fp, held) < n/8 {
		return ""
	}
	size := byteSize(fp)
	if held > fp {
		size += ", " + byteSize(held) + " mapped"
	}
	loop := "the long loop"
	if l := in.limitLoop(t); l != "" {
		loop = l
	}
	return fmt.Sprintf("%stape limit reached: the tape being recorded holds %d entries (%s) and the session's values take %s, over its memory budget of %s; mark %s with //ad:checkpoint, or raise the budget with :memory budget SIZE",
		memoryErrorPrefix, t.Len(), size, byteSize(live), byteSize(in.mem.budget), loop)
}

// watch samples the heap while a cell runs; stop ends it.
func (in *Interp) watch() (stop func()) {
	g := &in.mem
	if g.budget == noBudget {
		return func() {}
	}
	// The first charges of the cell are measured against the heap as the
	// cell found it: from 0, a cell could make up to a budget's worth at
	// once beside what earlier cells keep, and only the watcher (if it
	// sampled in time) would stop it afterwards. A session already over
	// its budget (values earlier cells keep) may grow by an eighth of the
	// budget, so that small cells still run there (see ceiling and
	// checkHeap).
	g.start = heapInUse()
	g.base, g.pending = g.start, 0
	if g.start > g.budget {
		g.base = g.start - (g.ceiling() - g.budget) // see ceiling
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(watchEvery)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if h := heapInUse(); h > g.budget && h > g.start+g.budget/32 {
					g.over.Store(true)
					in.pollFlag.Store(1)
				} else if _, full := g.fullAtLastGC(); full {
					g.over.Store(true)
					in.pollFlag.Store(1)
				}
			}
		}
	}()
	return func() { close(done) }
}

// watchEvery bounds how long small allocations go unchecked. The
// interpreter allocates well under 1 GB/s, so a few MiB at most.
const watchEvery = 5 * time.Millisecond

var heapSamples = sync.Pool{New: func() any {
	return []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/heap/stacks:bytes"}}
}}

// heapInUse is the Go heap's objects (live and not yet collected), the
// goroutine stacks, which hold interpreted recursion, and the tapes' chunks
// mapped outside the heap (ad.MappedBytes).
func heapInUse() int64 {
	s := heapSamples.Get().([]metrics.Sample)
	metrics.Read(s)
	n := int64(s[0].Value.Uint64()+s[1].Value.Uint64()) + ad.MappedBytes()
	heapSamples.Put(s)
	return n
}

// SetMemoryBudget sets the session's memory budget in bytes: 0 restores
// the default (DefaultMemoryBudget), n < 0 turns the governor off. The
// tape limit never exceeds the budget. After GovernGC, the Go runtime's
// soft memory limit follows the budget, so that the collector works harder
// as it nears.
func (in *Interp) SetMemoryBudget(n int64) {
	switch {
	case n == 0:
		n = DefaultMemoryBudget()
	case n < 0:
		n = noBudget
	}
	in.mem.budget = n
	in.mem.base, in.mem.pending = 0, 0
	if governGC.Load() {
		debug.SetMemoryLimit(n) // noBudget is math.MaxInt64: no limit
	}
}

var governGC atomic.Bool

// GovernGC makes the sessions' budgets the Go runtime's soft memory limit
// (debug.SetMemoryLimit), for a process that runs one session (the REPL,
// adrepl run, the kernel). The limit is process-wide, so processes that
// run many sessions (tests) leave it alone.
func GovernGC() { governGC.Store(true) }

// MemoryBudget is the session's budget in bytes (-1 when off).
func (in *Interp) MemoryBudget() int64 {
	if in.mem.budget == noBudget {
		return -1
	}
	return in.mem.budget
}

// MemoryInUse is the process's Go heap in use now (bytes).
func MemoryInUse() int64 { return heapInUse() }

// tapeHooks makes a tape's growth part of the budget, and gives memory
// back to the system after large growths, so that resident memory follows
// the tape's accounting (the copied-from arrays are garbage at once).
func (in *Interp) tapeHooks(t *ad.Tape) {
	t.Grow = func(b int64) {
		g := &in.mem
		if g.base+g.pending+b <= g.budget {
			in.charge(b, "the tape")
			return
		}
		what := "the tape of this differentiation"
		if l := in.limitLoop(t); l != "" {
			what += " (mark " + l + " with //ad:checkpoint)"
		}
		in.charge(b, what)
	}
	t.Grown = func(b int64) {
		if b >= 32<<20 {
			debug.FreeOSMemory()
			in.mem.base, in.mem.pending = heapInUse(), 0
		}
	}
}

// byteSize renders a size for messages.
func byteSize(n int64) string {
	if n > 1<<50 {
		return fmt.Sprintf("%.1f PiB", float64(n)/(1<<50))
	}
	return ad.ByteSize(int(n))
}

// BudgetText describes the session's budget for :memory.
func BudgetText(in *Interp) string {
	if in.mem.budget == noBudget {
		return fmt.Sprintf("memory budget: off (%s in use)", byteSize(heapInUse()))
	}
	avail, from := MemoryAvailable()
	src := ""
	if avail > 0 {
		src = fmt.Sprintf("; the process may use %s (%s)", byteSize(avail), from)
	}
	return fmt.Sprintf("memory budget %s, %s in use%s", byteSize(in.mem.budget), byteSize(heapInUse()), src)
}

// ChargeOutput is for front ends whose Stdout or Stderr keeps what a cell
// prints (the kernel's output messages): called from those writers while a
// cell runs, it charges n bytes about to be buffered to the session's
// budget, and stops the cell with a positioned out-of-memory error when
// they do not fit. Outside a cell it does nothing.
func (in *Interp) ChargeOutput(n int) {
	if in.running {
		in.charge(int64(n), "the cell's output")
	}
}

// valueSize is what one interpreted Value takes (N, X and R).
const valueSize = 32

// chargeAt is charge for a construct at pos of the frame fr, so that a
// refusal points at it.
func (in *Interp) chargeAt(fr *frame, pos token.Pos, n int64, what string) {
	g := &in.mem
	if n < chargeMin {
		return
	}
	g.pending += n
	if g.base+g.pending <= g.budget && n <= g.budget {
		return
	}
	if fr != nil && pos.IsValid() {
		fr.pos = pos
	}
	if n < 0 {
		in.memoryError(math.MaxInt64, what)
	}
	in.chargeSlow(n, what)
}
