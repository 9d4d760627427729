package viz

import (
	"fmt"
	"strings"
)

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
		ins := nd.Operands // in the tape's order, as :tape lists them
		line := fmt.Sprintf("%s%-5s %-8s", indent, nd.Name(), nd.Op)
		if len(ins) > 0 {
			line += " (" + strings.Join(ins, ", ") + ")"
		}
		line += " = " + nd.Value
		if nd.Deriv != "" {
			line += "  " + deriv + " " + nd.Deriv
		}
		var tags []string
		if nd.Kind != KindOp {
			tags = append(tags, nd.Kind.String())
		}
		if nd.Var != "" {
			tags = append(tags, nd.Var)
		}
		if carried[i] {
			tags = append(tags, "reads the previous iteration")
		}
		if strings.Contains(nd.Iter, ".") {
			tags = append(tags, "iter "+nd.Iter)
		}
		if nd.At != "" {
			tags = append(tags, "at "+nd.At)
		}
		if len(tags) > 0 {
			line += "  [" + strings.Join(tags, ", ") + "]"
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}
