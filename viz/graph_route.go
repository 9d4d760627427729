package viz

import (
	"fmt"
	"math"
	"strings"
)

// Edges run in the empty channels of the layout grid, never across a node:
// out of the source's side into the vertical gap beside its lane, along
// the horizontal gap above the target's row, down the gap beside the
// target's lane, and into the target's side. Every node sits in a grid
// cell and every channel is a gap between cells, so no edge passes behind
// a node (TestNoEdgeBehindNode checks it on the coordinates). The SVG and
// the interactive chart draw the same routes.

const cornerCut = 6.0 // corners are cut this far back, so turns read as turns

// gapX is the middle of the vertical gap right of lane l.
func gapX(l int) float64 { return gLeft + float64(l)*gLayerW + gNodeW + (gLayerW-gNodeW)/2 }

// track is the offset from the middle of a vertical gap at which edge e
// runs, so that edges of different kinds do not share a line: an edge
// within a lane keeps to the left, next to the nodes it joins; one of no
// variable runs left of the middle; each loop-carried variable has its own
// track right of it, in the variable's colour.
func (g *Graph) track(e Edge) float64 {
	a, b := &g.Nodes[e.From], &g.Nodes[e.To]
	half := (gLayerW-gNodeW)/2 - 6
	if k := g.varIndex(e.Var); k >= 0 {
		return half * (float64(k) + 0.5) / float64(len(g.Vars))
	}
	if a.Layer == b.Layer {
		return -half
	}
	return -half / 2
}

// gapY is the middle of the horizontal gap above row r.
func gapY(r int) float64 { return gTop + float64(r)*gRowH - (gRowH-gNodeH)/2 }

// edgeRoute is the polyline of edge e, from the source's boundary to the
// target's; far reports a value used far away (a weight used in every
// iteration), drawn faint.
func (g *Graph) edgeRoute(e Edge) (pts [][2]float64, far bool) {
	a, b := &g.Nodes[e.From], &g.Nodes[e.To]
	xa, ya := g.nodeXY(a)
	xb, yb := g.nodeXY(b)
	la, lb := a.Layer, b.Layer
	midA, midB := ya+gNodeH/2, yb+gNodeH/2
	far = lb-la > 1 && a.Column != b.Column
	off := g.track(e)
	gapX := func(l int) float64 { return gapX(l) + off }
	gapY := func(r int) float64 { return gapY(r) + off/3 }
	switch {
	case la == lb && b.Row == a.Row+1:
		// Straight down to the next row of the same lane.
		pts = [][2]float64{{xa + gNodeW/2, ya + gNodeH}, {xb + gNodeW/2, yb}}
	case la == lb:
		// The same lane, rows apart: round by the gap on the right.
		x := gapX(la)
		pts = [][2]float64{{xa + gNodeW, midA}, {x, midA}, {x, midB}, {xb + gNodeW, midB}}
	case lb == la+1:
		// The next lane: across the gap between them.
		x := gapX(la)
		pts = [][2]float64{{xa + gNodeW, midA}, {x, midA}, {x, midB}, {xb, midB}}
	case lb > la:
		// Lanes apart: along the gap above the target's row.
		x1, x2, y := gapX(la), gapX(lb-1), gapY(b.Row)
		pts = [][2]float64{{xa + gNodeW, midA}, {x1, midA}, {x1, y}, {x2, y}, {x2, midB}, {xb, midB}}
	case lb == la-1:
		x := gapX(lb)
		pts = [][2]float64{{xa, midA}, {x, midA}, {x, midB}, {xb + gNodeW, midB}}
	default:
		// An earlier lane (an input computed further right in a column).
		x1, x2, y := gapX(la-1), gapX(lb), gapY(b.Row)
		pts = [][2]float64{{xa, midA}, {x1, midA}, {x1, y}, {x2, y}, {x2, midB}, {xb + gNodeW, midB}}
	}
	return cutCorners(dedupe(pts)), far
}

// dedupe drops repeated points and the middle of three collinear ones.
func dedupe(pts [][2]float64) [][2]float64 {
	var out [][2]float64
	for _, p := range pts {
		if n := len(out); n > 0 && out[n-1] == p {
			continue
		}
		if n := len(out); n >= 2 {
			a, b := out[n-2], out[n-1]
			if (a[0] == b[0] && b[0] == p[0]) || (a[1] == b[1] && b[1] == p[1]) {
				out[n-1] = p
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// cutCorners replaces every inner corner by two points cornerCut before
// and after it (less on short segments).
func cutCorners(pts [][2]float64) [][2]float64 {
	if len(pts) < 3 {
		return pts
	}
	out := [][2]float64{pts[0]}
	for i := 1; i < len(pts)-1; i++ {
		p, q, r := pts[i-1], pts[i], pts[i+1]
		out = append(out, toward(q, p, cornerCut), toward(q, r, cornerCut))
	}
	return append(out, pts[len(pts)-1])
}

// toward is the point d from q in the direction of p (at most half way).
func toward(q, p [2]float64, d float64) [2]float64 {
	dx, dy := p[0]-q[0], p[1]-q[1]
	l := dx*dx + dy*dy
	if l == 0 {
		return q
	}
	n := math.Sqrt(l)
	d = min(d, n/2)
	return [2]float64{q[0] + dx/n*d, q[1] + dy/n*d}
}

// pathD is the SVG path of a polyline.
func pathD(pts [][2]float64) string {
	var b strings.Builder
	for i, p := range pts {
		c := "L"
		if i == 0 {
			c = "M"
		}
		fmt.Fprintf(&b, "%s%.1f,%.1f ", c, p[0], p[1])
	}
	return strings.TrimSpace(b.String())
}

// edgeHits counts the points of edge e's route (sampled every 2 px) that
// lie inside a node box other than its ends'.
func (g *Graph) edgeHits(e Edge) int {
	pts, _ := g.edgeRoute(e)
	hits := 0
	for k := 1; k < len(pts); k++ {
		p, q := pts[k-1], pts[k]
		n := int(max(math.Abs(q[0]-p[0]), math.Abs(q[1]-p[1]))/2) + 1
		for s := 0; s <= n; s++ {
			u := float64(s) / float64(n)
			x, y := p[0]+(q[0]-p[0])*u, p[1]+(q[1]-p[1])*u
			for i := range g.Nodes {
				if i == e.From || i == e.To {
					continue
				}
				nx, ny := g.nodeXY(&g.Nodes[i])
				if x > nx+0.5 && x < nx+gNodeW-0.5 && y > ny+0.5 && y < ny+gNodeH-0.5 {
					hits++
				}
			}
		}
	}
	return hits
}
