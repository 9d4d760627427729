package ad

import (
	"runtime"
	"slices"
	"sync/atomic"
	"unsafe"
)

// Memory outside the Go heap. A full chunk of entries (5.25 MiB) or of
// loop marks (2 MiB) is pointer-free and lives as long as its tape, so on
// Linux it is mapped directly (offheap_linux.go), aligned to 2 MiB and
// advised as transparent huge pages: recording a long loop then takes a
// page fault per 2 MiB instead of one per 4 KiB, which on a virtual machine
// is most of the cost of touching fresh memory. Short chunks (small tapes)
// and other systems use the Go heap as before.
//
// A tape's mappings are listed in an offHeap record and unmapped together
// when the tape is collected (runtime.AddCleanup): chunks are never dropped
// while the tape lives (Reset keeps them for the next recording), and every
// slice into them is reached through the tape, so none outlives it.

// offHeap lists the regions a tape mapped.
type offHeap struct {
	regions []offRegion
}

type offRegion struct {
	p unsafe.Pointer
	n int
}

// mappedBytes is the memory all tapes hold outside the Go heap.
var mappedBytes atomic.Int64

// MappedBytes is the memory tapes hold outside the Go heap (their full
// chunks, on Linux), which the runtime's heap statistics do not count: a
// memory governor adds it to the heap in use.
func MappedBytes() int64 { return mappedBytes.Load() }

// Mapped is the memory this tape holds outside the Go heap: its full
// chunks and arenas, whole, and the regions it mapped ahead. It is more
// than the footprint (which counts what the recording fills), and it is
// what the tape adds to MappedBytes.
func (vw *View) Mapped() int64 {
	o := (*Tape)(vw).off
	if o == nil {
		return 0
	}
	var n int64
	for _, r := range o.regions {
		n += int64(r.n)
	}
	return n
}

// mapped returns n bytes of zeroed memory outside the Go heap, owned by
// t, or nil (then the caller allocates on the heap).
func (t *Tape) mapped(n int) unsafe.Pointer {
	p := mapMem(n)
	if p == nil {
		return nil
	}
	if t.off == nil {
		t.off = &offHeap{}
		runtime.AddCleanup(t, (*offHeap).free, t.off)
	}
	t.off.regions = append(t.off.regions, offRegion{p, n})
	mappedBytes.Add(int64(n))
	return p
}

// release unmaps the region starting at p, if it is one of o's (a
// heap-allocated array is not: then nothing happens). The caller
// guarantees that nothing points into it any more.
func (o *offHeap) release(p unsafe.Pointer) {
	if o == nil {
		return
	}
	for k, r := range o.regions {
		if r.p == p {
			unmapMem(r.p, r.n)
			mappedBytes.Add(-int64(r.n))
			o.regions = append(o.regions[:k], o.regions[k+1:]...)
			return
		}
	}
}

func (o *offHeap) free() {
	for _, r := range o.regions {
		unmapMem(r.p, r.n)
		mappedBytes.Add(-int64(r.n))
	}
	o.regions = nil
}

// Mapping ahead. A long recording maps one full chunk after another, and
// each first touch of a fresh page is the kernel zeroing it (and, on a
// virtual machine, often the host backing it): about a fifth of a
// recording's time as a whole process. So when a tape maps its second (or
// later) region of a kind, it also maps the next one, a spare, and has the
// kernel fault it in (MADV_POPULATE_WRITE) on a goroutine of its own: with
// a second core the zeroing runs beside the recording instead of inside
// it, and the spare is ready when the tape needs it. The spare is memory
// outside the Go heap like the chunks (MappedBytes counts it from the
// start, so the governor's heap-in-use sees it); it is charged to the tape
// (Grow) only when it becomes a chunk, as before. At most one spare of each
// size is held, and none when the tape is within reach of its byte limit
// (MaxBytes) or the process has one core.

// spare is a region mapped ahead.
type spare struct {
	p unsafe.Pointer
	n int
}

// aheadMargin is how far below half of its byte limit a tape must stay to
// map ahead: a spare never brings a tape near its limit.
const aheadMargin = 64 << 20

// mappedAhead is mapped for the regions that come one after another
// (chunks of entries, of marks, adjoint blocks, position and opcode
// arenas): it returns the spare of that size if there is one, and maps the
// next spare, of which the kernel faults in the first pre bytes
// (prefault).
func (t *Tape) mappedAhead(n, pre int) unsafe.Pointer {
	var p unsafe.Pointer
	second := false
	for k, s := range t.spares {
		if s.n == n {
			p, second = s.p, true
			t.spares = append(t.spares[:k], t.spares[k+1:]...)
			break
		}
	}
	if p == nil {
		if t.off != nil {
			second = slices.ContainsFunc(t.off.regions, func(r offRegion) bool { return r.n == n })
		}
		if p = t.mapped(n); p == nil {
			return nil
		}
	}
	if second && t.mayPrefault() {
		t.mapSpare(n, pre)
	}
	return p
}

// mapSpare maps a spare of n bytes and has the first pre of them faulted in.
func (t *Tape) mapSpare(n, pre int) {
	if q := t.mapped(n); q != nil {
		t.spares = append(t.spares, spare{q, n})
		prefault(q, pre)
	}
}

// mayPrefault reports whether the tape may map and fault in memory ahead
// of its needs.
func (t *Tape) mayPrefault() bool {
	return prefaults() && runtime.GOMAXPROCS(0) > 1 &&
		(t.MaxBytes <= 0 || int64(t.liveBytes())+aheadMargin <= t.MaxBytes/2)
}

// noteFullChunk is called when the tape's first full chunk of entries is
// made (its first entry is base). mappedAhead maps nothing ahead for it,
// so that a tape of one chunk never pays for a spare; once the recording
// is half through it, the next chunk is likely needed, and pushSlow, which
// the write window sends that entry to, maps it ahead (spareAhead).
func (t *Tape) noteFullChunk(base int) {
	if mapsChunks && t.aheadAt == 0 && !t.hasSpare(16*chunkLen) {
		t.aheadAt = base + chunkLen/2
	}
}

// spareAhead maps the next full chunk of entries ahead, with its share of
// the position-and-opcode arena.
func (t *Tape) spareAhead() {
	n := 16 * chunkLen
	if t.hasSpare(n) || !t.mayPrefault() {
		return
	}
	t.mapSpare(n, n)
	if t.tailLeft > 0 {
		prefault(t.tailNext, 5*chunkLen)
	}
}

func (t *Tape) hasSpare(n int) bool {
	return slices.ContainsFunc(t.spares, func(s spare) bool { return s.n == n })
}
