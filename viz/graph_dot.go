package viz

import (
	"fmt"
	"strings"

	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/encoding"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// DOT export with gonum's graph/encoding/dot, for Graphviz and other graph
// tools: nodes carry their label, kind colours and iteration; edges of
// loop-carried state are bold.

type dotNode struct {
	id int64
	g  *Graph
	n  *Node
}

func (d dotNode) ID() int64 { return d.id }

func (d dotNode) DOTID() string {
	if d.n.Kind == KindCollapsed {
		return fmt.Sprintf("collapsed%d", d.id)
	}
	return fmt.Sprintf("e%d", d.n.Entry)
}

func (d dotNode) Attributes() []encoding.Attribute {
	n := d.n
	c := kindColors[n.Kind]
	label := fmt.Sprintf("%s %s\\nv = %s", n.Name(), n.Op, n.Value)
	if n.Kind == KindCollapsed {
		label = fmt.Sprintf("… %s\\n%s", plural(n.Hidden, "entry", "entries"), d.g.Columns[n.Column].Label)
	} else if n.Deriv != "" {
		label += fmt.Sprintf("\\n%s = %s", d.g.derivLabel(), n.Deriv)
	}
	attrs := []encoding.Attribute{
		{Key: "label", Value: quote(label)},
		{Key: "shape", Value: "box"},
		{Key: "style", Value: quote("rounded,filled")},
		{Key: "color", Value: quote(c[0])},
		{Key: "fillcolor", Value: quote(c[1])},
		{Key: "kind", Value: quote(n.Kind.String())},
		{Key: "column", Value: quote(d.g.Columns[n.Column].Label)},
	}
	if n.Iter != "" {
		attrs = append(attrs, encoding.Attribute{Key: "iter", Value: quote(n.Iter)})
	}
	if n.Var != "" {
		attrs = append(attrs, encoding.Attribute{Key: "var", Value: quote(n.Var)})
	}
	if n.At != "" {
		attrs = append(attrs, encoding.Attribute{Key: "pos", Value: quote(n.At)})
	}
	return attrs
}

type dotEdge struct {
	graph.Edge
	carried bool
}

func (e dotEdge) Attributes() []encoding.Attribute {
	if e.carried {
		return []encoding.Attribute{{Key: "penwidth", Value: "2.5"}, {Key: "color", Value: quote("#1864ab")}}
	}
	return nil
}

// dotGraph adds the graph-wide attributes (left-to-right, the title).
type dotGraph struct {
	*simple.DirectedGraph
	title string
}

func (g dotGraph) DOTAttributers() (graph, node, edge encoding.Attributer) {
	return attrs{{Key: "rankdir", Value: "LR"}, {Key: "label", Value: quote(g.title)}, {Key: "labelloc", Value: "t"}},
		attrs{{Key: "fontname", Value: quote("DejaVu Sans")}, {Key: "fontsize", Value: "10"}}, attrs{}
}

type attrs []encoding.Attribute

func (a attrs) Attributes() []encoding.Attribute { return a }

func quote(s string) string {
	return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"`
}

// DOT renders the graph in Graphviz's DOT language.
func (g *Graph) DOT() (string, error) {
	dg := dotGraph{simple.NewDirectedGraph(), g.Title}
	nodes := make([]dotNode, len(g.Nodes))
	for i := range g.Nodes {
		nodes[i] = dotNode{id: int64(i), g: g, n: &g.Nodes[i]}
		dg.AddNode(nodes[i])
	}
	for _, e := range g.Edges {
		dg.SetEdge(dotEdge{Edge: dg.NewEdge(nodes[e.From], nodes[e.To]), carried: e.Carried})
	}
	b, err := dot.Marshal(dg, "unrolled", "", "  ")
	if err != nil {
		return "", err
	}
	return string(b) + "\n", nil
}
