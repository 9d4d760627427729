package viz

import (
	"fmt"
	"math"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// NormPlot is ‖∂y/∂v_t‖ against t for one or several loop-carried
// variables, with the fitted growth of each.
type NormPlot struct {
	Title  string
	Series []NormSeries
	// Spectral is the spectral norm of the recurrent matrix (0: no matrix
	// was found on the tape); Matrix describes it ("3×3, used 20 times").
	Spectral float64
	Matrix   string
}

// NormSeries is one variable's gradient norms per iteration.
type NormSeries struct {
	Name   string
	Iters  []int
	Norms  []float64
	Growth ad.Growth
	// The fitted line log ‖g_t‖ = Intercept + Slope·t (natural log); the
	// growth factor per step backwards is exp(-Slope).
	Intercept, Slope float64
	Steps            []float64 // per-step Jacobian norms ‖∂h_t/∂h_{t-1}‖ by iteration (NaN: unknown)
}

// Fit evaluates the fitted line at iteration t.
func (s *NormSeries) Fit(t float64) float64 { return math.Exp(s.Intercept + s.Slope*t) }

// NewNormSeries fits a series to norms.
func NewNormSeries(name string, norms []ad.IterNorm) NormSeries {
	s := NormSeries{Name: name, Growth: ad.FitGrowth(norms)}
	var mx, my float64
	k := 0
	for _, n := range norms {
		s.Iters = append(s.Iters, n.Iter)
		s.Norms = append(s.Norms, n.Norm)
		if n.Norm > 0 && !math.IsInf(n.Norm, 0) && !math.IsNaN(n.Norm) {
			mx += float64(n.Iter)
			my += math.Log(n.Norm)
			k++
		}
	}
	if k > 0 {
		mx /= float64(k)
		my /= float64(k)
		s.Slope = -math.Log(s.Growth.Factor)
		s.Intercept = my - s.Slope*mx
	}
	return s
}

// NewNormPlot builds the plot of the named loop-carried variables from the
// adjoints of tape t's last reverse sweep (all of them when names is
// empty). A name that is not loop-carried on the tape is an error that
// lists those that are.
func NewNormPlot(tape *ad.Tape, names ...string) (*NormPlot, error) {
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
	p := &NormPlot{}
	for _, name := range names {
		norms := t.VarNorms(name)
		if len(norms) == 0 {
			carried := strings.Join(t.Vars(), ", ")
			if carried == "" {
				carried = "none"
			}
			return nil, fmt.Errorf("no loop-carried variable %s on the last tape (loop-carried: %s)", name, carried)
		}
		s := NewNormSeries(name, norms)
		s.Steps = ad.AlignSteps(norms, t.StepJacobianNorms(name, 200))
		p.Series = append(p.Series, s)
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
		parts = append(parts, fmt.Sprintf("%s: %s (×%.3g per step back)", s.Name, s.Growth.Verdict, s.Growth.Factor))
	}
	t := p.yName() + " — " + strings.Join(parts, "; ")
	if p.Spectral > 0 {
		t += fmt.Sprintf("; spectral norm ‖W‖₂ = %.3g", p.Spectral)
	}
	return t
}

// yName is the quantity plotted, named after the variable: ‖∂y/∂b_t‖ for
// b; ‖∂y/∂v_t‖ when several variables share the chart.
func (p *NormPlot) yName() string {
	if len(p.Series) == 1 {
		return normName(p.Series[0].Name)
	}
	return normName("v")
}

// normName is the gradient norm of variable v at iteration t.
func normName(v string) string { return "‖∂y/∂" + v + "_t‖" }
