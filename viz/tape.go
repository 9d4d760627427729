package viz

import (
	"github.com/adrepl/adrepl/ad"
)

// TapeTable is a tape as a table: the first and last rows of a long tape,
// with the number of entries elided between them.
type TapeTable struct {
	Rows     []TapeRow
	Head     int // Rows[:Head] are the first entries, Rows[Head:] the last ones
	Elided   int // entries left out between them (0: none)
	Entries  int
	Tangents bool   // the last sweep was forward: rows carry tangents
	Summary  string // size of the tape, on one line (captions)
	SumText  string // the same as the REPL prints it: at most 80 columns a line
}

// TapeRow is one tape entry.
type TapeRow struct {
	Index    int
	Op       string
	In1, In2 string // "#k" for entry k, a number for a saved constant, "" for none
	Value    string
	Adjoint  string // "" when the last reverse sweep did not reach the entry
	Tangent  string // "" unless a forward sweep covered it
	At       string // source line:col
	Iter     string // loop iterations, outermost first: "3.1"
	Kind     NodeKind
}

// NewTapeTable builds the table of tape t with at most maxRows rows
// (maxRows <= 0: every entry). pos renders source positions (nil: none).
func NewTapeTable(tape *ad.Tape, pos func(uint32) string, maxRows int) *TapeTable {
	t := tape.View() // viz only reads the tape
	n := t.Len()
	tt := &TapeTable{Entries: n, Tangents: t.HasTangents() && !t.HasAdjoints()}
	keep := func(i int) bool { return true }
	if maxRows > 0 && n > maxRows {
		head := maxRows / 2
		tail := maxRows - head
		tt.Head, tt.Elided = head, n-head-tail
		keep = func(i int) bool { return i < head || i >= n-tail }
	} else {
		tt.Head = n
	}
	kinds := entryKinds(t)
	walkIters(t, n, func(i int, stack []ad.IterMark) {
		if !keep(i) {
			return
		}
		e := t.Entry(i)
		r := TapeRow{Index: i, Op: e.Op.String(), In1: e.A, In2: e.B,
			Value: entryValue(e, num), Adjoint: entryAdjoint(e, num), Iter: iterString(stack), Kind: kinds[i]}
		if tt.Tangents {
			r.Tangent = entryTangent(t, e, num)
		}
		if pos != nil {
			r.At = pos(e.Pos)
		}
		tt.Rows = append(tt.Rows, r)
	})
	s := t.Stats()
	tt.Summary = s.Summary()
	tt.SumText = s.SummaryText()
	return tt
}

// entryKinds classifies every entry: inputs, the output (the last entry),
// loop-carried state (entries a loop-carried variable held after an
// assignment) and plain operations.
func entryKinds(t *ad.View) []NodeKind { return entryKindsOf(t, t.VarAssigns()) }

// entryKindsOf is entryKinds with the tape's variable assignments at hand.
func entryKindsOf(t *ad.View, assigns []ad.VarAssign) []NodeKind {
	kinds := make([]NodeKind, t.Len())
	for _, a := range assigns {
		for _, e := range a.Entries {
			kinds[int(e)] = KindCarried
		}
	}
	n := t.Len()
	consts := t.ConstantEntries()
	for i := 0; i < n; i++ {
		if op := t.OpAt(i); op == ad.OpInput || op == ad.OpTInput {
			kinds[i] = KindInput
			if consts[i] {
				kinds[i] = KindConst
			}
		}
	}
	if n > 0 {
		kinds[n-1] = KindOutput
	}
	return kinds
}
