package ad

import "fmt"

// Byte limit of a tape. MaxBytes counts what the tape really holds at its
// peak: the entries (in chunks that are never copied once full, so no
// growth holds two copies of them), one adjoint per entry for the reverse
// sweep, and the loop marks and constant pool that grow alongside. The
// chunks are sized so that the last one lands exactly on the largest
// capacity that fits.

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
	return int64(8*cap(t.consts)+4*t.iters.capN+4*t.vars.capN+16*cap(t.varExt)+4*cap(t.varEntries)) +
		int64(t.mem.snapBytes)
}

// fitCap is the capacity (in entries, all chunks together) the tape may
// grow to from n entries under MaxBytes: want when it fits; it panics with
// a *ByteLimitError when the tape cannot grow at all.
func (t *Tape) fitCap(n, want int) int {
	side := t.sideBytes()
	perEntry := int64(EntryBytes + 8) // the entry and its adjoint
	if n > 0 {
		// marks and constants grow with the entries: project them
		perEntry += (side + int64(n) - 1) / int64(n)
	}
	top := (t.MaxBytes - side) / perEntry
	c := min(int64(want), top)
	if c <= int64(n) {
		panic(&ByteLimitError{Entries: n, MaxBytes: t.MaxBytes, Pos: t.Pos})
	}
	return int(c)
}
