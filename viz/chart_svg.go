package viz

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// A line chart with a log10 y axis, drawn in SVG: the static form of the
// gradient-norm and sweep plots.

type svgSeries struct {
	name   string
	color  string
	xs, ys []float64
	fit    func(float64) float64 // dashed fitted line, or nil
	line   bool                  // join the points
	// fitColor, when set, draws the fitted line in its own colour on top
	// of the data: a fit that matches the points exactly (the rotation's
	// ×0.9487) would otherwise hide under the data line.
	fitColor string
}

type svgChart struct {
	x, y, w, h     float64 // plot area
	xLabel, yLabel string
	series         []svgSeries
	vline, hline   float64 // threshold lines (NaN: none); hline on the y scale
	vlineLabel     string
}

// niceTicks returns about n round tick values covering [lo, hi].
func niceTicks(lo, hi float64, n int) []float64 {
	if hi <= lo {
		return []float64{lo}
	}
	raw := (hi - lo) / float64(n)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*mag >= raw {
			step = m * mag
			break
		}
	}
	var out []float64
	for v := math.Ceil(lo/step) * step; v <= hi+step*1e-9; v += step {
		out = append(out, math.Round(v/step)*step+0) // +0: no "-0" label
	}
	return out
}

func (c *svgChart) draw(s *svgWriter) {
	xlo, xhi := math.Inf(1), math.Inf(-1)
	ylo, yhi := math.Inf(1), math.Inf(-1)
	for _, se := range c.series {
		for i, x := range se.xs {
			xlo, xhi = math.Min(xlo, x), math.Max(xhi, x)
			if y := se.ys[i]; y > 0 && !math.IsInf(y, 0) {
				ylo, yhi = math.Min(ylo, math.Log10(y)), math.Max(yhi, math.Log10(y))
			}
		}
	}
	if !math.IsNaN(c.vline) {
		xlo, xhi = math.Min(xlo, c.vline), math.Max(xhi, c.vline)
	}
	if !math.IsNaN(c.hline) && c.hline > 0 {
		ylo, yhi = math.Min(ylo, math.Log10(c.hline)), math.Max(yhi, math.Log10(c.hline))
	}
	if math.IsInf(xlo, 0) || math.IsInf(ylo, 0) {
		s.text(c.x+10, c.y+20, `fill="#868e96"`, "no positive values to plot on a log scale")
		return
	}
	ylo, yhi = math.Floor(ylo), math.Ceil(yhi)
	if yhi == ylo {
		ylo, yhi = ylo-1, yhi+1
	}
	if xhi == xlo {
		xlo, xhi = xlo-1, xhi+1
	}
	pad := (xhi - xlo) * 0.03
	xlo, xhi = xlo-pad, xhi+pad
	X := func(v float64) float64 { return c.x + (v-xlo)/(xhi-xlo)*c.w }
	Y := func(v float64) float64 { return c.y + (yhi-math.Log10(v))/(yhi-ylo)*c.h }
	// Grid and axes.
	for d := ylo; d <= yhi; d++ {
		y := Y(math.Pow(10, d))
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#dee2e6"/>`, c.x, y, c.x+c.w, y)
		s.text(c.x-6, y+4, `text-anchor="end" fill="#495057"`, decade(int(d)))
		if d < yhi && yhi-ylo <= 8 {
			for m := 2.0; m < 10; m++ {
				ym := Y(m * math.Pow(10, d))
				s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#f1f3f5"/>`, c.x, ym, c.x+c.w, ym)
			}
		}
	}
	for _, t := range niceTicks(xlo, xhi, 8) {
		x := X(t)
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#868e96"/>`, x, c.y+c.h, x, c.y+c.h+5)
		s.text(x, c.y+c.h+18, `text-anchor="middle" fill="#495057"`, trimFloat(t))
	}
	s.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="#868e96"/>`, c.x, c.y, c.w, c.h)
	s.text(c.x+c.w/2, c.y+c.h+36, `text-anchor="middle" fill="#212529"`, c.xLabel)
	s.f(`<text x="%.1f" y="%.1f" text-anchor="middle" fill="#212529" transform="rotate(-90 %.1f %.1f)">%s</text>`,
		c.x-48, c.y+c.h/2, c.x-48, c.y+c.h/2, esc(c.yLabel))
	// Thresholds.
	if !math.IsNaN(c.vline) {
		x := X(c.vline)
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#e03131" stroke-width="1.5" stroke-dasharray="6 4"/>`, x, c.y, x, c.y+c.h)
		s.text(x+5, c.y+14, `fill="#e03131"`, c.vlineLabel)
	}
	if !math.IsNaN(c.hline) && c.hline > 0 {
		y := Y(c.hline)
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#adb5bd" stroke-width="1.2" stroke-dasharray="2 3"/>`, c.x, y, c.x+c.w, y)
	}
	// Series: fitted lines first, then data, then the fits drawn on top.
	fitLine := func(se svgSeries, color string) {
		if se.fit == nil || len(se.xs) == 0 {
			return
		}
		a, b := se.xs[0], se.xs[len(se.xs)-1]
		xs := make([]float64, 0, 41)
		for k := 0; k <= 40; k++ {
			xs = append(xs, a+(b-a)*float64(k)/40)
		}
		if se.fitColor != "" {
			xs = fitSamples(a, b)
		}
		// A NaN (where no piece was fitted, between two pieces) breaks the
		// line, for series drawn with their own fit colour.
		var pts []string
		flush := func() {
			if len(pts) > 1 {
				s.f(`<polyline points="%s" fill="none" stroke="%s" stroke-width="1.5" stroke-dasharray="6 4" opacity="0.8"/>`, strings.Join(pts, " "), color)
			}
			pts = pts[:0]
		}
		for _, x := range xs {
			y := se.fit(x)
			if math.IsNaN(y) && se.fitColor != "" {
				flush()
				continue
			}
			if y > 0 && !math.IsInf(y, 0) && math.Log10(y) >= ylo && math.Log10(y) <= yhi {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", X(x), Y(y)))
			}
		}
		flush()
	}
	for _, se := range c.series {
		if se.fitColor == "" {
			fitLine(se, se.color)
		}
	}
	defer func() {
		for _, se := range c.series {
			if se.fitColor != "" {
				fitLine(se, se.fitColor)
			}
		}
	}()
	for _, se := range c.series {
		var pts []string
		for i, x := range se.xs {
			if y := se.ys[i]; y > 0 && !math.IsInf(y, 0) {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", X(x), Y(y)))
			}
		}
		if se.line && len(pts) > 1 {
			s.f(`<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`, strings.Join(pts, " "), se.color)
		}
		for _, p := range pts {
			xy := strings.Split(p, ",")
			s.f(`<circle cx="%s" cy="%s" r="3.2" fill="%s"/>`, xy[0], xy[1], se.color)
		}
	}
}

// legend draws one entry per series from (x, y), wrapping at width w; it
// returns the height used.
func legend(s *svgWriter, x, y, w float64, series []svgSeries, fitted bool) float64 {
	cx, cy := x, y
	item := func(label, color string, dashed bool) {
		iw := 34 + textWidth(label, 12)
		if cx+iw > x+w && cx > x {
			cx, cy = x, cy+18
		}
		d := ""
		if dashed {
			d = ` stroke-dasharray="6 4"`
		}
		s.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="2"%s/>`, cx, cy-4, cx+22, cy-4, color, d)
		s.text(cx+27, cy, `fill="#212529"`, label)
		cx += iw
	}
	fc := "#868e96"
	for _, se := range series {
		item(se.name, se.color, false)
		if se.fitColor != "" && len(series) == 1 {
			fc = se.fitColor
		}
	}
	if fitted {
		item("fitted growth", fc, true)
	}
	return cy - y + 18
}

// thin keeps at most n points of a long series (evenly spaced, the last
// one always), so that a loop of a million iterations draws a light chart.
func thin(xs, ys []float64, n int) ([]float64, []float64) {
	if len(xs) <= n {
		return xs, ys
	}
	step := float64(len(xs)-1) / float64(n-1)
	ox, oy := make([]float64, 0, n), make([]float64, 0, n)
	for k := 0; k < n; k++ {
		i := int(math.Round(float64(k) * step))
		ox, oy = append(ox, xs[i]), append(oy, ys[i])
	}
	return ox, oy
}

// fitSamples are the abscissae at which a fitted line is drawn over
// [a, b]: 40 even steps plus every half-integer, so that each piece of a
// two-piece fit ends exactly at its last iteration.
func fitSamples(a, b float64) []float64 {
	var xs []float64
	for k := 0; k <= 40; k++ {
		xs = append(xs, a+(b-a)*float64(k)/40)
	}
	if b-a <= 2000 {
		for x := math.Ceil(2*a) / 2; x < b; x += 0.5 {
			xs = append(xs, x)
		}
	}
	sort.Float64s(xs)
	out := xs[:1]
	for _, x := range xs[1:] {
		if x-out[len(out)-1] > 1e-9*(1+math.Abs(x)) {
			out = append(out, x)
		}
	}
	return out
}
