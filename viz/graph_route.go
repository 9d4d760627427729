package viz

import "math"

// Edges of the interactive graph are ECharts' quadratic curves between
// node centres: the control point sits off the midpoint by curveness times
// the edge's length, perpendicular to it (as ECharts' simple layout
// computes it). A straight or gently curved edge between nodes far apart
// would pass behind the nodes between them; route picks, per edge, the
// first curveness whose curve clears every other node's box.

// edgeCurves lists the curvenesses tried, gentlest first, alternating
// sides.
var edgeCurves = func() []float64 {
	cs := []float64{0.15, -0.15, 0}
	for c := 0.05; c <= 2.5; c += 0.05 {
		cs = append(cs, c, -c)
	}
	return cs
}()

// nodeCenter is where the HTML graph puts node i.
func (g *Graph) nodeCenter(i int) (float64, float64) {
	x, y := g.nodeXY(&g.Nodes[i])
	return x + gNodeW/2, y + gNodeH/2
}

// curvePoint is the point at parameter u of the edge from (x1, y1) to
// (x2, y2) drawn with curveness c.
func curvePoint(x1, y1, x2, y2, c, u float64) (float64, float64) {
	cx := (x1+x2)/2 - (y1-y2)*c
	cy := (y1+y2)/2 - (x2-x1)*c
	v := 1 - u
	return v*v*x1 + 2*v*u*cx + u*u*x2, v*v*y1 + 2*v*u*cy + u*u*y2
}

// edgeHits counts the samples of an edge's curve that fall inside a node
// box other than its ends' (boxes widened by a small margin).
func (g *Graph) edgeHits(e Edge, c float64) int {
	const margin = 3.0
	x1, y1 := g.nodeCenter(e.From)
	x2, y2 := g.nodeCenter(e.To)
	n := 24 + int(math.Hypot(x2-x1, y2-y1)/12)
	hits := 0
	for k := 1; k < n; k++ {
		px, py := curvePoint(x1, y1, x2, y2, c, float64(k)/float64(n))
		for i := range g.Nodes {
			if i == e.From || i == e.To {
				continue
			}
			nx, ny := g.nodeXY(&g.Nodes[i])
			if px > nx-margin && px < nx+gNodeW+margin && py > ny-margin && py < ny+gNodeH+margin {
				hits++
			}
		}
	}
	return hits
}

// routeCurveness is the curveness of edge e in the interactive graph: the
// gentlest that passes behind no other node (the least obstructed if none
// does).
func (g *Graph) routeCurveness(e Edge) float64 {
	best, bestHits := edgeCurves[0], math.MaxInt
	for _, c := range edgeCurves {
		h := g.edgeHits(e, c)
		if h == 0 {
			return c
		}
		if h < bestHits {
			best, bestHits = c, h
		}
	}
	return best
}
