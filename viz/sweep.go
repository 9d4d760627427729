package viz

import (
	"fmt"
	"sort"
)

// SweepPlot compares the gradient norms of one loop-carried variable over
// runs of the same loop at several weight scales: as the spectral norm of
// the recurrent matrix crosses 1, vanishing gradients turn into exploding
// ones.
type SweepPlot struct {
	Title string
	Var   string
	Runs  []SweepRun // sorted by scale
}

// SweepRun is one run of a sweep.
type SweepRun struct {
	Scale    float64
	Spectral float64 // spectral norm of the recurrent matrix; 0 if none was found
	Series   NormSeries
}

// NewSweepPlot builds the plot of the runs of a sweep over variable name.
func NewSweepPlot(name string, runs []SweepRun) *SweepPlot {
	rs := append([]SweepRun(nil), runs...)
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].Scale < rs[j].Scale })
	p := &SweepPlot{Var: name, Runs: rs}
	p.Title = fmt.Sprintf("‖∂y/∂%s_t‖ at %d weight scales: the threshold is at %s = 1", name, len(rs), p.xName())
	return p
}

// bySpectral reports whether every run knows its spectral norm: the
// threshold plot then has the spectral norm on its x axis, else the scale.
func (p *SweepPlot) bySpectral() bool {
	for _, r := range p.Runs {
		if r.Spectral <= 0 {
			return false
		}
	}
	return len(p.Runs) > 0
}

func (p *SweepPlot) xName() string {
	if p.bySpectral() {
		return "spectral norm ‖W‖₂"
	}
	return "weight scale"
}

// x is a run's position on the threshold plot.
func (p *SweepPlot) x(r SweepRun) float64 {
	if p.bySpectral() {
		return r.Spectral
	}
	return r.Scale
}

func (r SweepRun) label() string {
	if r.Spectral > 0 {
		return fmt.Sprintf("scale %.3g (‖W‖₂ %.3g)", r.Scale, r.Spectral)
	}
	return fmt.Sprintf("scale %.3g", r.Scale)
}
