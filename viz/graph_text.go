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
	b.WriteString(packLine("", "  ", " ", strings.Fields(g.Title)))
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
		parts := []string{fmt.Sprintf("%-5s %s = %s", nd.Name(), nd.Label, nd.Value)}
		if nd.Deriv != "" {
			parts = append(parts, deriv+" "+nd.Deriv)
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
			parts = append(parts, "["+strings.Join(tags, ", ")+"]")
		}
		line := packLine(indent, indent+"      ", "  ", parts)
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// packLine joins parts sep apart after indent, starting a new line
// (indented by more) where the next part would pass textWidth80 columns,
// and shortens a part too wide for any line: every line fits the terminal.
func packLine(indent, more, sep string, parts []string) string {
	var b strings.Builder
	b.WriteString(indent)
	col := utf8.RuneCountInString(indent)
	for k, p := range parts {
		s := sep
		if k == 0 {
			s = ""
		}
		if k > 0 && col+len(s)+utf8.RuneCountInString(p) > textWidth80 {
			b.WriteString("\n" + more)
			col, s = utf8.RuneCountInString(more), ""
		}
		p = fit(p, max(textWidth80-col-len(s), 8))
		b.WriteString(s + p)
		col += len(s) + utf8.RuneCountInString(p)
	}
	return b.String()
}
