package interp

import (
	"fmt"
	"math"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// GradNormsStateText renders the gradient-norm analysis of the joint state
// of the named loop-carried variables for the terminal: one row per
// iteration with ‖∂y/∂s_t‖, the step Jacobian's norm, the local growth
// and a log-scale bar; then the step Jacobian (shown as a matrix for small
// states), its spectral norm and radius, the finite-time Lyapunov growth
// of their product, and the verdict (ad.Judge) with its fit quality.
func (in *Interp) GradNormsStateText(names []string) string {
	t := in.ad.last
	if len(names) == 1 {
		if norms, g := in.GradNorms(names[0]); len(norms) == 0 {
			return g.Verdict + "\n"
		}
	}
	if t == nil {
		return "no gradient yet\n"
	}
	for _, n := range names {
		if len(t.View().VarNorms(n)) == 0 {
			return "no loop-carried variable " + n + " on the last tape (loop-carried: " + carriedVars(t) + ")\n"
		}
	}
	r := t.View().AnalyzeState(names)
	norms := r.Norms
	sname := names[0]
	if len(names) > 1 {
		sname = "s"
	}
	var b strings.Builder
	if len(names) > 1 {
		fmt.Fprintf(&b, "state s = (%s): the joint norm ‖∂y/∂s_t‖ = √(%s)\n", strings.Join(names, ", "), sumSquares(names))
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, n := range norms {
		if n.Norm > 0 && !math.IsInf(n.Norm, 0) {
			lo = math.Min(lo, math.Log10(n.Norm))
			hi = math.Max(hi, math.Log10(n.Norm))
		}
	}
	jac := make([]float64, len(norms))
	for i := range jac {
		jac[i] = math.NaN()
	}
	if len(r.Steps) > 0 {
		// Matched in tape order, as AlignSteps does for one variable.
		var sn []ad.IterNorm
		for _, s := range r.Steps {
			sn = append(sn, ad.IterNorm{Iter: s.Iter, Loop: s.Loop, Norm: s.Norm})
		}
		jac = ad.AlignSteps(norms, sn)
	} else if len(names) == 1 {
		jac = ad.AlignSteps(norms, t.View().StepJacobianNorms(names[0], 200))
	}
	local := map[int]float64{}
	for _, l := range ad.LocalGrowth(norms) {
		local[l.Iter] = l.Norm
	}
	col := "‖∂y/∂" + sname + "_t‖"
	fmt.Fprintf(&b, "%6s  %-12s %-9s %-9s %s\n", "t", col, "‖J_t‖", "growth", "(log scale)")
	// A long loop shows its first and last iterations, as the tape table
	// does; the fit and the verdict below use every iteration.
	const keep = 20
	for i, n := range norms {
		if len(norms) > 2*keep+1 && i >= keep && i < len(norms)-keep {
			if i == keep {
				fmt.Fprintf(&b, "%6s  ... %d iterations not shown ...\n", "", len(norms)-2*keep)
			}
			continue
		}
		bar := 0
		if n.Norm > 0 && hi > lo {
			bar = 1 + int(37*(math.Log10(n.Norm)-lo)/(hi-lo)) // 80 columns with the row's figures
		} else if n.Norm > 0 {
			bar = 38
		}
		j, g := "", ""
		if v := jac[i]; !math.IsNaN(v) {
			j = fmt.Sprintf("%.4g", v)
		}
		if v, ok := local[n.Iter+1]; ok && !math.IsNaN(v) && i+1 < len(norms) {
			g = fmt.Sprintf("×%.4g", v)
		}
		fmt.Fprintf(&b, "%6d  %-12.4g %-9s %-9s %s\n", n.Iter, n.Norm, j, g, strings.Repeat("█", bar))
	}
	b.WriteString("(growth: ‖∂y/∂" + sname + "_t‖ / ‖∂y/∂" + sname + "_{t+1}‖, one step back)\n")
	b.WriteString(r.StepsText(sname))
	v := r.Verdict
	fmt.Fprintf(&b, "verdict: %s\n  %s\n  judged on %s (docs/visualizer.md#the-verdict)\n", v, v.Quality(), r.JudgedOn)
	label := strings.Join(names, ", ")
	g := ad.GrowthOf(v)
	sep := " "
	if strings.Contains(g.Verdict, ":") {
		sep = "\n  " // a mixed verdict's sentence gets its own line
	}
	fmt.Fprintf(&b, "%s: growth factor %.4g per step backwards over %s:%s%s\n", label, g.Factor, ad.Plural(len(norms), "step", "steps"), sep, g.Verdict)
	if W, uses := t.View().RecurrentMatrix(); W != nil {
		fmt.Fprintf(&b, "recurrent matrix %s (used %s): spectral norm %.4g\n", W.Shape(), ad.Plural(uses, "time", "times"), ad.SpectralNorm(W))
	}
	return b.String()
}

func sumSquares(names []string) string {
	var p []string
	for _, n := range names {
		p = append(p, "‖∂y/∂"+n+"_t‖²")
	}
	return strings.Join(p, " + ")
}
