package viz

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// textWidth80 is the terminal width the listing fits.
const textWidth80 = 80

// Text renders the graph as an indented listing: one block per column,
// one line per node with its inputs, value and derivative; entries of
// inner loops are indented by their nesting depth.
func (g *Graph) Text() string {
	var b strings.Builder
	b.WriteString(g.Title)
	b.WriteByte('\n')
	deriv := "adj"
	if g.Flow == FlowForward {
		deriv = "tan"
	}
	carried := make([]bool, len(g.Nodes))
	for _, e := range g.Edges {
		if e.Carried {
			carried[e.To] = true
		}
	}
	col := -1
	for i := range g.Nodes {
		nd := &g.Nodes[i]
		if nd.Column != col {
			col = nd.Column
			fmt.Fprintf(&b, "%s\n", g.Columns[col].Label)
		}
		indent := "  " + strings.Repeat("  ", strings.Count(nd.Iter, "."))
		if nd.Kind == KindCollapsed {
			fmt.Fprintf(&b, "%s%s collapsed (%s)\n", indent, g.collapsedHead(nd), plural(nd.Hidden, "entry", "entries"))
			continue
		}
		// What the node computes, named as the reader named it: "0.9·x",
		// "x = #8 − #9"; the tape's operands are in the tooltip and :tape.
		line := fmt.Sprintf("%s%-5s %s = %s", indent, nd.Name(), nd.Label, nd.Value)
		if nd.Deriv != "" {
			line += "  " + deriv + " " + nd.Deriv
		}
		var tags []string
		if nd.Kind != KindOp && nd.Kind != KindCarried {
			tags = append(tags, nd.Kind.String())
		}
		if carried[i] {
			tags = append(tags, "reads t-1")
		}
		if strings.Contains(nd.Iter, ".") {
			tags = append(tags, "iter "+nd.Iter)
		}
		if nd.At != "" {
			tags = append(tags, nd.At)
		}
		if len(tags) > 0 {
			tag := "[" + strings.Join(tags, ", ") + "]"
			// The line fits the terminal's 80 columns: the tags go on a
			// line of their own when they would not.
			if utf8.RuneCountInString(line)+2+utf8.RuneCountInString(tag) > textWidth80 {
				line += "\n" + indent + "      " + tag
			} else {
				line += "  " + tag
			}
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}
