package ad

import (
	"runtime"
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
