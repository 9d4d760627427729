package ad

import "fmt"

// Byte limit of a tape. Entry arrays grow by copying, so while they grow
// the old and the new arrays are both alive, and a reverse sweep adds one
// adjoint per entry; loop and variable marks and the constant pool grow
// alongside. A limit in entries times 21 bytes therefore let real memory
// reach several times the limit. MaxBytes counts what the tape really
// holds at its peak, and the capacities grow so that the last growth lands
// exactly on the largest capacity that fits.

// ByteLimitError reports that recording would make the tape hold more than
// Tape.MaxBytes.
type ByteLimitError struct {
	Entries  int   // entries recorded when the limit was reached
	MaxBytes int64 // the limit
	Pos      uint32
}

func (e *ByteLimitError) Error() string {
	return fmt.Sprintf("ad: tape limit of %s reached after %d entries", ByteSize(int(e.MaxBytes)), e.Entries)
}

// sideBytes is what the tape holds besides its entry arrays: constants,
// marks, tensor records and the recorder's snapshots, by capacity.
func (t *Tape) sideBytes() int64 {
	return int64(8*cap(t.consts)+16*t.iters.capN+16*t.vars.capN+16*cap(t.varExt)+4*cap(t.varEntries)) +
		int64(t.mem.snapBytes)
}

// fitCap is the capacity the entry arrays may grow to from n entries under
// MaxBytes (want when it fits); it panics with a *ByteLimitError when the
// tape cannot grow at all.
func (t *Tape) fitCap(n, want int) int {
	side := t.sideBytes()
	perEntry := int64(EntryBytes + 8) // the entry and its adjoint
	if n > 0 {
		// marks and constants grow with the entries: project them
		perEntry += (side + int64(n) - 1) / int64(n)
	}
	avail := t.MaxBytes - side
	// The largest capacity T such that the last growth (T/2 -> T, both
	// arrays alive) and a full sweep (entries, adjoints, marks) fit.
	top := min(avail/perEntry, 2*avail/(3*EntryBytes))
	if int64(want) <= top/2 || n < 16 {
		if int64(want) > top {
			want = int(top)
		}
		if want <= n {
			panic(&ByteLimitError{Entries: n, MaxBytes: t.MaxBytes, Pos: t.Pos})
		}
		// land on top by halvings of it, so that the last growth is a doubling
		c := int(top)
		for c/2 >= want {
			c /= 2
		}
		return c
	}
	c := int(min(top, avail/EntryBytes-int64(n)))
	if c <= n {
		panic(&ByteLimitError{Entries: n, MaxBytes: t.MaxBytes, Pos: t.Pos})
	}
	return c
}
