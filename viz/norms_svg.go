package viz

import (
	"math"
)

// SVG renders the plot: ‖∂y/∂v_t‖ against t on a log axis, each variable's
// points joined, its fitted growth dashed, the verdict in the title.
func (p *NormPlot) SVG() string {
	const W, H = 760, 440
	s := newSVG(W, H)
	s.text(16, 24, `font-size="14" font-weight="bold"`, fit(p.Title, 100))
	c := &svgChart{x: 80, y: 44, w: W - 110, h: H - 150, xLabel: "iteration t", yLabel: p.yName() + " (log scale)", vline: math.NaN(), hline: math.NaN()}
	for k := range p.Series {
		se := &p.Series[k]
		ss := svgSeries{name: se.Label, color: seriesColor(k), fit: se.drawnFit, fitColor: p.fitColor(k), line: true}
		for i, it := range se.Iters {
			ss.xs = append(ss.xs, float64(it))
			ss.ys = append(ss.ys, se.Norms[i])
		}
		ss.xs, ss.ys = thin(ss.xs, ss.ys, 1000)
		c.series = append(c.series, ss)
	}
	c.draw(s)
	legend(s, 80, H-52, W-110, c.series, true)
	return s.done()
}
