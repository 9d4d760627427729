package interp

import (
	"runtime/metrics"

	"github.com/adrepl/adrepl/ad"
	"sync"
)

// At the budget, a clear error at once (issue 32: small allocation loops
// took over two minutes to be refused). The Go runtime's soft memory limit
// follows the budget (GovernGC), so as a cell's live values approach it the
// collector runs back to back, each cycle taking seconds on a big heap of
// Values, and the heap in use hovers just under the budget: the watcher,
// which waited for the heap to pass the budget, saw it late, and then
// forced yet another collection before refusing. The collector already
// knows what is live: the heap it marked live at its last cycle. When that
// alone fills nearly all of the budget, what the cell keeps is what fills
// it, and another collection cannot help: the watcher raises the flag, and
// checkHeap refuses without forcing one.

// fullShare is the part of the budget (in 64ths) that the values live at
// the last collection may fill before the cell is stopped: close enough to
// the budget that a session using it well is not refused, far enough that
// the collector does not run continuously before the refusal.
const fullShare = 62

var liveSamples = sync.Pool{New: func() any {
	return []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/stacks:bytes"}}
}}

// liveAtLastGC is the heap marked live by the last collection, with the
// goroutine stacks and the tapes mapped outside the heap, as heapInUse
// counts them.
func liveAtLastGC() int64 {
	s := liveSamples.Get().([]metrics.Sample)
	metrics.Read(s)
	n := int64(s[0].Value.Uint64() + s[1].Value.Uint64())
	liveSamples.Put(s)
	return n + ad.MappedBytes()
}

// fullAtLastGC reports whether the values live at the last collection fill
// the budget (and the cell grew them: earlier cells' values may fill it,
// and a cell that only reads them must still run).
func (g *governor) fullAtLastGC() (int64, bool) {
	live := liveAtLastGC()
	return live, live > g.budget/64*fullShare && live > g.start+g.budget/32
}
