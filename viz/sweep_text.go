package viz

import (
	"fmt"
	"strings"
)

// Text renders the sweep: the norms of every run on one log chart, then a
// table of growth factors with the line where the spectral norm crosses 1.
func (p *SweepPlot) Text() string {
	var b strings.Builder
	b.WriteString(p.Title)
	b.WriteByte('\n')
	var ss []textSeries
	for k, r := range p.Runs {
		ts := textSeries{name: r.label(), mark: textMarks[k%len(textMarks)]}
		for i, it := range r.Series.Iters {
			ts.xs = append(ts.xs, float64(it))
			ts.ys = append(ts.ys, r.Series.Norms[i])
		}
		ss = append(ss, ts)
	}
	b.WriteString(logTextChart(ss, "t"))
	fmt.Fprintf(&b, "%10s %12s %14s  %s\n", "scale", "‖W‖₂", "growth/step", "verdict")
	crossed := false
	for _, r := range p.Runs {
		if !crossed && p.x(r) >= 1 {
			crossed = true
			fmt.Fprintf(&b, "%10s %s\n", "", "───── "+p.xName()+" = 1 ─────")
		}
		w := "-"
		if r.Spectral > 0 {
			w = fmt.Sprintf("%.4g", r.Spectral)
		}
		fmt.Fprintf(&b, "%10.4g %12s %14.4g  %s\n", r.Scale, w, r.Series.Growth.Factor, r.Series.Growth.Verdict)
	}
	return b.String()
}
