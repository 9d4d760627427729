package viz

import (
	"fmt"
	"math"
	"strings"
)

// XYPlot is a line chart of the user's own data (ad.PlotXY) on linear
// axes: text for the terminal, SVG, and an ECharts chart.
type XYPlot struct {
	Title, XLabel, YLabel string
	Xs, Ys                []float64 // the finite points, in the caller's order
	Skipped               int       // points left out for a NaN or infinite coordinate
}

// NewXYPlot keeps the finite points of (xs[i], ys[i]); xs and ys have
// the same length.
func NewXYPlot(title, xLabel, yLabel string, xs, ys []float64) *XYPlot {
	p := &XYPlot{Title: title, XLabel: xLabel, YLabel: yLabel}
	for i, x := range xs {
		y := ys[i]
		if math.IsNaN(x) || math.IsInf(x, 0) || math.IsNaN(y) || math.IsInf(y, 0) {
			p.Skipped++
			continue
		}
		p.Xs, p.Ys = append(p.Xs, x), append(p.Ys, y)
	}
	return p
}

// bounds is the data's range, widened where it is a single value.
func (p *XYPlot) bounds() (xlo, xhi, ylo, yhi float64) {
	xlo, xhi, ylo, yhi = math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for i, x := range p.Xs {
		xlo, xhi = math.Min(xlo, x), math.Max(xhi, x)
		ylo, yhi = math.Min(ylo, p.Ys[i]), math.Max(yhi, p.Ys[i])
	}
	widen := func(lo, hi float64) (float64, float64) {
		if hi > lo {
			return lo, hi
		}
		d := math.Max(math.Abs(lo)*0.1, 1)
		return lo - d, hi + d
	}
	xlo, xhi = widen(xlo, xhi)
	ylo, yhi = widen(ylo, yhi)
	return
}

// note is the line under the title: the count of points and those left out.
func (p *XYPlot) note() string {
	n := fmt.Sprintf("%d points", len(p.Xs))
	if len(p.Xs) == 1 {
		n = "1 point"
	}
	if p.Skipped > 0 {
		n += fmt.Sprintf(" (%d left out: NaN or infinite)", p.Skipped)
	}
	return n
}

// Text draws the points on a character grid, y labels on the left.
func (p *XYPlot) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s\n", p.Title, p.note())
	if len(p.Xs) == 0 {
		return b.String()
	}
	const W, H = 60, 14
	xlo, xhi, ylo, yhi := p.bounds()
	grid := make([][]rune, H)
	for r := range grid {
		grid[r] = []rune(strings.Repeat(" ", W))
	}
	for i, x := range p.Xs {
		c := int(math.Round((x - xlo) / (xhi - xlo) * (W - 1)))
		r := int(math.Round((yhi - p.Ys[i]) / (yhi - ylo) * (H - 1)))
		grid[r][c] = '•'
	}
	labels := map[int]string{0: trimFloat(yhi), H - 1: trimFloat(ylo)} // the data's extremes
	lw := 0
	for _, l := range labels {
		lw = max(lw, len(l))
	}
	for r, row := range grid {
		axis := "│"
		if _, ok := labels[r]; ok {
			axis = "┤"
		}
		fmt.Fprintf(&b, "%*s %s%s\n", lw, labels[r], axis, strings.TrimRight(string(row), " "))
	}
	fmt.Fprintf(&b, "%*s └%s\n", lw, "", strings.Repeat("─", W))
	lo, hi := trimFloat(xlo), trimFloat(xhi)
	fmt.Fprintf(&b, "%*s  %s%*s\n", lw, "", lo, W-len(lo), hi)
	fmt.Fprintf(&b, "%*s  x: %s, y: %s\n", lw, "", p.XLabel, p.YLabel)
	return b.String()
}

// SVG draws the chart on linear axes with round ticks.
func (p *XYPlot) SVG() string {
	const W, H = 760, 410
	const x0, y0, w, h = 80.0, 56.0, 650.0, 300.0
	s := newSVG(W, H)
	s.text(16, 24, `font-size="14" font-weight="bold"`, p.Title)
	s.text(16, 42, `fill="#495057"`, p.note())
	if len(p.Xs) == 0 {
		return s.done()
	}
	xlo, xhi, ylo, yhi := p.bounds()
	xt, yt := outerTicks(xlo, xhi, 8), outerTicks(ylo, yhi, 6)
	xlo, xhi = math.Min(xlo, xt[0]), math.Max(xhi, xt[len(xt)-1])
	ylo, yhi = math.Min(ylo, yt[0]), math.Max(yhi, yt[len(yt)-1])
	X := func(v float64) float64 { return x0 + (v-xlo)/(xhi-xlo)*w }
	Y := func(v float64) float64 { return y0 + (yhi-v)/(yhi-ylo)*h }
	for _, t := range yt {
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#dee2e6"/>`, x0, Y(t), x0+w, Y(t))
		s.text(x0-6, Y(t)+4, `text-anchor="end" fill="#495057"`, trimFloat(t))
	}
	for _, t := range xt {
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#868e96"/>`, X(t), y0+h, X(t), y0+h+5)
		s.text(X(t), y0+h+18, `text-anchor="middle" fill="#495057"`, trimFloat(t))
	}
	s.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="#868e96"/>`, x0, y0, w, h)
	s.text(x0+w/2, y0+h+38, `text-anchor="middle" fill="#212529"`, p.XLabel)
	s.f(`<text x="%.1f" y="%.1f" text-anchor="middle" fill="#212529" transform="rotate(-90 %.1f %.1f)">%s</text>`,
		x0-56, y0+h/2, x0-56, y0+h/2, esc(p.YLabel))
	xs, ys := thin(p.Xs, p.Ys, 2000)
	var pts []string
	for i, x := range xs {
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", X(x), Y(ys[i])))
	}
	color := seriesColor(0)
	s.f(`<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`, strings.Join(pts, " "), color)
	if len(xs) <= 100 {
		for i, x := range xs {
			s.f(`<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`, X(x), Y(ys[i]), color)
		}
	}
	return s.done()
}

// HTML is the interactive chart: ECharts, value axes, a tooltip per point.
func (p *XYPlot) HTML() string {
	xs, ys := thin(p.Xs, p.Ys, 2000)
	data := make([][2]float64, len(xs))
	for i := range xs {
		data[i] = [2]float64{xs[i], ys[i]}
	}
	axis := func(name string, gap int) map[string]any {
		return map[string]any{"type": "value", "name": name, "nameLocation": "middle", "nameGap": gap, "scale": true}
	}
	option := map[string]any{
		"title":   map[string]any{"text": p.Title, "subtext": p.note(), "textStyle": map[string]any{"fontSize": 14}},
		"tooltip": map[string]any{"trigger": "item"},
		"grid":    map[string]any{"left": 80, "right": 30, "top": 70, "bottom": 60},
		"xAxis":   axis(p.XLabel, 28),
		"yAxis":   axis(p.YLabel, 56),
		"series": []any{map[string]any{"type": "line", "name": p.YLabel, "data": data, "showSymbol": len(xs) <= 100,
			"lineStyle": map[string]any{"color": seriesColor(0), "width": 2}, "itemStyle": map[string]any{"color": seriesColor(0)}}},
	}
	return chartHTML(option, 800, 460)
}

// outerTicks are round ticks that enclose [lo, hi]: the axes end on a
// labelled value beyond the data, not inside it.
func outerTicks(lo, hi float64, n int) []float64 {
	t := niceTicks(lo, hi, n)
	if len(t) < 2 {
		return []float64{lo, hi}
	}
	step := t[1] - t[0]
	if t[0] > lo {
		t = append([]float64{t[0] - step}, t...)
	}
	if t[len(t)-1] < hi {
		t = append(t, t[len(t)-1]+step)
	}
	return t
}
