package ad

import (
	"math"
	"slices"
	"unsafe"
)

// Adjoints by chunk. A long float sweep keeps its adjoints in blocks of one
// chunk's entries (2 MiB, one huge page) instead of one array for the whole
// tape: the block of a chunk is taken when the first adjoint is added
// there and given back, zeroed, as soon as the sweep has passed the chunk,
// because from then on nothing adds to those adjoints (an entry's inputs
// are earlier entries). The float loop's sweep then holds three or four
// blocks (the chunk being swept, the one before it, the first chunk with
// the inputs) where one array took 8 bytes for every entry: a fresh
// process touches about 6 MB of adjoints instead of 32 MB for 4M entries,
// and a training loop no longer clears the whole array every step.
//
// What a sweep returns (the adjoints of its wrt) is read from each block
// before it is given back. The adjoints of all entries, which only
// inspection reads after the sweep (Entry, VarNorms, Adjoint: :tape,
// :gradnorm and the pictures), are recomputed on the first such read by
// the whole-array sweep from the same seeds (materialize). It visits the
// same entries in the same order and adds the same terms in the same
// order, so every adjoint has the same bits as if it had been kept.
//
// Only plain float tapes take this path: tensor entries, checkpointed
// loops (whose sweep re-records steps and calls the recorder back, which a
// later recomputation could not repeat), optimized tapes and anomaly
// checking keep the whole array, as do sweeps shorter than adjBlockMin.

// adjBlockMin is the length of sweep from which adjoints go by blocks: with
// two chunks or fewer the blocks would hold as much as the array.
const adjBlockMin = 2*chunkLen + 1

// arraySweeps turns blocks off (for tests that compare the two).
var arraySweeps bool

// adjLazy is a blocked sweep's description, enough to sweep it again.
type adjLazy struct {
	start, end int
	outs       []int32 // seeded entries, in the order they were seeded
	seeds      []float64
}

// useBlocks reports whether a float sweep of [start, end) seeding outs
// keeps its adjoints in blocks.
func (t *Tape) useBlocks(start, end int, outs, wrt []Num) bool {
	if arraySweeps || end-start < adjBlockMin || len(t.ckpts) > 0 || len(t.tinfo) > 0 || t.Anomaly ||
		t.sweep != nil && t.sweep.fused != nil || len(t.seedT) > 0 {
		return false
	}
	// An output or wrt past the end makes the array sweep fail with its
	// index error, as it always did.
	for _, o := range outs {
		if int(t.index(o)) >= end {
			return false
		}
	}
	for _, w := range wrt {
		if int(t.index(w)) >= end {
			return false
		}
	}
	return true
}

// reverseBlocks is ReverseRange's float sweep (not recorded) with the
// adjoints in blocks; the caller checked useBlocks.
func (t *Tape) reverseBlocks(start, end int, outs, seeds, wrt []Num) []Num {
	res := make([]Num, len(wrt))
	t.adj, t.adjLazy = nil, nil
	t.zr = t.zr[:0]
	t.tadj = map[int32][]float64{}
	t.seedT, t.seedTV = nil, nil
	t.dropBlocks()
	nb := (end-1)>>chunkBits + 1
	t.adjBlk = slices.Grow(t.adjBlk[:0], nb)[:nb]
	lz := &adjLazy{start: start, end: end}
	for k, o := range outs {
		if i := int(t.index(o)); i >= start {
			blk := t.adjBlock(i >> chunkBits)
			blk[i&chunkMask] += seeds[k].V
			lz.outs = append(lz.outs, int32(i))
			lz.seeds = append(lz.seeds, seeds[k].V)
		}
	}
	// The wrt by entry, from the last, so that each chunk reads its own
	// as the sweep leaves it.
	type want struct{ i, k int }
	var ws []want
	for k, w := range wrt {
		if i := int(t.index(w)); i >= start {
			ws = append(ws, want{i, k})
		}
	}
	slices.SortFunc(ws, func(x, y want) int { return y.i - x.i })
	if len(lz.outs) > 0 {
		t.notePeakSweep(end - start)
	}
	s32 := int32(start)
	t.blkStart = s32
	for hi := end; hi > start; {
		k := (hi - 1) >> chunkBits
		base := k << chunkBits
		jlo := max(start-base, 0)
		if blk := t.adjBlk[k]; blk != nil {
			// The sweep zeroes each adjoint as it reads it, so the block
			// is all zeros again at the end. A wrt's adjoint is read when
			// the sweep reaches its entry: it is complete then (only later
			// entries add to it) and not zeroed yet.
			n := hi - base
			for len(ws) > 0 && ws[0].i >= base+jlo {
				w := ws[0].i - base
				t.reverseChunk(blk, k, w+1, n, s32)
				n = w + 1
				res[ws[0].k] = Const(blk[w])
				ws = ws[1:]
			}
			t.reverseChunk(blk, k, jlo, n, s32)
			t.adjPool = append(t.adjPool, blk)
			t.adjBlk[k] = nil
		}
		// else: no adjoint reached the chunk (it has no block), so every
		// entry of it would be skipped, and the wrt in it are 0.
		for len(ws) > 0 && ws[0].i >= base+jlo {
			ws = ws[1:]
		}
		hi = base
	}
	t.adjLazy = lz
	t.noteSweep(start, end, outs, seeds, wrt)
	return res
}

// adjBlock returns the block of chunk k, taking one if it has none.
func (t *Tape) adjBlock(k int) []float64 {
	if b := t.adjBlk[k]; b != nil {
		return b
	}
	var b []float64
	if n := len(t.adjPool); n > 0 {
		b = t.adjPool[n-1]
		t.adjPool = t.adjPool[:n-1]
	} else if p := t.mappedAhead(8*chunkLen, 8*chunkLen); p != nil {
		b = unsafe.Slice((*float64)(p), chunkLen)
	} else {
		b = make([]float64, chunkLen)
	}
	t.adjBlk[k] = b
	return b
}

// dropBlocks gives back, zeroed, the blocks a sweep that did not finish (a
// panic) left in use.
func (t *Tape) dropBlocks() {
	for k, b := range t.adjBlk {
		if b != nil {
			clear(b)
			t.adjPool = append(t.adjPool, b)
			t.adjBlk[k] = nil
		}
	}
}

// slot is the adjoint of entry r, an input of an entry of the chunk that
// starts at entry base: in blk, that chunk's block, when r is in the chunk
// too (most operands are), else in the block of r's chunk (farSlot). It
// and add inline into the sweep.
func (t *Tape) slot(blk []float64, base, r int32) *float64 {
	if r >= base {
		return &blk[r-base]
	}
	return t.farSlot(r)
}

// farSlot is the adjoint of entry r in any chunk. Kept out of line so
// that slot inlines.
//
//go:noinline
func (t *Tape) farSlot(r int32) *float64 {
	k := int(r >> chunkBits)
	if b := t.adjBlk[k]; b != nil {
		return &b[r&chunkMask]
	}
	return &t.adjBlock(k)[r&chunkMask]
}

// add accumulates c into *p, the adjoint of entry r (addAdj with blocks).
func (t *Tape) add(p *float64, r int32, c float64) {
	s := *p + c
	*p = s
	if s == 0 {
		t.markZero(int(r - t.blkStart))
	}
}

// reverseChunk sweeps entries [lo, hi) of chunk k backwards, their
// adjoints in blk (the chunk's block), zeroing each as it reads it:
// reverseFloat's loop for one chunk, with the same arithmetic in the same
// order.
func (t *Tape) reverseChunk(blk []float64, k, lo, hi int, s32 int32) {
	base := k << chunkBits
	c := &t.ch[k]
	ops := c.op[lo:hi]
	as, bs, gs := c.a[lo:hi][:len(ops)], c.b[lo:hi][:len(ops)], blk[lo:hi][:len(ops)]
	vals := c.val[:hi]
	base32 := int32(base)
	// The block of the sweep's first chunk, where its inputs are: the
	// second operand of + - * is often one of them (a weight), so that
	// case is looked for before farSlot, a call.
	base0 := s32 &^ chunkMask
	blk0 := t.adjBlk[base0>>chunkBits]
	// The second operand's slot lookup is written out in each of + - *:
	// one shared case with a coefficient measured 5% slower (sweep of
	// BenchmarkADLoop, 19.4 against 20.4 ms, four alternated rounds).
	for j := len(ops) - 1; j >= 0; j-- {
		g := gs[j]
		if g == 0 && !t.zeroAt(base+lo+j-int(s32)) {
			continue // not reached from a seeded output
		}
		gs[j] = 0
		op := ops[j]
		a, b := as[j], bs[j]
		switch op {
		case OpInput, OpCopy:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g)
			}
		case OpAdd:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g)
			}
			if b >= s32 {
				var p *float64
				if b >= base32 {
					p = &blk[b-base32]
				} else if d := uint(uint32(b - base0)); d < uint(len(blk0)) {
					p = &blk0[d]
				} else {
					p = t.farSlot(b)
					blk0 = t.adjBlk[base0>>chunkBits]
				}
				t.add(p, b, g)
			}
		case OpSub:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g)
			}
			if b >= s32 {
				var p *float64
				if b >= base32 {
					p = &blk[b-base32]
				} else if d := uint(uint32(b - base0)); d < uint(len(blk0)) {
					p = &blk0[d]
				} else {
					p = t.farSlot(b)
					blk0 = t.adjBlk[base0>>chunkBits]
				}
				t.add(p, b, -g)
			}
		case OpMul:
			va, vb := t.valueNear(a, base32, vals), t.valueNear(b, base32, vals)
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g*vb)
			}
			if b >= s32 {
				var p *float64
				if b >= base32 {
					p = &blk[b-base32]
				} else if d := uint(uint32(b - base0)); d < uint(len(blk0)) {
					p = &blk0[d]
				} else {
					p = t.farSlot(b)
					blk0 = t.adjBlk[base0>>chunkBits]
				}
				t.add(p, b, g*va)
			}
		case OpSin:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g*math.Cos(t.valueNear(a, base32, vals)))
			}
		case OpCos:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g*-math.Sin(t.valueNear(a, base32, vals)))
			}
		case OpExp:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g*vals[lo+j])
			}
		case OpTanh:
			if a >= s32 {
				t.add(t.slot(blk, base32, a), a, g*tanhPrime(t.valueNear(a, base32, vals), vals[lo+j]))
			}
		default:
			t.reverseScalarFar(base+lo+j, g, s32)
		}
	}
}

// reverseScalarFar is reverseScalar with the adjoints in blocks.
func (t *Tape) reverseScalarFar(i int, g float64, s32 int32) {
	a, b := t.aAt(i), t.bAt(i)
	op := t.opAt(i)
	if op >= OpCkptIn {
		panic("ad: internal error: a checkpoint, tensor or fused entry in a blocked sweep")
	}
	x := t.value(a)
	y := 0.0
	if b != -1 {
		y = t.value(b)
	}
	dx, dy := partials(op, x, y, t.valAt(i))
	if a >= s32 {
		t.add(t.farSlot(a), a, g*dx)
	}
	if b >= s32 {
		t.add(t.farSlot(b), b, g*dy)
	}
}

// materialize makes t.adj the adjoints of every entry of the last sweep
// when that sweep kept them in blocks: it sweeps again, with the whole
// array, from the same seeds (the same bits, see above). Readers of t.adj
// call it first.
func (t *Tape) materialize() {
	lz := t.adjLazy
	if lz == nil || t.adj != nil {
		return
	}
	adj := t.adjBuffer(lz.end - lz.start) // clears t.adjLazy
	for k, i := range lz.outs {
		adj[int(i)-lz.start] += lz.seeds[k]
	}
	if len(lz.outs) > 0 {
		// The sweep that kept blocks ran without anomaly checking and did
		// not fail; whatever was turned on since must not fail this one.
		an := t.Anomaly
		t.Anomaly = false
		t.zr = t.zr[:0]
		t.ckSweep = sweepState{adj: adj, start: lz.start}
		t.reverseFloat(adj, lz.start, lz.start, lz.end)
		t.ckSweep = sweepState{}
		t.Anomaly = an
	}
	t.adj, t.adjStart = adj, lz.start
}
