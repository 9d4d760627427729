package interp

import (
	"errors"
	"fmt"
	"go/types"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// The pictures of package ad's viz part (lib_ad_viz.go) and of the REPL's
// :tape, :graph and :gradnorm. Package interp builds the Display (the tape,
// the position renderer and a payload below); package viz draws it. Since
// interp cannot import viz, a front end that links viz passes
// Options.PictureText so that Display.Text is viz's text rendering; without
// it the text falls back to what interp draws itself (the tape table, the
// gradient-norm bars).

// The payloads (Display.Data) of each Kind. Gen is the generation of
// Display.Tape when the picture was made: the session reuses a tape's
// memory two gradients later, and a renderer must refuse a tape whose
// generation changed.
type (
	// TapePicture (Kind "tape") is the tape table with at most Rows rows (0: all).
	TapePicture struct {
		Gen  uint64
		Rows int
	}
	// GraphPicture (Kind "graph") is the unrolled loop graph; Flow is
	// "forward", "reverse" or "" for whatever the last sweep computed.
	GraphPicture struct {
		Gen  uint64
		Flow string
	}
	// NormsPicture (Kind "gradnorm") plots ‖∂y/∂s_t‖ of the joint state
	// of the variables Vars, or each variable's own norm when Each is set.
	NormsPicture struct {
		Gen  uint64
		Vars []string
		Each bool
	}
	// SweepPicture (Kind "sweep") compares the gradient norms of Var over
	// runs at several weight scales. It holds its data: no tape.
	SweepPicture struct {
		Var  string
		Runs []SweepRun
	}
	// SweepRun is one run of a sweep.
	SweepRun struct {
		Scale    float64
		Spectral float64 // spectral norm of the recurrent matrix; 0 if none
		Norms    []ad.IterNorm
	}
)

// ErrNoTape is returned when a picture of the last gradient is asked for
// before any differentiation.
var ErrNoTape = errors.New("no tape yet: differentiate something first, e.g. ad.Grad(f)(x)")

// ErrTapeDropped is returned instead when the last gradient's tape was let
// go because the session's memory ran short (dropKeptTapes).
var ErrTapeDropped = errors.New("no tape: the last gradient's tape was let go to make room under the session's memory budget; differentiate again to see one")

// NoTapeError is the error for a picture or command of the last gradient
// when there is no tape: ErrTapeDropped or ErrNoTape.
func (in *Interp) NoTapeError() error {
	if in.ad.dropped {
		return ErrTapeDropped
	}
	return ErrNoTape
}

func (in *Interp) newPicture(kind string, data any, fallback func() string) *Display {
	d := &Display{Kind: kind, Tape: in.ad.last, Pos: in.PosString, Data: data}
	switch data.(type) {
	case SweepPicture, XYPicture:
		d.Tape = nil // they hold their data
	}
	if in.opts.PictureText != nil {
		if s, err := in.opts.PictureText(d); err == nil {
			d.Text = s
			return d
		}
	}
	d.Text = fallback()
	return d
}

// TapeDisplay is the tape of the last differentiation as a table of at
// most rows rows (0: every entry).
func (in *Interp) TapeDisplay(rows int) (*Display, error) {
	t := in.ad.last
	if t == nil {
		return nil, in.NoTapeError()
	}
	return in.newPicture("tape", TapePicture{Gen: t.View().Gen(), Rows: rows}, func() string { return in.TapeTable(t, rows) }), nil
}

// GraphDisplay is the last differentiation unrolled into a graph; flow is
// "forward", "reverse" or "" (the last sweep's).
func (in *Interp) GraphDisplay(flow string) (*Display, error) {
	t := in.ad.last
	if t == nil {
		return nil, in.NoTapeError()
	}
	switch flow {
	case "", "forward", "reverse":
	default:
		return nil, fmt.Errorf("the flow of a graph is forward or reverse, not %q", flow)
	}
	return in.newPicture("graph", GraphPicture{Gen: t.View().Gen(), Flow: flow}, func() string {
		return fmt.Sprintf("unrolled graph of %d tape entries (no renderer linked: use the REPL or a notebook)\n", t.Len())
	}), nil
}

// GradNormDisplay plots ‖∂y/∂s_t‖ for the joint state of the named
// loop-carried variables of the last gradient (all of them when none is
// named).
func (in *Interp) GradNormDisplay(names ...string) (*Display, error) {
	return in.GradNormDisplayEach(false, names...)
}

// GradNormDisplayEach is GradNormDisplay with one curve per variable when
// each is set.
func (in *Interp) GradNormDisplayEach(each bool, names ...string) (*Display, error) {
	t := in.ad.last
	if t == nil {
		return nil, in.NoTapeError()
	}
	if len(names) == 0 {
		names = t.View().Vars()
		if len(names) == 0 {
			return nil, errors.New("no loop-carried variable on the last tape: assign a variable declared before a loop inside the loop")
		}
	}
	for _, n := range names {
		if len(t.View().VarNorms(n)) == 0 {
			return nil, fmt.Errorf("no loop-carried variable %s on the last tape (loop-carried: %s)", n, carriedVars(t))
		}
	}
	if !t.View().HasAdjoints() {
		return nil, errors.New("gradient norms need a reverse sweep: the last differentiation was forward mode (use ad.Grad)")
	}
	names = append([]string(nil), names...)
	return in.newPicture("gradnorm", NormsPicture{Gen: t.View().Gen(), Vars: names, Each: each}, func() string {
		if !each {
			return in.GradNormsStateText(names)
		}
		var b strings.Builder
		for _, n := range names {
			b.WriteString(in.GradNormsText(n))
		}
		return b.String()
	}), nil
}

// sweepDisplay differentiates f (a func(float64) float64 of the weight
// scale) at every scale and collects the gradient norms of variable name.
func (in *Interp) sweepDisplay(c *Call, name string, scales []float64, f Value) *Display {
	if in.ad.tape != nil {
		c.PanicString("ad.NormSweep: cannot run inside a differentiation")
	}
	if len(scales) == 0 {
		c.PanicString("ad.NormSweep: no scales to sweep")
	}
	ft := in.RType(types.Typ[types.Float64])
	var runs []SweepRun
	for _, s := range scales {
		in.adGradAt(f, ft, MakeFloat(s))
		t := in.ad.last
		norms := t.View().VarNorms(name)
		if len(norms) == 0 {
			c.PanicString(fmt.Sprintf("ad.NormSweep: no loop-carried variable %s when f runs at scale %g (loop-carried: %s)", name, s, carriedVars(t)))
		}
		r := SweepRun{Scale: s, Norms: norms}
		if W, _ := t.View().RecurrentMatrix(); W != nil {
			r.Spectral = ad.SpectralNorm(W)
		}
		runs = append(runs, r)
	}
	data := SweepPicture{Var: name, Runs: runs}
	return in.newPicture("sweep", data, func() string {
		var b strings.Builder
		fmt.Fprintf(&b, "‖∂y/∂%s_t‖ at %d weight scales\n%10s %12s %14s  %s\n", name, len(runs), "scale", "‖W‖₂", "growth/step", "verdict")
		for _, r := range runs {
			g := ad.FitGrowth(r.Norms)
			fmt.Fprintf(&b, "%10.4g %12.4g %14.4g  %s\n", r.Scale, r.Spectral, g.Factor, g.Verdict)
		}
		return b.String()
	})
}

// pictureValue wraps a display as an interpreted ad.Picture.
func (in *Interp) pictureValue(d *Display) Value {
	return Value{R: []Value{in.NewHandle(d)}}
}

// pictureOf returns the display of an ad.Picture value (nil for other values).
func (in *Interp) pictureOf(v Value, rt *RType) *Display {
	if rt == nil || !isPictureType(rt.T) {
		return nil
	}
	f := v.Elems()
	if len(f) != 1 {
		return nil
	}
	d, _ := in.Handle(f[0]).(*Display)
	return d
}

func isPictureType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Picture" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "ad"
}

// display hands a picture to the front end (Options.Display), or prints
// its text.
func (in *Interp) display(d *Display) {
	if in.opts.Display != nil {
		in.opts.Display(*d)
		return
	}
	text := d.Text
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	in.stdout.Write([]byte(text))
}

// carriedVars lists a tape's loop-carried variables for an error message,
// or says that there are none and what would make one.
func carriedVars(t *ad.Tape) string {
	if v := t.View().Vars(); len(v) > 0 {
		return strings.Join(v, ", ")
	}
	return "none; a variable declared before a loop and assigned inside it is loop-carried"
}
