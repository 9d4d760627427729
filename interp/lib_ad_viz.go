package interp

import "strings"

// Package ad's part for displayable pictures (tapes, unrolled graphs, gradient-norm plots).

const vizSrc = `
// Picture is a picture of a differentiation: a tape table, an unrolled
// loop graph or a gradient-norm plot. A bare Picture in a cell is shown
// (inline, interactive, in a notebook); Show shows one from anywhere.
type Picture struct{ h *int }

// String is the picture's text rendering.
func (p Picture) String() string

// TapeTable returns the tape of the last differentiation as a table of at
// most rows rows, eliding the middle (rows <= 0: every entry).
func TapeTable(rows int) Picture

// Graph returns the last differentiation unrolled: one column per loop
// iteration, one node per tape entry, values and adjoints (or tangents,
// after forward mode) on the nodes.
func Graph() Picture

// Plot returns ‖∂y/∂v_t‖ per loop iteration t of the last gradient for the
// named loop-carried variables (all when none is named), on a log scale,
// with the fitted growth and the verdict.
func Plot(names ...string) Picture

// NormSweep differentiates f at every weight scale and plots ‖∂y/∂name_t‖
// of each run, with the growth factor against the spectral norm of the
// recurrent matrix: the threshold at spectral norm 1.
func NormSweep(name string, scales []float64, f func(scale float64) float64) Picture

// Show shows a picture now: inline in a notebook, as text in the REPL.
func Show(p Picture)
`

// vizDoc documents this part's names for completion and inspection.
var vizDoc = map[string]string{
	"Picture":   "type Picture — a tape table, unrolled graph or gradient-norm plot; shown when bare in a cell",
	"TapeTable": "func TapeTable(rows int) Picture — the last tape as a table (rows <= 0: all)",
	"Graph":     "func Graph() Picture — the last differentiation unrolled, one column per loop iteration",
	"Plot":      "func Plot(names ...string) Picture — ‖∂y/∂v_t‖ per iteration on a log scale, fitted growth and verdict",
	"NormSweep": "func NormSweep(name string, scales []float64, f func(scale float64) float64) Picture — gradient norms at several weight scales",
	"Show":      "func Show(p Picture) — show a picture now (inline in notebooks)",
}

func vizHost() map[string]*HostFunc {
	picture := func(c *Call, d *Display, err error) {
		if err != nil {
			c.PanicString("ad: " + err.Error())
		}
		c.Results[0] = c.In.pictureValue(d)
	}
	return map[string]*HostFunc{
		"Picture.String": {Call: func(c *Call) {
			d, _ := c.In.Handle(c.Args[0].Elems()[0]).(*Display)
			if d == nil {
				c.Results[0] = MakeString("(empty picture)")
				return
			}
			c.Results[0] = MakeString(strings.TrimSuffix(d.Text, "\n"))
		}},
		"TapeTable": {Call: func(c *Call) {
			d, err := c.In.TapeDisplay(max(int(c.Args[0].Int()), 0))
			picture(c, d, err)
		}},
		"Graph": {Call: func(c *Call) {
			d, err := c.In.GraphDisplay("")
			picture(c, d, err)
		}},
		"Plot": {Call: func(c *Call) {
			var names []string
			for _, v := range c.Args[0].Elems() {
				names = append(names, v.String())
			}
			d, err := c.In.GradNormDisplay(names...)
			picture(c, d, err)
		}},
		"NormSweep": {Call: func(c *Call) {
			var scales []float64
			for _, v := range c.Args[1].Elems() {
				scales = append(scales, v.Float())
			}
			c.Results[0] = c.In.pictureValue(c.In.sweepDisplay(c, c.Args[0].String(), scales, c.Args[2]))
		}},
		"Show": {Call: func(c *Call) {
			d, _ := c.In.Handle(c.Args[0].Elems()[0]).(*Display)
			if d == nil {
				c.PanicString("ad.Show: the zero Picture shows nothing (make one with ad.TapeTable, ad.Graph, ad.Plot or ad.NormSweep)")
			}
			c.In.display(d)
		}},
	}
}
