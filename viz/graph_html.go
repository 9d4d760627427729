package viz

import (
	"fmt"
	"math"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
)

// HTML renders the graph as an interactive ECharts graph series: the
// nodes at the positions of our layout (the same as the SVG's), one
// category per node kind (toggled from the legend), values and derivatives
// in the tooltips; the view can be dragged and zoomed.
func (g *Graph) HTML() string {
	kinds := []NodeKind{KindInput, KindConst, KindCarried, KindOutput, KindOp, KindCollapsed}
	catOf := map[NodeKind]int{}
	var cats []*opts.GraphCategory
	for i, k := range kinds {
		catOf[k] = i
		c := kindColors[k]
		cats = append(cats, &opts.GraphCategory{Name: k.String(), ItemStyle: &opts.ItemStyle{Color: c[1], BorderColor: c[0], BorderWidth: 1.5}})
	}
	var nodes []opts.GraphNode
	for i := range g.Nodes {
		n := &g.Nodes[i]
		x, y := g.nodeXY(n)
		nodes = append(nodes, opts.GraphNode{
			Name: n.Name(), X: float32(x + gNodeW/2), Y: float32(y + gNodeH/2), Category: catOf[n.Kind],
			Symbol: "roundRect", SymbolSize: []float64{gNodeW, gNodeH},
		})
	}
	var links []opts.GraphLink
	for _, e := range g.Edges {
		l := opts.GraphLink{Source: e.From, Target: e.To}
		if e.Carried {
			l.LineStyle = &opts.LineStyle{Color: "#1864ab", Width: 2.5}
		}
		links = append(links, l)
	}
	c := charts.NewGraph()
	c.SetGlobalOptions(
		charts.WithTitleOpts(opts.Title{Title: g.Title}),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true)}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true), Bottom: "0"}),
	)
	c.AddSeries("graph", nodes, links, charts.WithGraphChartOpts(opts.GraphChart{
		Layout: "none", Roam: opts.Bool(true), Categories: cats,
		EdgeSymbol: []string{"none", "arrow"}, EdgeSymbolSize: 7,
	}))
	c.Validate()
	o := c.JSON()
	// What go-echarts has no field for: per-node labels and tooltips, and
	// the column captions as a second (label-only) series.
	flow := "#e8590c"
	if g.Flow == FlowForward {
		flow = "#2f9e44"
	}
	data := make([]map[string]any, len(g.Nodes))
	for i := range g.Nodes {
		n := &g.Nodes[i]
		x, y := g.nodeXY(n)
		head := n.Name() + " " + n.Label
		label := "{h|" + head + "}\n{v|v = " + n.Value + "}"
		if n.Deriv != "" {
			label += "\n{d|" + g.derivLabel() + " = " + n.Deriv + "}"
		}
		if n.Kind == KindCollapsed {
			label = "{h|" + g.collapsedHead(n) + "}\n{v|" + plural(n.Hidden, "entry", "entries") + "}"
		}
		data[i] = map[string]any{
			"name": n.Name(), "x": x + gNodeW/2, "y": y + gNodeH/2, "category": catOf[n.Kind],
			"symbol": "roundRect", "symbolSize": []float64{gNodeW, gNodeH},
			"label":   map[string]any{"show": true, "formatter": label, "align": "center", "position": "inside", "width": gNodeW - 10, "overflow": "truncate"},
			"tooltip": map[string]any{"formatter": htmlLines(g.tooltip(n))},
		}
		if c := g.nodeColors(n); c != kindColors[n.Kind] {
			data[i]["itemStyle"] = map[string]any{"color": c[1], "borderColor": c[0], "borderWidth": 1.5}
		}
	}
	// Edges follow the SVG's routes through the gaps of the grid (no edge
	// passes behind a node): each is a chain of invisible waypoint nodes,
	// which move with the graph when it is dragged or zoomed, with the
	// arrowhead on the segment at the end the derivatives flow to.
	var links2 []map[string]any
	for i, e := range g.Edges {
		pts, far := g.edgeRoute(e)
		first := len(data)
		for k, p := range pts {
			data = append(data, map[string]any{
				"name": fmt.Sprintf("edge %d.%d", i, k), "x": p[0], "y": p[1], "symbol": "circle", "symbolSize": 0,
				"label": map[string]any{"show": false}, "tooltip": map[string]any{"show": false},
				"itemStyle": map[string]any{"opacity": 0},
			})
		}
		ls := map[string]any{}
		switch {
		case e.Var != "":
			ls["color"], ls["width"], ls["opacity"] = g.varColor(e.Var), 2.2, 0.9
		case far:
			ls["color"], ls["type"], ls["opacity"] = "#adb5bd", "dashed", 0.9
		}
		for k := 1; k < len(pts); k++ {
			l := map[string]any{"source": first + k - 1, "target": first + k, "lineStyle": ls}
			switch {
			case g.Flow == FlowReverse && k == 1:
				l["symbol"] = []string{"arrow", "none"}
			case g.Flow != FlowReverse && k == len(pts)-1:
				l["symbol"] = []string{"none", "arrow"}
			}
			links2 = append(links2, l)
		}
	}
	gs := map[string]any{
		"type": "graph", "name": "graph", "layout": "none", "roam": true, "categories": cats,
		"edgeSymbol": []string{"none", "none"}, "edgeSymbolSize": 8, "data": data, "links": links2,
		"lineStyle": map[string]any{"color": "#868e96", "width": 1.2, "opacity": 0.9},
		"label": map[string]any{"rich": map[string]any{
			"h": map[string]any{"fontWeight": "bold", "fontSize": 10, "lineHeight": 15},
			"v": map[string]any{"fontSize": 11, "lineHeight": 15},
			"d": map[string]any{"fontSize": 11, "lineHeight": 15, "color": flow},
		}},
		"emphasis": map[string]any{"focus": "none", "scale": false},
	}
	o["series"] = []any{gs}
	var legend []string
	for _, k := range kinds {
		legend = append(legend, k.String())
	}
	o["legend"] = map[string]any{"data": legend, "bottom": 0}
	o["tooltip"] = map[string]any{"show": true, "extraCssText": "white-space: pre-line;"}
	o["title"] = map[string]any{"text": g.Title, "textStyle": map[string]any{"fontSize": 14}}
	// Column captions: label-only nodes above each column, so that they
	// move with the graph when it is dragged or zoomed.
	for _, col := range g.Columns {
		x := gLeft + float64(col.First)*gLayerW + float64(col.Width)*gLayerW/2 - 8
		data = append(data, map[string]any{
			"name": "column " + col.Label, "x": x, "y": 50.0, "symbol": "rect", "symbolSize": []float64{float64(col.Width)*gLayerW - 8, 22},
			"itemStyle": map[string]any{"color": "#eef2f6", "borderWidth": 0},
			"label":     map[string]any{"show": true, "position": "inside", "formatter": col.Label, "fontWeight": "bold", "color": "#343a40"},
			"tooltip":   map[string]any{"show": false},
		})
	}
	gs["data"] = data
	// ECharts fits the nodes' bounding box into the series viewport; a
	// viewport equal to that box keeps our coordinates at scale 1, so the
	// fixed-size node boxes do not overlap.
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, d := range data {
		x, y := d["x"].(float64), d["y"].(float64)
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	gs["left"], gs["top"], gs["width"], gs["height"] = x0, y0, math.Max(x1-x0, 1), math.Max(y1-y0, 1)
	W, H := g.size()
	return chartHTMLFocus(o, max(W, 600), H+40, g.focusX())
}

// htmlLines escapes text for an HTML tooltip, one line per line.
func htmlLines(s string) string {
	return strings.ReplaceAll(esc(s), "\n", "<br>")
}
