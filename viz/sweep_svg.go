package viz

import "math"

// SVG renders the sweep as two panels: left, ‖∂y/∂v_t‖ against t for every
// scale; right, the growth factor per step against the spectral norm (or
// the scale), with the threshold at 1 marked.
func (p *SweepPlot) SVG() string {
	const W, H = 1100, 470
	s := newSVG(W, H)
	s.text(16, 24, `font-size="14" font-weight="bold"`, p.Title)
	left := &svgChart{x: 80, y: 50, w: 560, h: H - 180, xLabel: "iteration t", yLabel: "‖∂y/∂" + p.Var + "_t‖ (log scale)", vline: math.NaN(), hline: math.NaN()}
	right := &svgChart{x: 760, y: 50, w: 310, h: H - 180, xLabel: p.xName(), yLabel: "growth factor per step back (log)", vline: 1, hline: 1,
		vlineLabel: "threshold 1"}
	for k, r := range p.Runs {
		ss := svgSeries{name: r.label(), color: seriesColor(k), line: true}
		for i, it := range r.Series.Iters {
			ss.xs = append(ss.xs, float64(it))
			ss.ys = append(ss.ys, r.Series.Norms[i])
		}
		ss.xs, ss.ys = thin(ss.xs, ss.ys, 1000)
		left.series = append(left.series, ss)
		right.series = append(right.series, svgSeries{name: r.label(), color: seriesColor(k), xs: []float64{p.x(r)}, ys: []float64{r.Series.Growth.Factor}})
	}
	left.draw(s)
	right.draw(s)
	legend(s, 80, H-64, 600, left.series, false)
	s.text(760, H-64, `fill="#495057"`, "left of the line gradients shrink at every step back")
	return s.done()
}
