package ad

import "unsafe"

// Chunked storage. A tape's entries (and its loop marks) live in chunks of
// chunkLen records that are never moved once full: recording a long loop
// allocates one more chunk at a time instead of doubling one array, which
// held the old and the new array at once (50% more memory at the worst
// moment) and copied every entry about once more. The arrays of a chunk
// hold no pointers, so the garbage collector never scans them; the only
// pointers are one slice header per chunk and array.
//
// A small tape does not pay for a whole chunk: the last chunk may be short,
// and a short chunk grows by doubling (copying at most one chunk) until it
// is full. Every chunk but the last is full, so entry i is at
// chunk i>>chunkBits, offset i&chunkMask.

const (
	chunkBits  = 18
	chunkLen   = 1 << chunkBits // 256K entries: 5.25 MiB of entries (2 MiB of values), 2 MiB of adjoints
	chunkMask  = chunkLen - 1
	firstChunk = 32 // a gradient of a few operations records into a few hundred bytes
)

// chunk is one block of entries, struct of arrays, all of the same length.
type chunk struct {
	op   []Op
	a, b []int32 // input entry index, -1 for none, or -(k+2) for constant k
	val  []float64
	pos  []uint32
}

// newChunk allocates a chunk of n entries. A full chunk is mapped outside
// the Go heap where the system allows (offheap.go): its values (2 MiB) and
// two inputs (2 MiB) as one mapping of two huge pages, its positions and
// opcodes (1.25 MiB) from a mapping shared by tailArena chunks, so that
// they too fill huge pages.
func (t *Tape) newChunk(n int) chunk {
	if n == chunkLen {
		if p := t.mappedAhead(16*n, 16*n); p != nil {
			if q := t.tailMem(); q != nil {
				return chunk{
					val: unsafe.Slice((*float64)(p), n),
					a:   unsafe.Slice((*int32)(unsafe.Add(p, 8*n)), n),
					b:   unsafe.Slice((*int32)(unsafe.Add(p, 12*n)), n),
					pos: unsafe.Slice((*uint32)(q), n),
					op:  unsafe.Slice((*Op)(unsafe.Add(q, 4*n)), n),
				}
			}
			t.off.release(p)
		}
	}
	return chunk{op: make([]Op, n), a: make([]int32, n), b: make([]int32, n), val: make([]float64, n), pos: make([]uint32, n)}
}

// tailArena is how many full chunks' positions and opcodes (5 bytes an
// entry, 1.25 MiB a chunk) share one mapping: 8 make 10 MiB, five huge
// pages, with nothing left over.
const tailArena = 8

// tailMem returns the memory for a full chunk's positions and opcodes.
func (t *Tape) tailMem() unsafe.Pointer {
	if t.tailLeft == 0 {
		p := t.mappedAhead(tailArena*5*chunkLen, 5*chunkLen)
		if p == nil {
			return nil
		}
		t.tailNext, t.tailLeft = p, tailArena
	}
	p := t.tailNext
	t.tailNext = unsafe.Add(p, 5*chunkLen)
	t.tailLeft--
	if t.tailLeft > 0 && len(t.spares) > 0 {
		// Mapping ahead (offheap.go): the next chunk's share of the arena.
		prefault(t.tailNext, 5*chunkLen)
	}
	return p
}

// window is the part of a chunk that push writes into without finding the
// chunk or checking bounds: entries [lo, lo+n) are at offsets 0 to n-1 of
// the arrays. It covers the chunk of the last entry pushed through
// pushSlow, up to the chunk's end; whatever replaces or adds a chunk (grow,
// Reserve) empties it, and an entry outside it (the next chunk, or an
// earlier one after Reset or a checkpointed step cut the tape back) takes
// pushSlow, which moves it. The pointers keep heap-allocated arrays alive
// like the chunk's slices do; mapped ones live as long as the tape.
type window struct {
	op, a, b, val, pos unsafe.Pointer
	lo                 int
	n                  uintptr
}

// put writes entry lo+j.
func (w *window) put(j uintptr, op Op, a, b int32, v float64, pos uint32) {
	*(*Op)(unsafe.Add(w.op, j)) = op
	*(*int32)(unsafe.Add(w.a, 4*j)) = a
	*(*int32)(unsafe.Add(w.b, 4*j)) = b
	*(*float64)(unsafe.Add(w.val, 8*j)) = v
	*(*uint32)(unsafe.Add(w.pos, 4*j)) = pos
}

// setWindow moves the write window to the chunk of entry i (< capN). A
// window ends early at t.aheadAt, so that pushSlow sees that entry.
func (t *Tape) setWindow(i int) {
	c := &t.ch[i>>chunkBits]
	lo := i &^ chunkMask
	n := len(c.op)
	if t.aheadAt > i && t.aheadAt-lo < n {
		n = t.aheadAt - lo
	}
	t.win = window{
		op:  unsafe.Pointer(unsafe.SliceData(c.op)),
		a:   unsafe.Pointer(unsafe.SliceData(c.a)),
		b:   unsafe.Pointer(unsafe.SliceData(c.b)),
		val: unsafe.Pointer(unsafe.SliceData(c.val)),
		pos: unsafe.Pointer(unsafe.SliceData(c.pos)),
		lo:  lo,
		n:   uintptr(n),
	}
}

// opAt, aAt, bAt, valAt and posAt read the fields of entry i.
func (t *Tape) opAt(i int) Op        { return t.ch[i>>chunkBits].op[i&chunkMask] }
func (t *Tape) aAt(i int) int32      { return t.ch[i>>chunkBits].a[i&chunkMask] }
func (t *Tape) bAt(i int) int32      { return t.ch[i>>chunkBits].b[i&chunkMask] }
func (t *Tape) valAt(i int) float64  { return t.ch[i>>chunkBits].val[i&chunkMask] }
func (t *Tape) posAt(i int) uint32   { return t.ch[i>>chunkBits].pos[i&chunkMask] }
func (t *Tape) chunkOf(i int) *chunk { return &t.ch[i>>chunkBits] }

// grow makes room for at least one more entry. The first chunk starts
// short; a short last chunk doubles (up to a full chunk); a full one gets a
// full chunk after it. Growth is charged (Grow) before the memory is
// allocated, one chunk at a time.
func (t *Tape) grow() {
	t.win = window{}
	n := t.n
	if k := len(t.ch) - 1; k < 0 || len(t.ch[k].op) < chunkLen {
		var oc chunk
		if k < 0 {
			k = 0
		} else {
			oc = t.ch[k]
		}
		old := len(oc.op)
		base := k << chunkBits
		c := base + nextShort(old, firstChunk)
		if t.MaxBytes > 0 {
			c = t.fitCap(n, c)
		}
		if t.Grow != nil {
			t.Grow(int64(c-base) * EntryBytes)
		}
		nc := t.newChunk(c - base)
		if c-base == chunkLen {
			t.noteFullChunk(base)
		}
		copy(nc.op, oc.op)
		copy(nc.a, oc.a)
		copy(nc.b, oc.b)
		copy(nc.val, oc.val)
		copy(nc.pos, oc.pos)
		if k == len(t.ch) {
			t.ch = append(t.ch, nc)
		} else {
			t.ch[k] = nc
		}
		t.capN = c
		if t.Grown != nil && old > 0 {
			t.Grown(int64(old) * EntryBytes)
		}
		return
	}
	c := t.capN + chunkLen
	if t.MaxBytes > 0 {
		c = t.fitCap(n, c)
	}
	if t.Grow != nil {
		t.Grow(int64(c-t.capN) * EntryBytes)
	}
	t.ch = append(t.ch, t.newChunk(c-t.capN))
	t.capN = c
}

// nextShort is the length a short last chunk of length old grows to: it
// doubles from first; where full chunks are mapped outside the heap, it
// goes to a full chunk from an eighth of one on, because the doublings
// after that would copy megabytes on the heap (garbage the collector then
// keeps for a while) to save memory that the mapping does not touch
// anyway, except for the part of a huge page a tape of that size fills.
func nextShort(old, first int) int {
	n := max(2*old, first)
	if mapsChunks && n > chunkLen/8 {
		return chunkLen
	}
	return min(n, chunkLen)
}
