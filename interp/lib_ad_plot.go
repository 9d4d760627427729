package interp

import (
	"fmt"
	"math"
	"strings"
)

// Package ad's part for plotting one's own data: PlotXY, a picture like the
// others (text in the REPL, SVG and an interactive chart in notebooks).

const plotSrc = `
// PlotXY plots ys against xs as a line chart on linear axes. labels are,
// in order and all optional, the title, the x axis's name and the y
// axis's name. Points with a NaN or infinite coordinate are left out.
func PlotXY(xs, ys []float64, labels ...string) Picture
`

var plotDoc = map[string]string{
	"PlotXY": "func PlotXY(xs, ys []float64, labels ...string) Picture — a line chart of your data; labels: title, x name, y name",
}

// XYPicture (Kind "xy") is a line chart of the user's data. It holds its
// data: no tape.
type XYPicture struct {
	Title, XLabel, YLabel string
	Xs, Ys                []float64
}

func plotHost() map[string]*HostFunc {
	return map[string]*HostFunc{
		"PlotXY": {Call: func(c *Call) {
			xs, ys := floats(c.Args[0]), floats(c.Args[1])
			if len(xs) != len(ys) {
				c.PanicString(fmt.Sprintf("ad.PlotXY: %d xs but %d ys (one y for each x)", len(xs), len(ys)))
			}
			labels := c.Args[2].Elems()
			if len(labels) > 3 {
				c.PanicString(fmt.Sprintf("ad.PlotXY: %d labels; at most 3: title, x axis, y axis", len(labels)))
			}
			p := XYPicture{Title: "y against x", XLabel: "x", YLabel: "y", Xs: xs, Ys: ys}
			for i, l := range labels {
				*[]*string{&p.Title, &p.XLabel, &p.YLabel}[i] = l.String()
			}
			c.Results[0] = c.In.pictureValue(c.In.newPicture("xy", p, func() string { return xyText(p) }))
		}},
	}
}

func floats(v Value) []float64 {
	var out []float64
	for _, e := range v.Elems() {
		out = append(out, e.Float())
	}
	return out
}

// xyText is the picture's text without package viz: the points as a table.
func xyText(p XYPicture) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%14s %14s\n", p.Title, p.XLabel, p.YLabel)
	for i, x := range p.Xs {
		if math.IsNaN(x) || math.IsInf(x, 0) || math.IsNaN(p.Ys[i]) || math.IsInf(p.Ys[i], 0) {
			continue
		}
		fmt.Fprintf(&b, "%14.6g %14.6g\n", x, p.Ys[i])
	}
	return b.String()
}
