package viz

import (
	"fmt"
	"strings"
)

// Geometry of the graph drawings (SVG and HTML share the layout).
const (
	gLayerW = 170.0 // distance between lanes
	gNodeW  = 122.0
	gNodeH  = 52.0
	gRowH   = 78.0
	gTop    = 96.0 // title, column labels, and room for arcs above the first row
	gLeft   = 16.0
)

func (g *Graph) nodeXY(n *Node) (float64, float64) {
	return gLeft + float64(n.Layer)*gLayerW, gTop + float64(n.Row)*gRowH
}

func (g *Graph) size() (int, int) {
	w := gLeft*2 + float64(max(g.Layers, 1))*gLayerW
	h := gTop + float64(max(g.Rows, 1))*gRowH + 40
	return int(w), int(h)
}

// derivLabel names the derivative shown on the nodes.
func (g *Graph) derivLabel() string {
	if g.Flow == FlowForward {
		return "tan"
	}
	return "adj"
}

// SVG renders the unrolled graph with our own layout: a band per column
// (iteration) and a tinted stripe of rows per loop-carried variable, nodes
// coloured by kind (a variable's values in its colour), edges in the gaps
// of the grid, those carrying a variable's value in its colour on its own
// track. Arrowheads show which way derivatives flow: back from the output
// in reverse mode, on from the inputs in forward mode. The root element's
// data-focus is the x of the output node, where a scrolled view starts.
func (g *Graph) SVG() string {
	W, H := g.size()
	s := newSVG(W, H)
	s.f(`<g data-focus="%.0f"></g>`, g.focusX())
	flowColor := "#e8590c"
	if g.Flow == FlowForward {
		flowColor = "#2f9e44"
	}
	s.f(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="%s"/></marker></defs>`, flowColor)
	s.text(gLeft, 20, `font-size="14" font-weight="bold"`, g.Title)
	// Column bands and labels.
	for c, col := range g.Columns {
		x := gLeft + float64(col.First)*gLayerW - 8
		w := float64(col.Width)*gLayerW - 6
		fill := "#f8f9fa"
		if c%2 == 1 {
			fill = "#eef2f6"
		}
		dash := ""
		if col.Collapsed {
			dash = ` stroke="#adb5bd" stroke-dasharray="4 3"`
		}
		s.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="6" fill="%s"%s/>`, x, 34.0, w, float64(H)-64, fill, dash)
		s.text(x+6, 50, `font-weight="bold" fill="#343a40"`, fit(col.Label, int(w/7.2)))
	}
	// A stripe per variable across the whole loop, named at the left.
	for _, b := range g.Bands {
		if b.Var == "" {
			continue
		}
		y := gTop + float64(b.First)*gRowH - (gRowH-gNodeH)/2 + 3
		h := float64(b.Len)*gRowH - 6
		s.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="6" fill="%s" fill-opacity="0.35" stroke="%s" stroke-opacity="0.35"/>`,
			gLeft-12, y, float64(W)-2*gLeft+16, h, g.varTint(b.Var), g.varColor(b.Var))
		s.text(gLeft-10, y+12, fmt.Sprintf(`font-size="11" font-weight="bold" fill="%s"`, g.varColor(b.Var)), b.Var)
	}
	// Edges under the nodes.
	for _, e := range g.Edges {
		pts, far := g.edgeRoute(e)
		d := pathD(pts)
		stroke, width, extra := "#868e96", 1.2, ""
		switch {
		case e.Var != "":
			stroke, width = g.varColor(e.Var), 2.2
		case far:
			stroke, extra = "#adb5bd", ` stroke-dasharray="3 3"`
		}
		marker := `marker-end="url(#arrow)"`
		if g.Flow == FlowReverse {
			marker = `marker-start="url(#arrow)"`
		}
		s.f(`<path d="%s" fill="none" stroke="%s" stroke-width="%.1f"%s %s/>`, d, stroke, width, extra, marker)
	}
	for i := range g.Nodes {
		n := &g.Nodes[i]
		x, y := g.nodeXY(n)
		c := g.nodeColors(n)
		dash := ""
		if n.Kind == KindCollapsed {
			dash = ` stroke-dasharray="4 3"`
		}
		s.f(`<g><title>%s</title>`, esc(g.tooltip(n)))
		s.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="7" fill="%s" stroke="%s" stroke-width="1.5"%s/>`, x, y, gNodeW, gNodeH, c[1], c[0], dash)
		if n.Kind == KindCollapsed {
			s.text(x+8, y+22, `font-weight="bold" fill="#495057"`, g.collapsedHead(n))
			s.text(x+8, y+40, `fill="#495057"`, plural(n.Hidden, "entry", "entries"))
			s.f(`</g>`)
			continue
		}
		s.text(x+7, y+16, fmt.Sprintf(`font-size="11" font-weight="bold" fill="%s"`, c[0]), fit(n.Name()+" "+n.Label, 17))
		s.text(x+7, y+31, `fill="#212529"`, fit("v = "+n.Value, 18))
		if n.Deriv != "" {
			s.text(x+7, y+46, fmt.Sprintf(`fill="%s"`, flowColor), fit(g.derivLabel()+" = "+n.Deriv, 18))
		}
		s.f(`</g>`)
	}
	// Legend: the kinds, then the variables' colours.
	ly := float64(H) - 12
	lx := gLeft
	for _, k := range []NodeKind{KindInput, KindConst, KindCarried, KindOutput, KindOp, KindCollapsed} {
		c := kindColors[k]
		s.f(`<rect x="%.1f" y="%.1f" width="12" height="12" rx="3" fill="%s" stroke="%s"/>`, lx, ly-10, c[1], c[0])
		s.text(lx+16, ly, `fill="#495057"`, k.String())
		lx += 30 + textWidth(k.String(), 12)
	}
	for _, v := range g.Vars {
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="2.4"/>`, lx, ly-4, lx+18, ly-4, g.varColor(v))
		s.text(lx+22, ly, fmt.Sprintf(`fill="%s"`, g.varColor(v)), "reads "+v)
		lx += 34 + textWidth("reads "+v, 12)
	}
	return s.done()
}

// nodeColors are a node's stroke and fill: its kind's, or for a value of
// a loop-carried variable the variable's.
func (g *Graph) nodeColors(n *Node) [2]string {
	c := kindColors[n.Kind]
	if n.Kind == KindCarried && n.Var != "" {
		c = [2]string{g.varColor(n.Var), g.varTint(n.Var)}
	} else if n.Init != "" {
		c[0] = g.varColor(n.Init)
	}
	return c
}

// focusX is the x of the output node's right edge (the last node's when
// there is no output), where a view too narrow for the graph starts.
func (g *Graph) focusX() float64 {
	for i := len(g.Nodes) - 1; i >= 0; i-- {
		if g.Nodes[i].Kind == KindOutput || i == 0 {
			x, _ := g.nodeXY(&g.Nodes[i])
			return x + gNodeW + gLeft
		}
	}
	return 0
}

// collapsedHead is the first line of a collapsed node.
func (g *Graph) collapsedHead(n *Node) string {
	if k := g.Columns[n.Column].Iterations; k > 0 {
		return "… " + plural(k, "iteration", "iterations")
	}
	return "…"
}

// tooltip is the hover text of a node.
func (g *Graph) tooltip(n *Node) string {
	if n.Kind == KindCollapsed {
		return fmt.Sprintf("%s collapsed (%s)", plural(n.Hidden, "entry", "entries"), g.Columns[n.Column].Label)
	}
	t := fmt.Sprintf("%s %s = %s", n.Name(), n.Op, n.Value)
	if len(n.Operands) > 0 {
		t += "\noperands: " + strings.Join(n.Operands, ", ")
	}
	if n.Deriv != "" {
		t += "\n" + g.derivLabel() + " = " + n.Deriv
	}
	t += "\n" + n.Kind.String()
	if n.Var != "" {
		t += " (" + n.Var + ")"
	}
	if n.At != "" {
		t += "\nat " + n.At
	}
	if n.Iter != "" {
		t += "\niteration " + n.Iter
	}
	return t
}
