package viz

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// Text renders the plot as a Unicode line chart on a log scale, then each
// variable's verdict.
func (p *NormPlot) Text() string {
	var b strings.Builder
	// A terminal's 80 columns: the words that do not fit go on indented
	// lines (the chart itself is 72 columns wide).
	b.WriteString(textTitle(p.Title))
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
		sep := " "
		if strings.Contains(s.Growth.Verdict, ":") {
			sep = "\n  " // a mixed verdict's sentence gets its own line, as in :gradnorm
		}
		line := fmt.Sprintf("%s: growth factor %.4g per step backwards over %s:%s%s", s.Name, s.Growth.Factor, plural(len(s.Norms), "step", "steps"), sep, s.Growth.Verdict)
		b.WriteString(wrapWords(line, textWidthCols, "    "))
		b.WriteByte('\n')
		b.WriteString(wrapWords("  verdict: "+s.Verdict.String(), textWidthCols, "    "))
		b.WriteByte('\n')
		b.WriteString(wrapWords("  "+s.Verdict.Quality(), textWidthCols, "    "))
		b.WriteByte('\n')
		if m := medianFinite(s.Steps); !math.IsNaN(m) {
			fmt.Fprintf(&b, "  median per-step Jacobian norm %.4g\n", m)
		}
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

// textWidthCols is the width the text pictures fit: a terminal's.
const textWidthCols = 80

// wrapWords breaks each line of s wider than width runes at spaces, the
// continuation lines starting with indent; a word wider than a line stays
// whole.
func wrapWords(s string, width int, indent string) string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		lead := line[:len(line)-len(strings.TrimLeft(line, " "))]
		cur, n := lead, utf8.RuneCountInString(lead)
		first := true
		for _, w := range strings.Fields(line) {
			wn := utf8.RuneCountInString(w)
			if !first && n+1+wn > width {
				out = append(out, cur)
				cur, n = indent+w, utf8.RuneCountInString(indent)+wn
				continue
			}
			if !first {
				cur, n = cur+" ", n+1
			}
			cur, n, first = cur+w, n+wn, false
		}
		out = append(out, cur)
	}
	return strings.Join(out, "\n")
}

// textTitle fits the title in the terminal: when it is too wide, the
// quantity stays on the first line and each "; "-separated part of the
// verdicts (a series' verdict, the spectral norm) gets its own indented
// line, wrapped at spaces if still too wide.
func textTitle(title string) string {
	if utf8.RuneCountInString(title) <= textWidthCols {
		return title
	}
	head, rest, ok := strings.Cut(title, " — ")
	if !ok {
		return wrapWords(title, textWidthCols, "  ")
	}
	lines := []string{head + " —"}
	for _, part := range strings.Split(rest, "; ") {
		lines = append(lines, wrapWords("  "+part, textWidthCols, "    "))
	}
	return strings.Join(lines, "\n")
}
