package viz

import (
	"math"
	"strings"
	"testing"
)

func testXY() *XYPlot {
	var xs, ys []float64
	for i := 0; i <= 20; i++ {
		x := float64(i) / 4
		xs, ys = append(xs, x), append(ys, math.Sin(x))
	}
	xs, ys = append(xs, 6), append(ys, math.NaN())
	return NewXYPlot("sin x", "x", "sin x", xs, ys)
}

func TestXYPlot(t *testing.T) {
	p := testXY()
	golden(t, "xy.txt", p.Text())
	golden(t, "xy.svg", p.SVG())
	if !strings.Contains(p.Text(), "21 points (1 left out: NaN or infinite)") {
		t.Errorf("text lacks the count of points:\n%s", p.Text())
	}
	h := p.HTML()
	for _, want := range []string{`class="adrepl-chart"`, `"type":"value"`, `"text":"sin x"`, "[1.25,0.9489846193555862]"} {
		if !strings.Contains(h, want) {
			t.Errorf("HTML lacks %s", want)
		}
	}
	// One point, no points: no division by zero, no NaN in the SVG.
	for _, q := range []*XYPlot{NewXYPlot("one", "x", "y", []float64{2}, []float64{3}), NewXYPlot("none", "x", "y", nil, nil)} {
		if svg := q.SVG(); strings.Contains(svg, "NaN") || strings.Contains(q.Text(), "NaN") {
			t.Errorf("%s: NaN in the picture", q.Title)
		}
	}
}
