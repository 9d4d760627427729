package viz

import "fmt"

// SVG renders the table as a static image: one row per entry, rows of
// loop-carried state, inputs and the output tinted as in the graph.
func (tt *TapeTable) SVG() string {
	cols := tt.columns()
	widths := []float64{48, 80, 92, 92, 150, 130, 64, 56}
	W := 16.0
	for _, w := range widths {
		W += w
	}
	const rowH = 20.0
	n := len(tt.Rows) + 1
	if tt.Elided > 0 {
		n++
	}
	H := 30 + float64(n)*rowH + 36
	s := newSVG(int(W+16), int(H))
	s.f(`<g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace">`)
	y := 24.0
	x := 16.0
	for k, c := range cols {
		anchor, dx := "start", 4.0
		if k >= 4 && k <= 5 {
			anchor, dx = "end", widths[k]-6
		}
		s.text(x+dx, y, fmt.Sprintf(`font-weight="bold" text-anchor="%s" fill="#343a40"`, anchor), c)
		x += widths[k]
	}
	s.f(`<line x1="16" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#868e96"/>`, y+6, W, y+6)
	for k, r := range tt.Rows {
		if k == tt.Head && tt.Elided > 0 {
			y += rowH
			s.text(16+48, y, `fill="#868e96" font-style="italic"`, "… "+plural(tt.Elided, "entry", "entries")+" elided …")
		}
		y += rowH
		if r.Kind != KindOp {
			s.f(`<rect x="16" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`, y-rowH+6, W-16, rowH, kindColors[r.Kind][1])
		}
		x = 16
		for k, v := range tt.cells(r) {
			anchor, dx := "start", 4.0
			if k >= 4 && k <= 5 {
				anchor, dx = "end", widths[k]-6
			}
			s.text(x+dx, y, fmt.Sprintf(`text-anchor="%s" fill="#212529"`, anchor), fit(v, int(widths[k]/7.3)))
			x += widths[k]
		}
	}
	s.f(`</g>`)
	s.text(16, y+28, `fill="#495057"`, tt.Summary)
	return s.done()
}

// columns are the table's headings.
func (tt *TapeTable) columns() []string {
	d := "adjoint"
	if tt.Tangents {
		d = "tangent"
	}
	return []string{"#", "op", "in1", "in2", "value", d, "at", "iter"}
}

// cells are a row's cells in column order.
func (tt *TapeTable) cells(r TapeRow) []string {
	d := r.Adjoint
	if tt.Tangents {
		d = r.Tangent
	}
	return []string{fmt.Sprint(r.Index), r.Op, r.In1, r.In2, r.Value, d, r.At, r.Iter}
}
