package ad

import "unsafe"

// Packed loop marks. A differentiated loop records one iteration mark per
// iteration and one variable mark per assignment to a loop-carried
// variable (loops.go); in the float loop of the benchmarks that is three
// marks for four entries, so their size is a good part of what recording
// writes. Each list is a stream of 32-bit words, delta-coded against the
// marks before it in the same list (iterCode, varCode):
//
//   - an iteration mark is one word when it is the next iteration of the
//     loop of the last mark at its depth (bit 31 set, the depth, the entry
//     count since the last mark of any depth), else four words: entry
//     (bit 31 clear), loop, iteration, depth;
//   - a variable mark is one word when it is in the loop of the last mark
//     of its slot (a hash of the loop) in the same iteration or the next,
//     has a name id below 2^11 and one float or one tensor entry within
//     2^15 of the last mark's (or no entry), else four words: name (bit 31
//     clear, bit 30 for one tensor), loop, iteration, entry.
//
// The code is exact by construction: a word stores a difference from the
// previous mark only when the difference fits, and a reader reproduces
// every field. The lists are read from the start only (pictures,
// :gradnorm, optimization): no mark is found by its index. A list cut
// back (a checkpointed loop's re-recorded step) or emptied forgets the
// marks before, so the next one is written whole.

const (
	markBits  = 19 // 2 MiB of words a chunk: one huge page
	markLen   = 1 << markBits
	markMask  = markLen - 1
	markFirst = 64 // words of a small tape's first chunk

	markShort = 1 << 31 // a one-word mark

	varNameBits = 11
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
		if p := t.mappedAhead(4*n, 4*n); p != nil {
			return unsafe.Slice((*uint32)(p), n)
		}
	}
	return make([]uint32, n)
}

func (l *wordList) at(i int) uint32 { return l.c[i>>markBits][i&markMask] }

// bytes is what the marks take.
func (l *wordList) bytes() int { return 4 * l.n }

// iterCode is what the next iteration mark is coded against, the same for
// the writer and a reader: the last mark at each of the first iterDepths
// depths (so that the marks of nested loops, which alternate, still pack)
// and the entry of the last mark of any depth.
type iterCode struct {
	last  [iterDepths]IterMark
	valid uint8 // bit d: last[d] is set
	entry int32
}

const iterDepths = 7 // depth 7 in a one-word mark is not used

// short returns m as one word, if it packs.
func (c *iterCode) short(m IterMark) (uint32, bool) {
	d := uint32(m.Depth)
	if d >= iterDepths || c.valid&(1<<d) == 0 {
		return 0, false
	}
	p := &c.last[d]
	if m.Loop != p.Loop || m.Iter != p.Iter+1 || m.Entry < c.entry || m.Entry-c.entry >= 1<<28 {
		return 0, false
	}
	return markShort | d<<28 | uint32(m.Entry-c.entry), true
}

// expand decodes one-word mark w.
func (c *iterCode) expand(w uint32) IterMark {
	m := c.last[w>>28&7]
	m.Iter++
	m.Entry = c.entry + int32(w&(1<<28-1))
	return m
}

// note makes m the last mark.
func (c *iterCode) note(m IterMark) {
	if d := uint32(m.Depth); d < iterDepths {
		c.last[d] = m
		c.valid |= 1 << d
	}
	c.entry = m.Entry
}

// varCode is what the next variable mark is coded against: the last mark
// of each of varSlots loops (by a hash of the loop id: the loops of a
// nest, whose assignments alternate, mostly fall into different slots) and
// the entry of the last mark of any loop that had one.
type varCode struct {
	last  [varSlots]varRec
	valid uint8
	e     int32
	eok   bool // e is set (since the last cut: a reader that read on has an older one)
}

const varSlots = 4

func varSlot(loop uint32) uint32 { return loop * 0x9e3779b1 >> 30 }

// short returns v as one word, if it packs: bit 31 set, the slot (2 bits),
// the iteration's difference from the slot's mark (0 or 1), one bit for a
// tensor entry, the name id (varNameBits) and 16 bits of entry: 0 for none
// (an untracked value), else the difference from the entry of the last
// mark that had one, offset binary.
func (c *varCode) short(v varRec) (uint32, bool) {
	s := varSlot(v.loop)
	if c.valid&(1<<s) == 0 || v.name >= 1<<varNameBits || v.e < -1 {
		return 0, false
	}
	p := &c.last[s]
	di := v.iter - p.iter
	de := int64(0)
	if v.e >= 0 {
		de = int64(v.e) - int64(c.e) + varDeltaOff
		if !c.eok || de <= 0 || de >= 2*varDeltaOff {
			return 0, false
		}
	}
	if v.loop != p.loop || uint32(di) > 1 {
		return 0, false
	}
	var tens uint32
	if v.tens {
		tens = 1
	}
	return markShort | s<<29 | uint32(di)<<28 | tens<<27 | v.name<<16 | uint32(de), true
}

func (c *varCode) expand(w uint32) varRec {
	v := c.last[w>>29&3]
	v.iter += int32(w >> 28 & 1)
	v.tens = w>>27&1 != 0
	v.name = w >> 16 & (1<<varNameBits - 1)
	v.e = -1
	if de := int32(w & 0xffff); de != 0 {
		v.e = c.e + de - varDeltaOff
	}
	return v
}

func (c *varCode) note(v varRec) {
	s := varSlot(v.loop)
	c.last[s] = v
	c.valid |= 1 << s
	if v.e >= 0 {
		c.e, c.eok = v.e, true
	}
}

// pushIter appends iteration mark m.
func (t *Tape) pushIter(m IterMark) {
	c := &t.icode
	if w, ok := c.short(m); ok {
		l := &t.iters
		if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
			l.w[j] = w
			l.n++
		} else {
			l.pushSlow(t, w)
		}
	} else {
		// Entries are counted from 0 in an int32, so bit 31 is clear.
		t.iters.push4(t, uint32(m.Entry), m.Loop, uint32(m.Iter), uint32(m.Depth))
	}
	c.note(m)
}

// iterReader decodes the iteration marks from the first.
type iterReader struct {
	l *wordList
	k int
	c iterCode
}

func (t *Tape) iterReader() iterReader { return iterReader{l: &t.iters} }

// next returns the next mark; ok is false at the end.
func (r *iterReader) next() (m IterMark, ok bool) {
	if r.k >= r.l.n {
		return IterMark{}, false
	}
	if w := r.l.at(r.k); w&markShort != 0 {
		m = r.c.expand(w)
		r.k++
	} else {
		m = IterMark{Entry: int32(w), Loop: r.l.at(r.k + 1), Iter: int32(r.l.at(r.k + 2)), Depth: int32(r.l.at(r.k + 3))}
		r.k += 4
	}
	r.c.note(m)
	return m, true
}

// pushVar appends variable mark v.
func (t *Tape) pushVar(v varRec) {
	c := &t.vcode
	if w, ok := c.short(v); ok {
		l := &t.vars
		if j := uint(l.n - l.wLo); j < uint(len(l.w)) {
			l.w[j] = w
			l.n++
		} else {
			l.pushSlow(t, w)
		}
	} else {
		// Name ids are dense from 0 (InternName): bits 31 and 30 are
		// clear (MarkVarID writes a one-tensor mark only then).
		w := v.name
		if v.tens {
			w |= 1 << 30
		}
		t.vars.push4(t, w, v.loop, uint32(v.iter), uint32(v.e))
	}
	c.note(v)
}

// varReader decodes the variable marks from the first.
type varReader struct {
	l *wordList
	k int
	c varCode
}

func (t *Tape) varReader() varReader { return varReader{l: &t.vars} }

// next returns the next mark; ok is false at the end.
func (r *varReader) next() (v varRec, ok bool) {
	if r.k >= r.l.n {
		return varRec{}, false
	}
	if w := r.l.at(r.k); w&markShort != 0 {
		v = r.c.expand(w)
		r.k++
	} else {
		v = varRec{name: w &^ (1 << 30), loop: r.l.at(r.k + 1), iter: int32(r.l.at(r.k + 2)), e: int32(r.l.at(r.k + 3)), tens: w>>30&1 != 0}
		r.k += 4
	}
	r.c.note(v)
	return v, true
}

// cutMarks cuts the mark lists back to iters and vars words.
func (t *Tape) cutMarks(iters, vars int) {
	t.iters.n, t.vars.n = iters, vars
	t.icode, t.vcode = iterCode{}, varCode{}
}

// varMarkBytes is what the variable marks take, with the entry lists of
// those that are not one float.
func (t *Tape) varMarkBytes() int {
	return t.vars.bytes() + 16*len(t.varExt) + 4*len(t.varEntries)
}

// markBytes is what all loop marks take.
func (t *Tape) markBytes() int { return t.iters.bytes() + t.varMarkBytes() }
