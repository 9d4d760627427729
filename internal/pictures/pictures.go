// Package pictures draws the pictures that interpreted programs and the
// REPL make (interp.Display) with package viz. It is the one bridge
// between the interpreter, which must not import viz, and viz, which must
// not import the interpreter; the REPL and the Jupyter kernel use it.
// A front end passes Text as interp.Options.PictureText so that
// interp's Display.Text is viz's text rendering.
package pictures

import (
	"errors"
	"fmt"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/viz"
)

// Picture is what viz draws: every picture has a text, an SVG and an
// HTML form.
type Picture interface {
	Text() string
	SVG() string
	HTML() string
}

// ErrStale reports a picture whose tape was reused by a later gradient.
var ErrStale = errors.New("the tape of this picture was reused by a later gradient: make the picture again")

// Of builds the viz picture of d.
func Of(d *interp.Display) (Picture, error) {
	fresh := func(gen uint64) error {
		if d.Tape == nil {
			return interp.ErrNoTape
		}
		if d.Tape.View().Gen() != gen {
			return ErrStale
		}
		return nil
	}
	switch p := d.Data.(type) {
	case interp.TapePicture:
		if err := fresh(p.Gen); err != nil {
			return nil, err
		}
		return viz.NewTapeTable(d.Tape, d.Pos, p.Rows), nil
	case interp.GraphPicture:
		if err := fresh(p.Gen); err != nil {
			return nil, err
		}
		o := viz.GraphOptions{}
		switch p.Flow {
		case "forward":
			o.Flow = viz.FlowForward
		case "reverse":
			o.Flow = viz.FlowReverse
		}
		return viz.NewGraph(d.Tape, d.Pos, o), nil
	case interp.NormsPicture:
		if err := fresh(p.Gen); err != nil {
			return nil, err
		}
		return viz.NewStatePlot(d.Tape, p.Each, p.Vars...)
	case interp.SweepPicture:
		var runs []viz.SweepRun
		for _, r := range p.Runs {
			runs = append(runs, viz.SweepRun{Scale: r.Scale, Spectral: r.Spectral, Series: viz.NewNormSeries(p.Var, r.Norms)})
		}
		return viz.NewSweepPlot(p.Var, runs), nil
	case interp.XYPicture:
		return viz.NewXYPlot(p.Title, p.XLabel, p.YLabel, p.Xs, p.Ys), nil
	}
	return nil, fmt.Errorf("no renderer for pictures of kind %q", d.Kind)
}

// Text renders d for the terminal.
func Text(d *interp.Display) (string, error) {
	p, err := Of(d)
	if err != nil {
		return "", err
	}
	return p.Text(), nil
}

// SVG renders d as a static SVG image.
func SVG(d *interp.Display) (string, error) {
	p, err := Of(d)
	if err != nil {
		return "", err
	}
	return p.SVG(), nil
}

// DOT renders a graph picture in Graphviz's DOT language.
func DOT(d *interp.Display) (string, error) {
	p, err := Of(d)
	if err != nil {
		return "", err
	}
	g, ok := p.(*viz.Graph)
	if !ok {
		return "", fmt.Errorf("DOT is for graphs, not %s pictures", d.Kind)
	}
	return g.DOT()
}

// HTMLPage renders d as a self-contained HTML document; a has ECharts
// (viz.FindAssets).
func HTMLPage(d *interp.Display, title string, a viz.Assets) (string, error) {
	p, err := Of(d)
	if err != nil {
		return "", err
	}
	return viz.Page(title, a, p), nil
}

// HTMLFragment renders d for embedding in a page that may hold other
// pictures (a notebook output): unique ids, the library loaded once.
func HTMLFragment(d *interp.Display, a viz.Assets) (string, error) {
	p, err := Of(d)
	if err != nil {
		return "", err
	}
	return viz.Fragment(a, p), nil
}
