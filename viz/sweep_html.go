package viz

import "math"

// HTML renders the sweep as two ECharts charts: the norms against t for
// every scale, and the growth factor per step against the spectral norm
// with the threshold at 1.
func (p *SweepPlot) HTML() string {
	var left, right []svgSeries
	for k, r := range p.Runs {
		s := svgSeries{name: r.label(), color: seriesColor(k)}
		for i, it := range r.Series.Iters {
			s.xs = append(s.xs, float64(it))
			s.ys = append(s.ys, r.Series.Norms[i])
		}
		s.xs, s.ys = thin(s.xs, s.ys, 1000)
		left = append(left, s)
		right = append(right, svgSeries{name: r.label(), color: seriesColor(k), xs: []float64{p.x(r)}, ys: []float64{r.Series.Growth.Factor}})
	}
	return chartHTML(lineOption(p.Title, "iteration t", "‖∂y/∂"+p.Var+"_t‖", left, math.NaN()), 800, 460) +
		chartHTML(lineOption("growth factor per step backwards against "+p.xName(), p.xName(), "growth factor per step (log)", right, 1), 800, 420)
}
