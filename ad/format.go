package ad

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// EntryBytes is the storage of one recorded entry: opcode (1), two input
// references (4+4), value (8), source position (4). A reverse sweep adds
// 8 bytes of adjoint per entry of the swept level.
const EntryBytes = 21

// Stats summarises a tape.
type Stats struct {
	Entries    int
	Bytes      int // entries, the constant pool and the loop marks: Entries*EntryBytes + ConstBytes + MarkBytes
	ConstBytes int // saved constant operands
	MarkBytes  int // loop marks: iterations and assignments to loop-carried variables (4 bytes for most, marks.go)
	Peak       int // most entries alive at once
	Inputs     int
	PeakBytes  int // most bytes alive at once: entries, constants, marks, adjoints, snapshots
	Snapshots  int // snapshots taken by checkpointed loops
	Recomputed int // forward steps recomputed by checkpointed loops' reverse passes
}

// Summary is the one-line account of a tape's size, in exact bytes whose
// parts add up: "4 entries, 172 B = 4 × 21 B + 24 B of saved constants +
// 64 B of loop marks, peak 4 entries".
func (s Stats) Summary() string {
	head, parts, peak := s.summaryParts()
	return head + " = " + parts + ", " + peak
}

// SummaryText is Summary as the text table prints it: one line when it
// fits in 80 columns, else the byte breakdown on a second, indented line.
func (s Stats) SummaryText() string {
	one := s.Summary()
	if utf8.RuneCountInString(one) <= 80 {
		return one
	}
	head, parts, peak := s.summaryParts()
	return head + ", " + peak + "\n  = " + parts
}

func (s Stats) summaryParts() (head, parts, peak string) {
	total := fmt.Sprintf("%d B", s.Bytes)
	if s.Bytes >= 1024 {
		total += " (" + ByteSize(s.Bytes) + ")"
	}
	head = Plural(s.Entries, "entry", "entries") + ", " + total
	parts = fmt.Sprintf("%d × %d B", s.Entries, EntryBytes)
	if s.ConstBytes > 0 {
		parts += fmt.Sprintf(" + %d B of saved constants", s.ConstBytes)
	}
	if s.MarkBytes > 0 {
		parts += fmt.Sprintf(" + %d B of loop marks", s.MarkBytes)
	}
	return head, parts, "peak " + Plural(s.Peak, "entry", "entries")
}

// Plural is "1 entry", "2 entries".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Stats returns the tape's summary.
func (t *Tape) Stats() Stats {
	s := Stats{Entries: t.n, ConstBytes: 8 * len(t.consts), MarkBytes: t.markBytes(), Peak: t.peak}
	s.Bytes = s.Entries*EntryBytes + s.ConstBytes + s.MarkBytes
	if s.Peak < s.Entries {
		s.Peak = s.Entries
	}
	for k := 0; k<<chunkBits < t.n; k++ {
		// Counting a byte is vectorized: printing a big tape's size
		// (t.Bytes() in a program) does not walk its entries one by one.
		ops := t.ch[k].op[:min(chunkLen, t.n-k<<chunkBits)]
		s.Inputs += bytes.Count(unsafe.Slice((*byte)(unsafe.SliceData(ops)), len(ops)), []byte{byte(OpInput)})
	}
	s.PeakBytes = max(t.mem.peakBytes, s.Bytes)
	for _, c := range t.ckpts {
		s.Snapshots += c.Info.SnapshotsTaken
		s.Recomputed += c.Info.Recomputed
	}
	return s
}

// Entry describes one entry for display.
type Entry struct {
	Index   int
	Op      Op
	A, B    string // input references: "#3", a constant "0.5", or ""
	Value   float64
	Adjoint float64
	HasAdj  bool
	Tensor  *Tensor   // the value of a tensor-valued entry
	TAdj    []float64 // its adjoint, if the last sweep reached it
	Pos     uint32
}

// OpAt is entry i's operation (Entry(i).Op without formatting the rest).
func (vw *View) OpAt(i int) Op {
	t := (*Tape)(vw)
	return t.opAt(i)
}

// Entry returns entry i for display; the adjoint is that of the last
// reverse sweep, where it covered the entry.
func (vw *View) Entry(i int) Entry {
	t := (*Tape)(vw)
	e := Entry{Index: i, Op: t.opAt(i), Value: t.valAt(i), Pos: t.posAt(i)}
	ref := func(r int32) string {
		switch {
		case r >= 0:
			return fmt.Sprintf("#%d", r)
		case r == -1:
			return ""
		}
		return fmt.Sprintf("%.6g", t.consts[-r-2])
	}
	e.A, e.B = ref(t.aAt(i)), ref(t.bAt(i))
	if isTensorOp(e.Op) {
		if info := t.info(i); info != nil && info.val != nil {
			e.Tensor = info.val
			e.TAdj = t.tadj[int32(i)]
			e.Value = 0
		}
	}
	t.materialize()
	if j := i - t.adjStart; t.adj != nil && j >= 0 && j < len(t.adj) {
		e.Adjoint, e.HasAdj = t.adj[j], true
	}
	return e
}

// TableFormat is the row format of the text tape table, shared with viz's
// table so that :tape and the picture agree column for column.
const TableFormat = "%5s  %-8s %-9s %-9s %12s %12s  %-7s %s\n"

// Table writes the tape as a text table, eliding the middle of long tapes
// (maxRows <= 0 prints every entry). pos renders a source position.
func (vw *View) Table(w io.Writer, maxRows int, pos func(uint32) string) {
	t := (*Tape)(vw)
	n := t.n
	// The widths fit 80 columns with the iteration column: %.6g is at most
	// 12 characters, an operand reference #NNNNNNN 8; longer cells push
	// their row right rather than being cut.
	fmt.Fprintf(w, TableFormat, "#", "op", "in1", "in2", "value", "adjoint", "at", "iter")
	row := func(i int) {
		e := t.View().Entry(i)
		adj := ""
		if e.HasAdj {
			adj = fmt.Sprintf("%.6g", e.Adjoint)
		}
		val := fmt.Sprintf("%.6g", e.Value)
		if e.Tensor != nil {
			val = e.Tensor.Shape() + fmt.Sprintf(" ‖%.4g‖", norm2(e.Tensor.Data))
			adj = ""
			if e.TAdj != nil {
				adj = fmt.Sprintf("‖%.4g‖", norm2(e.TAdj))
			}
		}
		at := ""
		if pos != nil {
			at = pos(e.Pos)
		}
		var it []string
		for _, m := range t.View().IterOf(i) {
			it = append(it, fmt.Sprint(m.Iter))
		}
		fmt.Fprintf(w, TableFormat, strconv.Itoa(i), e.Op, e.A, e.B, val, adj, at, strings.Join(it, "."))
	}
	if maxRows <= 0 || n <= maxRows {
		for i := 0; i < n; i++ {
			row(i)
		}
	} else {
		head := maxRows / 2
		tail := maxRows - head
		for i := 0; i < head; i++ {
			row(i)
		}
		fmt.Fprintf(w, "%5s  ... %s elided ...\n", "", Plural(n-head-tail, "entry", "entries"))
		for i := n - tail; i < n; i++ {
			row(i)
		}
	}
	s := t.Stats()
	fmt.Fprintln(w, s.SummaryText())
	if len(t.ckpts) > 0 {
		fmt.Fprintf(w, "checkpointed loops: %d, peak live %s,\nsnapshots taken %d, forward steps recomputed %d\n",
			len(t.ckpts), ByteSize(s.PeakBytes), s.Snapshots, s.Recomputed)
	}
}

func norm2(d []float64) float64 {
	s := 0.0
	for _, v := range d {
		s += v * v
	}
	return math.Sqrt(s)
}

// ByteSize renders a size in bytes as people read it: 84 B, 15.6 KiB, 3.4 GiB.
func ByteSize(n int) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// String is the table with at most 40 rows.
func (t *Tape) String() string {
	var b strings.Builder
	t.View().Table(&b, 40, nil)
	return b.String()
}
