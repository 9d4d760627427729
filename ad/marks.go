package ad

import "unsafe"

// Packed loop marks. A differentiated loop records one iteration mark per
// iteration and one variable mark per assignment to a loop-carried
// variable (loops.go); in the float loop of the benchmarks that is three
// marks for four entries, so their size is a good part of what recording
// writes. Each list is a stream of 32-bit words, delta-coded against the
// mark before it in the same list:
//
//   - an iteration mark is one word when it is the next iteration of the
//     previous mark's loop at the same depth (bit 31 set, the entry count
//     since the previous mark below it), else four words: entry (bit 31
//     clear), loop, iteration, depth;
//   - a variable mark is one word when it has the previous mark's loop, the
//     same iteration or the next, a name id below 2^14, a one-float entry
//     (or none) within 2^15 of the previous mark's, else four words: name
//     (bit 31 clear), loop, iteration, entry.
//
// The code is exact by construction: a word stores a difference from the
// previous mark only when the difference fits, and a reader reproduces
// every field. The lists are read from the start only (pictures,
// :gradnorm, optimization): no mark is found by its index. A list cut
// back (a checkpointed loop's re-recorded step) or emptied forgets the mark
// before, so the next one is written whole.

const (
	markBits  = 19 // 2 MiB of words a chunk: one huge page
	markLen   = 1 << markBits
	markMask  = markLen - 1
	markFirst = 64 // words of a small tape's first chunk

	markShort = 1 << 31 // a one-word mark

	varNameBits = 14
	varDeltaOff = 1 << 15 // a one-word variable mark's entry difference, offset binary
)

// wordList is an append-only list of words in chunks that are never
// copied once full, like a tape's entries (chunks.go); a full chunk is
// mapped outside the Go heap where the system allows (offheap.go).
type wordList struct {
	c    [][]uint32
	n    int
	capN int
	w    []uint32 // the chunk push writes into, from word wLo (a window as for entries)
	wLo  int
}

// push appends w. (pushIter and pushVar repeat its first lines for their
// one-word marks: it is too big for the compiler to inline.)
func (l *wordList) push(t *Tape, w uint32) {
	if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
		l.w[j] = w
		l.n++
		return
	}
	l.pushSlow(t, w)
}

func (l *wordList) pushSlow(t *Tape, w uint32) {
	if l.n == l.capN {
		l.grow(t)
	}
	l.w, l.wLo = l.c[l.n>>markBits], l.n&^markMask
	l.w[l.n-l.wLo] = w
	l.n++
}

func (l *wordList) push4(t *Tape, a, b, c, d uint32) {
	l.push(t, a)
	l.push(t, b)
	l.push(t, c)
	l.push(t, d)
}

func (l *wordList) grow(t *Tape) {
	l.w = nil
	if k := len(l.c) - 1; k >= 0 && len(l.c[k]) < markLen {
		n := max(2*len(l.c[k]), markFirst)
		if mapsChunks && n > markLen/8 {
			n = markLen // as nextShort does for entries
		}
		nc := l.alloc(t, min(n, markLen))
		copy(nc, l.c[k])
		l.c[k] = nc
		l.capN = k<<markBits + len(nc)
		return
	}
	size := markLen
	if len(l.c) == 0 {
		size = markFirst
	}
	l.c = append(l.c, l.alloc(t, size))
	l.capN += size
}

func (l *wordList) alloc(t *Tape, n int) []uint32 {
	if n == markLen {
		if p := t.mapped(4 * n); p != nil {
			return unsafe.Slice((*uint32)(p), n)
		}
	}
	return make([]uint32, n)
}

func (l *wordList) at(i int) uint32 { return l.c[i>>markBits][i&markMask] }

// bytes is what the marks take.
func (l *wordList) bytes() int { return 4 * l.n }

// lastIter and lastVar are what the next mark of each list is coded
// against; ok false: the next mark is written whole.
type lastIter struct {
	m  IterMark
	ok bool
}

type lastVar struct {
	r  varRec
	ok bool
}

// pushIter appends iteration mark m.
func (t *Tape) pushIter(m IterMark) {
	p := &t.ilast
	if p.ok && m.Loop == p.m.Loop && m.Depth == p.m.Depth && m.Iter == p.m.Iter+1 && m.Entry >= p.m.Entry {
		w, l := markShort|uint32(m.Entry-p.m.Entry), &t.iters
		if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
			l.w[j] = w
			l.n++
		} else {
			l.pushSlow(t, w)
		}
	} else {
		// Entries are counted from 0 in an int32, so bit 31 is clear.
		t.iters.push4(t, uint32(m.Entry), m.Loop, uint32(m.Iter), uint32(m.Depth))
		p.ok = true
	}
	p.m = m
}

// iterReader decodes the iteration marks from the first.
type iterReader struct {
	l *wordList
	k int
	m IterMark
}

func (t *Tape) iterReader() iterReader { return iterReader{l: &t.iters} }

// next returns the next mark; ok is false at the end.
func (r *iterReader) next() (m IterMark, ok bool) {
	if r.k >= r.l.n {
		return IterMark{}, false
	}
	if w := r.l.at(r.k); w&markShort != 0 {
		r.m.Iter++
		r.m.Entry += int32(w &^ markShort)
		r.k++
	} else {
		r.m = IterMark{Entry: int32(w), Loop: r.l.at(r.k + 1), Iter: int32(r.l.at(r.k + 2)), Depth: int32(r.l.at(r.k + 3))}
		r.k += 4
	}
	return r.m, true
}

// pushVar appends variable mark v.
func (t *Tape) pushVar(v varRec) {
	p := &t.vlast
	if p.ok && v.loop == p.r.loop && v.name < 1<<varNameBits && v.e >= -1 {
		di := v.iter - p.r.iter
		de := int64(v.e) - int64(p.r.e) + varDeltaOff
		if uint32(di) <= 1 && uint64(de) < 2*varDeltaOff {
			w, l := markShort|uint32(di)<<30|v.name<<16|uint32(de), &t.vars
			if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
				l.w[j] = w
				l.n++
			} else {
				l.pushSlow(t, w)
			}
			p.r = v
			return
		}
	}
	// Name ids are dense from 0 (InternName): bit 31 is clear.
	t.vars.push4(t, v.name, v.loop, uint32(v.iter), uint32(v.e))
	p.r, p.ok = v, true
}

// varReader decodes the variable marks from the first.
type varReader struct {
	l *wordList
	k int
	r varRec
}

func (t *Tape) varReader() varReader { return varReader{l: &t.vars} }

// next returns the next mark; ok is false at the end.
func (r *varReader) next() (v varRec, ok bool) {
	if r.k >= r.l.n {
		return varRec{}, false
	}
	if w := r.l.at(r.k); w&markShort != 0 {
		r.r.iter += int32(w >> 30 & 1)
		r.r.name = w >> 16 & (1<<varNameBits - 1)
		r.r.e += int32(w&0xffff) - varDeltaOff
		r.k++
	} else {
		r.r = varRec{name: w, loop: r.l.at(r.k + 1), iter: int32(r.l.at(r.k + 2)), e: int32(r.l.at(r.k + 3))}
		r.k += 4
	}
	return r.r, true
}

// cutMarks cuts the mark lists back to iters and vars words.
func (t *Tape) cutMarks(iters, vars int) {
	t.iters.n, t.vars.n = iters, vars
	t.ilast.ok, t.vlast.ok = false, false
}

// varMarkBytes is what the variable marks take, with the entry lists of
// those that are not one float.
func (t *Tape) varMarkBytes() int {
	return t.vars.bytes() + 16*len(t.varExt) + 4*len(t.varEntries)
}

// markBytes is what all loop marks take.
func (t *Tape) markBytes() int { return t.iters.bytes() + t.varMarkBytes() }
