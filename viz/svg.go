package viz

import (
	"fmt"
	"html"
	"strings"
)

// Shared pieces of the SVG renderers: a writer, the palette, and text
// measures. The SVG is static (no script) and self-contained, so it shows in
// documents and in notebook viewers that run no JavaScript.

type svgWriter struct {
	b strings.Builder
}

func newSVG(w, h int) *svgWriter {
	s := &svgWriter{}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">`+"\n", w, h, w, h)
	fmt.Fprintf(&s.b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	return s
}

func (s *svgWriter) f(format string, args ...any) {
	fmt.Fprintf(&s.b, format, args...)
	s.b.WriteByte('\n')
}

// text writes a text element; attrs are extra attributes.
func (s *svgWriter) text(x, y float64, attrs, body string) {
	s.f(`<text x="%.1f" y="%.1f" %s>%s</text>`, x, y, attrs, esc(body))
}

func (s *svgWriter) done() string {
	s.b.WriteString("</svg>\n")
	return s.b.String()
}

func esc(s string) string { return html.EscapeString(s) }

// Colours of the node kinds: stroke and fill.
var kindColors = map[NodeKind][2]string{
	KindOp:        {"#495057", "#f8f9fa"},
	KindInput:     {"#2b8a3e", "#d3f9d8"},
	KindOutput:    {"#c92a2a", "#ffe3e3"},
	KindCarried:   {"#1864ab", "#d0ebff"},
	KindCollapsed: {"#868e96", "#f1f3f5"},
	KindConst:     {"#e67700", "#fff9db"},
}

// Series colours of the charts.
var seriesColors = []string{"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"}

func seriesColor(k int) string { return seriesColors[k%len(seriesColors)] }

// textWidth estimates the width of s in pixels at the given font size
// (SVG has no text measurement without a browser).
func textWidth(s string, size float64) float64 {
	return float64(len([]rune(s))) * size * 0.6
}

// fit shortens s to at most n runes with an ellipsis.
func fit(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
