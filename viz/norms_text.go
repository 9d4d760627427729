package viz

import (
	"fmt"
	"math"
	"strings"
)

// Text renders the plot as a Unicode line chart on a log scale, then each
// variable's verdict.
func (p *NormPlot) Text() string {
	var b strings.Builder
	b.WriteString(p.Title)
	b.WriteByte('\n')
	var ss []textSeries
	for k := range p.Series {
		s := &p.Series[k]
		ts := textSeries{name: s.Label, mark: textMarks[k%len(textMarks)], fit: s.Fit}
		for i, it := range s.Iters {
			ts.xs = append(ts.xs, float64(it))
			ts.ys = append(ts.ys, s.Norms[i])
		}
		ss = append(ss, ts)
	}
	b.WriteString(logTextChart(ss, "t"))
	for _, s := range p.Series {
		fmt.Fprintf(&b, "%s: growth factor %.4g per step backwards over %s: %s\n", s.Name, s.Growth.Factor, plural(len(s.Norms), "step", "steps"), s.Growth.Verdict)
		fmt.Fprintf(&b, "  verdict: %s\n  %s", s.Verdict, s.Verdict.Quality())
		if m := medianFinite(s.Steps); !math.IsNaN(m) {
			fmt.Fprintf(&b, "; median per-step Jacobian norm %.4g", m)
		}
		b.WriteByte('\n')
	}
	if st := p.State; st != nil {
		b.WriteString(st.StepsText(p.Series[0].Name))
	}
	if p.Spectral > 0 {
		fmt.Fprintf(&b, "recurrent matrix %s: spectral norm %.4g\n", p.Matrix, p.Spectral)
	}
	return b.String()
}

func medianFinite(v []float64) float64 {
	var xs []float64
	for _, x := range v {
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			xs = append(xs, x)
		}
	}
	if len(xs) == 0 {
		return math.NaN()
	}
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
	return xs[len(xs)/2]
}
