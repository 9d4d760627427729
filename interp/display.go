package interp

import "github.com/adrepl/adrepl/ad"

// A Display is a picture for the front end: a tape, an unrolled loop graph,
// a gradient-norm plot. Package interp cannot render pictures (package viz
// imports ad, and interp must not import viz), so it hands the front end the
// data and a text rendering: the REPL and scripts print Text; the Jupyter
// kernel and the HTML/SVG exports render Kind and Data with package viz.
type Display struct {
	Kind string              // what is shown: "tape", "graph", "gradnorm", ...
	Tape *ad.Tape            // the tape the picture is of, if any
	Pos  func(uint32) string // renders a tape entry's source position as "line:col"
	Data any                 // the kind's own payload, defined where the kind is made
	Text string              // the text rendering: always set, the text/plain fallback
}
