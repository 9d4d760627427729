package viz

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// Text renders the table for the terminal, in the columns of the REPL's
// :tape (a tangent column is added after a forward sweep).
func (tt *TapeTable) Text() string {
	var b strings.Builder
	if tt.Tangents {
		fmt.Fprintf(&b, ad.TableFormat, "#", "op", "in1", "in2", "value", "tangent", "at", "iter")
	} else {
		fmt.Fprintf(&b, ad.TableFormat, "#", "op", "in1", "in2", "value", "adjoint", "at", "iter")
	}
	for k, r := range tt.Rows {
		if k == tt.Head && tt.Elided > 0 {
			fmt.Fprintf(&b, "%5s  ... %s elided ...\n", "", plural(tt.Elided, "entry", "entries"))
		}
		d := r.Adjoint
		if tt.Tangents {
			d = r.Tangent
		}
		fmt.Fprintf(&b, ad.TableFormat, strconv.Itoa(r.Index), r.Op, r.In1, r.In2, r.Value, d, r.At, r.Iter)
	}
	b.WriteString(tt.SumText)
	b.WriteByte('\n')
	return b.String()
}
