package viz

import (
	"fmt"
	"strings"
)

// Text renders the table for the terminal, in the columns of the REPL's
// :tape (a tangent column is added after a forward sweep).
func (tt *TapeTable) Text() string {
	var b strings.Builder
	if tt.Tangents {
		fmt.Fprintf(&b, "%6s  %-8s %-12s %-12s %14s %14s  %-8s %s\n", "#", "op", "in1", "in2", "value", "tangent", "at", "iter")
	} else {
		fmt.Fprintf(&b, "%6s  %-8s %-12s %-12s %14s %14s  %-8s %s\n", "#", "op", "in1", "in2", "value", "adjoint", "at", "iter")
	}
	for k, r := range tt.Rows {
		if k == tt.Head && tt.Elided > 0 {
			fmt.Fprintf(&b, "%6s  ... %s elided ...\n", "", plural(tt.Elided, "entry", "entries"))
		}
		d := r.Adjoint
		if tt.Tangents {
			d = r.Tangent
		}
		fmt.Fprintf(&b, "%6d  %-8s %-12s %-12s %14s %14s  %-8s %s\n", r.Index, r.Op, r.In1, r.In2, r.Value, d, r.At, r.Iter)
	}
	b.WriteString(tt.Summary)
	b.WriteByte('\n')
	return b.String()
}
