package viz

import (
	"fmt"
	"math"
	"strings"
)

// A text line chart on a log y axis, drawn with Unicode characters: the
// terminal form of the gradient-norm plots.

type textSeries struct {
	name   string
	mark   rune
	xs, ys []float64
	fit    func(x float64) float64 // drawn with ·, or nil
}

var textMarks = []rune{'●', '■', '▲', '◆', '○', '□', '△', '◇'}

const (
	textChartRows = 12
	textChartCols = 60
)

// logTextChart draws series on a log10 y axis and a linear x axis.
func logTextChart(series []textSeries, xLabel string) string {
	xlo, xhi := math.Inf(1), math.Inf(-1)
	ylo, yhi := math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for i, x := range s.xs {
			xlo, xhi = math.Min(xlo, x), math.Max(xhi, x)
			if y := s.ys[i]; y > 0 && !math.IsInf(y, 0) {
				ylo, yhi = math.Min(ylo, math.Log10(y)), math.Max(yhi, math.Log10(y))
			}
		}
	}
	if math.IsInf(xlo, 0) || math.IsInf(ylo, 0) {
		return "(no positive values to plot on a log scale)\n"
	}
	ylo, yhi = math.Floor(ylo), math.Ceil(yhi)
	if yhi == ylo {
		ylo, yhi = ylo-1, yhi+1
	}
	if xhi == xlo {
		xlo, xhi = xlo-1, xhi+1
	}
	H, W := textChartRows, textChartCols
	grid := make([][]rune, H)
	for r := range grid {
		grid[r] = []rune(strings.Repeat(" ", W))
	}
	col := func(x float64) int { return int(math.Round((x - xlo) / (xhi - xlo) * float64(W-1))) }
	row := func(y float64) (int, bool) {
		if !(y > 0) || math.IsInf(y, 0) {
			return 0, false
		}
		r := int(math.Round((yhi - math.Log10(y)) / (yhi - ylo) * float64(H-1)))
		return r, r >= 0 && r < H
	}
	for _, s := range series {
		if s.fit == nil {
			continue
		}
		for c := 0; c < W; c++ {
			if r, ok := row(s.fit(xlo + float64(c)/float64(W-1)*(xhi-xlo))); ok {
				grid[r][c] = '·'
			}
		}
	}
	for _, s := range series {
		for i, x := range s.xs {
			if r, ok := row(s.ys[i]); ok {
				grid[r][col(x)] = s.mark
			}
		}
	}
	// Decade labels on the y axis.
	labels := make([]string, H)
	for d := int(yhi); d >= int(ylo); d-- {
		r := int(math.Round((yhi - float64(d)) / (yhi - ylo) * float64(H-1)))
		labels[r] = decade(d)
	}
	var b strings.Builder
	for r := 0; r < H; r++ {
		axis := '│'
		if labels[r] != "" {
			axis = '┤'
		}
		fmt.Fprintf(&b, "%7s %c%s\n", labels[r], axis, strings.TrimRight(string(grid[r]), " "))
	}
	fmt.Fprintf(&b, "%7s └%s\n", "", strings.Repeat("─", W))
	// x labels: both ends, and a middle one placed at its own column
	// (rounded to an integer when the ends are, as iterations are).
	m := (xlo + xhi) / 2
	if xlo == math.Trunc(xlo) && xhi == math.Trunc(xhi) {
		m = math.Round(m)
	}
	lo, hi, mid := trimFloat(xlo), trimFloat(xhi), trimFloat(m)
	axis := []rune(strings.Repeat(" ", W))
	copy(axis, []rune(lo))
	copy(axis[W-len(hi):], []rune(hi))
	if c := col(m) - len(mid)/2; c > len(lo) && c+len(mid) < W-len(hi) {
		copy(axis[c:], []rune(mid))
	}
	fmt.Fprintf(&b, "%7s  %s  %s\n", "", string(axis), xLabel)
	var leg []string
	for _, s := range series {
		l := string(s.mark) + " " + s.name
		leg = append(leg, l)
	}
	if hasFit(series) {
		leg = append(leg, "· fitted growth")
	}
	fmt.Fprintf(&b, "%7s  %s\n", "", strings.Join(leg, "   "))
	return b.String()
}

func hasFit(ss []textSeries) bool {
	for _, s := range ss {
		if s.fit != nil {
			return true
		}
	}
	return false
}

// decade renders 10^d compactly: 1, 10, 100, 1e3, 0.1, 0.01, 1e-3.
func decade(d int) string {
	switch {
	case d >= 0 && d <= 2:
		return fmt.Sprint(math.Pow(10, float64(d)))
	case d < 0 && d >= -2:
		return fmt.Sprintf("%.*f", -d, math.Pow(10, float64(d)))
	}
	return fmt.Sprintf("1e%d", d)
}

func trimFloat(v float64) string { return fmt.Sprintf("%.4g", v) }
