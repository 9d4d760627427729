package viz

import (
	"fmt"
	"math"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// NormPlot is ‖∂y/∂s_t‖ against t for the joint state of one or several
// loop-carried variables (or one curve per variable), with the verdict of
// each curve (ad.Judge) and the local growth per step.
type NormPlot struct {
	Title  string
	Series []NormSeries
	// Spectral is the spectral norm of the recurrent matrix (0: no matrix
	// was found on the tape); Matrix describes it ("3×3, used 20 times").
	Spectral float64
	Matrix   string
	// State is the analysis of the joint state (nil for per-variable
	// curves): its step Jacobians and their Lyapunov growth.
	State *ad.StateReport
}

// NormSeries is one curve of gradient norms per iteration.
type NormSeries struct {
	Name    string // the variable, or "s" for a joint state
	Label   string // what the curve is, for legends: ‖∂y/∂x_t‖
	Iters   []int
	Norms   []float64
	Growth  ad.Growth
	Verdict ad.Verdict
	// scale maps the judged curve onto the norms (the product of step
	// Jacobians is 1 at the last iteration, the adjoint is not).
	scale float64
	// The one-exponential fit log ‖g_t‖ = Intercept + Slope·t (natural
	// log); the growth factor per step backwards is exp(-Slope).
	Intercept, Slope float64
	Steps            []float64 // per-step Jacobian norms ‖J_t‖ by iteration (NaN: unknown)
	Local            []float64 // local growth ‖g_{t-1}‖/‖g_t‖ at each row (NaN at the first)
}

// Fit evaluates the verdict's fitted curve (one or two exponentials) at
// iteration t, on the scale of the norms.
func (s *NormSeries) Fit(t float64) float64 {
	if len(s.Verdict.Pieces) == 0 {
		return math.NaN()
	}
	return s.scale * s.Verdict.Fit(t)
}

// drawnFit is Fit where a piece was fitted, NaN strictly between the
// last iteration of the first piece and the first of the second: the
// dashed line of a two-piece verdict breaks at its change point instead of
// joining pieces that were never fitted there.
func (s *NormSeries) drawnFit(t float64) float64 {
	if p := s.Verdict.Pieces; len(p) == 2 && t > float64(p[1].From-1) && t < float64(p[1].From) {
		return math.NaN()
	}
	return s.Fit(t)
}

// fitColor is the colour of series k's fitted line, drawn over the data:
// a colour of its own when the plot has one curve (an exact fit, such as
// the rotation's, would hide under a line of the data's colour).
func (p *NormPlot) fitColor(k int) string {
	if len(p.Series) == 1 {
		return fitOrange
	}
	return seriesColor(k)
}

const fitOrange = "#ff7f0e"

// NewNormSeries judges norms as one curve.
func NewNormSeries(name string, norms []ad.IterNorm) NormSeries {
	return newSeries(name, norms, ad.Judge(norms), 1)
}

func newSeries(name string, norms []ad.IterNorm, v ad.Verdict, scale float64) NormSeries {
	s := NormSeries{Name: name, Label: normName(name), Verdict: v, Growth: ad.GrowthOf(v), scale: scale}
	for _, n := range norms {
		s.Iters = append(s.Iters, n.Iter)
		s.Norms = append(s.Norms, n.Norm)
	}
	if v.Points >= 2 {
		one := ad.JudgeLog(logPoints(norms))
		if len(one.Pieces) > 0 {
			s.Slope, s.Intercept = one.Pieces[0].Slope, one.Pieces[0].Intercept
		}
	}
	s.Local = make([]float64, len(norms))
	s.Local[0] = math.NaN()
	for i := 1; i < len(norms); i++ {
		s.Local[i] = math.NaN()
		a, b := norms[i-1], norms[i]
		if a.Loop == b.Loop && a.Iter == b.Iter-1 && a.Norm > 0 && b.Norm > 0 {
			s.Local[i] = a.Norm / b.Norm
		}
	}
	return s
}

// logPoints is the finite non-zero points of norms in log space.
func logPoints(norms []ad.IterNorm) (xs, ys []float64) {
	for _, n := range norms {
		if n.Norm > 0 && !math.IsInf(n.Norm, 0) && !math.IsNaN(n.Norm) {
			xs = append(xs, float64(n.Iter))
			ys = append(ys, math.Log(n.Norm))
		}
	}
	return xs, ys
}

// NewNormPlot builds the plot of the joint state of the named
// loop-carried variables (NewStatePlot).
func NewNormPlot(tape *ad.Tape, names ...string) (*NormPlot, error) {
	return NewStatePlot(tape, false, names...)
}

// NewStatePlot builds the plot from the adjoints of tape t's last reverse
// sweep: one curve, the joint norm of the named variables (all of them
// when names is empty), or one per variable when each is set. A name that
// is not loop-carried on the tape is an error that lists those that are.
func NewStatePlot(tape *ad.Tape, each bool, names ...string) (*NormPlot, error) {
	t := tape.View() // viz only reads the tape
	if !t.HasAdjoints() {
		return nil, fmt.Errorf("the last differentiation was not a reverse sweep: gradient norms need ad.Grad (or ValueAndGrad, VJP)")
	}
	if len(names) == 0 {
		names = t.Vars()
		if len(names) == 0 {
			return nil, fmt.Errorf("no loop-carried variable on the last tape: assign a variable declared before a loop inside the loop")
		}
	}
	for _, name := range names {
		if len(t.VarNorms(name)) == 0 {
			carried := strings.Join(t.Vars(), ", ")
			if carried == "" {
				carried = "none"
			}
			return nil, fmt.Errorf("no loop-carried variable %s on the last tape (loop-carried: %s)", name, carried)
		}
	}
	p := &NormPlot{}
	groups := [][]string{names}
	if each {
		groups = nil
		for _, n := range names {
			groups = append(groups, []string{n})
		}
	}
	for _, g := range groups {
		r := t.AnalyzeState(g)
		scale := 1.0
		name := g[0]
		if len(g) > 1 {
			name = "s"
		}
		s := newSeries(name, r.Norms, r.Verdict, scale)
		if len(g) > 1 {
			s.Label = normName("s") + ", s = (" + strings.Join(g, ", ") + ")"
		}
		if len(r.Steps) > 0 && len(g) > 1 {
			var sn []ad.IterNorm
			for _, st := range r.Steps {
				sn = append(sn, ad.IterNorm{Iter: st.Iter, Loop: st.Loop, Norm: st.Norm})
			}
			s.Steps = ad.AlignSteps(r.Norms, sn)
		} else if len(g) == 1 {
			s.Steps = ad.AlignSteps(r.Norms, t.StepJacobianNorms(g[0], 200))
		}
		p.Series = append(p.Series, s)
		if !each {
			rr := r
			p.State = &rr
		}
	}
	if W, uses := t.RecurrentMatrix(); W != nil {
		p.Spectral = ad.SpectralNorm(W)
		p.Matrix = fmt.Sprintf("%s, used %s", W.Shape(), ad.Plural(uses, "time", "times"))
	}
	p.Title = p.title()
	return p, nil
}

func (p *NormPlot) title() string {
	var parts []string
	for _, s := range p.Series {
		parts = append(parts, s.Name+": "+s.Verdict.String())
	}
	t := p.yName() + " — " + strings.Join(parts, "; ")
	if p.Spectral > 0 {
		t += fmt.Sprintf("; spectral norm ‖W‖₂ = %.3g", p.Spectral)
	}
	return t
}

// yName is the quantity plotted, named after the variable: ‖∂y/∂b_t‖ for
// b; ‖∂y/∂s_t‖ for a joint state; ‖∂y/∂v_t‖ when several variables share
// the chart.
func (p *NormPlot) yName() string {
	if len(p.Series) == 1 {
		return normName(p.Series[0].Name)
	}
	return normName("v")
}

// normName is the gradient norm of variable v at iteration t.
func normName(v string) string { return "‖∂y/∂" + v + "_t‖" }
