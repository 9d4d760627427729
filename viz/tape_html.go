package viz

import (
	"fmt"
	"strings"
)

// HTML renders the table as an HTML table (no script needed); rows of
// inputs, the output and loop-carried state are tinted as in the graph.
func (tt *TapeTable) HTML() string {
	var b strings.Builder
	fmt.Fprintf(&b, "<table class=\"adrepl-tape\" id=\"%s\">\n<caption>tape: %s</caption>\n<tr>", newID(), esc(tt.Summary))
	for _, c := range tt.columns() {
		fmt.Fprintf(&b, "<th>%s</th>", esc(c))
	}
	b.WriteString("</tr>\n")
	class := map[NodeKind]string{KindInput: "input", KindOutput: "output", KindCarried: "carried", KindConst: "constant"}
	for k, r := range tt.Rows {
		if k == tt.Head && tt.Elided > 0 {
			fmt.Fprintf(&b, "<tr class=\"elided\"><td></td><td colspan=\"7\">… %s elided …</td></tr>\n", plural(tt.Elided, "entry", "entries"))
		}
		fmt.Fprintf(&b, "<tr class=%q>", class[r.Kind])
		for i, v := range tt.cells(r) {
			if i == 0 || i == 4 || i == 5 {
				fmt.Fprintf(&b, "<td class=\"num\">%s</td>", esc(v))
			} else {
				fmt.Fprintf(&b, "<td>%s</td>", esc(v))
			}
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return b.String()
}
