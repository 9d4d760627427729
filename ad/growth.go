package ad

import (
	"fmt"
	"math"
)

// The verdict on a gradient-norm curve: one rule (Judge), used by the
// REPL's :gradnorm, the kernel, the playground, ad.GradNorms and the docs
// (docs/visualizer.md#the-verdict describes it; keep the two in step).
//
// The curve is log ‖g_t‖ against t. An exponential is fitted by least
// squares; its slope gives the growth factor per step backwards with a 95%
// interval from the residuals. A rate counts when, kept up, it changes the
// gradient tenfold within GrowthHorizon steps, or over the fitted span
// when that is longer: so ×0.9487 a step over 10 steps is vanishing, and so
// is a 12× shrink spread over 50 steps. When one exponential misses the
// points (they scatter by more than 10% around it) and two fitted either
// side of a change point explain at least 80% of what it leaves, the curve
// gets two pieces: "mixed: exploding ×1.5 per step for t < 19, vanishing
// ×0.39 after". "undetermined" says the data cannot decide: too few
// points, an interval that straddles a threshold, or norms that scatter
// more than GrowthScatter around any exponential.

const (
	// GrowthHorizon is the number of steps within which a rate must change
	// the gradient tenfold to be called vanishing or exploding.
	GrowthHorizon = 50
	// GrowthScatter is the RMS factor of the points about the fitted
	// exponential beyond which the fit describes nothing.
	GrowthScatter = 2.0
	// growthMiss is the RMS factor beyond which one exponential is said to
	// miss the points, so that a change point is looked for.
	growthMiss = 1.1
	// growthSplitGain: two pieces must leave at most this share of the
	// squared residuals of one.
	growthSplitGain = 0.2
)

// Verdict is the judgement of a gradient-norm curve.
type Verdict struct {
	// Label is "vanishing", "stable", "exploding", "mixed" or "undetermined".
	Label string
	// Factor is the growth per step backwards of one exponential fitted
	// to every point (1 when there are fewer than two).
	Factor float64
	// Pieces are the fitted exponentials the verdict rests on: one, or two
	// either side of a change point.
	Pieces []Piece
	// Scatter is the RMS factor of the points about the pieces (1: exact).
	Scatter float64
	// Points is the number of non-zero finite norms judged.
	Points int
	// Why says, for "undetermined", what the data lacks.
	Why string
}

// Piece is one fitted exponential log ‖g_t‖ = Intercept + Slope·t over
// iterations From..To.
type Piece struct {
	From, To         int
	Factor           float64 // exp(-Slope): growth per step backwards
	Low, High        float64 // the 95% interval of Factor
	Label            string  // "vanishing", "stable", "exploding" or "undetermined"
	Intercept, Slope float64
	Points           int
	Scatter          float64 // RMS factor of its points about it
}

// Fit evaluates the piece at iteration t.
func (p Piece) Fit(t float64) float64 { return math.Exp(p.Intercept + p.Slope*t) }

// At returns the piece that covers iteration t (the nearest one between
// pieces).
func (v Verdict) At(t float64) (Piece, bool) {
	if len(v.Pieces) == 0 {
		return Piece{}, false
	}
	if len(v.Pieces) == 2 && t >= float64(v.Pieces[1].From) {
		return v.Pieces[1], true
	}
	return v.Pieces[0], true
}

// Fit evaluates the verdict's fitted curve at iteration t (NaN without one).
func (v Verdict) Fit(t float64) float64 {
	p, ok := v.At(t)
	if !ok {
		return math.NaN()
	}
	return p.Fit(t)
}

// String is the verdict in words: "vanishing ×0.9487 per step back",
// "mixed: exploding ×1.5 per step for t < 19, vanishing ×0.39 after",
// "undetermined: ...".
func (v Verdict) String() string {
	switch {
	case v.Label == "undetermined":
		return "undetermined: " + v.Why
	case len(v.Pieces) == 2:
		a, b := v.Pieces[0], v.Pieces[1]
		if v.Label == "mixed" {
			return fmt.Sprintf("mixed: %s ×%.3g per step for t < %d, %s ×%.3g after", a.Label, a.Factor, b.From, b.Label, b.Factor)
		}
		return fmt.Sprintf("%s: ×%.3g per step for t < %d, ×%.3g after", v.Label, a.Factor, b.From, b.Factor)
	}
	return fmt.Sprintf("%s ×%.4g per step back", v.Label, v.Factor)
}

// Quality describes how well the pieces fit: "fit within ×1.002 (RMS) over
// 10 points".
func (v Verdict) Quality() string {
	if len(v.Pieces) == 0 {
		return fmt.Sprintf("no fit (%s)", Plural(v.Points, "point", "points"))
	}
	s := fmt.Sprintf("fit within ×%.4g (RMS) over %s", v.Scatter, Plural(v.Points, "point", "points"))
	if len(v.Pieces) == 1 && v.Pieces[0].Points > 2 {
		p := v.Pieces[0]
		s += fmt.Sprintf("; 95%% interval ×%.4g to ×%.4g", p.Low, p.High)
	}
	return s
}

// Judge judges a gradient-norm curve: norms[i].Norm = ‖g_t‖ at t =
// norms[i].Iter. Zero, infinite and NaN norms carry no trend and are left
// out.
func Judge(norms []IterNorm) Verdict {
	var xs, ys []float64
	for _, n := range norms {
		if n.Norm > 0 && !math.IsInf(n.Norm, 0) && !math.IsNaN(n.Norm) {
			xs = append(xs, float64(n.Iter))
			ys = append(ys, math.Log(n.Norm))
		}
	}
	return judgeLog(xs, ys)
}

// JudgeLog is Judge on log norms: ys[i] = ln ‖g‖ at iteration xs[i].
func JudgeLog(xs, ys []float64) Verdict { return judgeLog(xs, ys) }

func judgeLog(xs, ys []float64) Verdict {
	v := Verdict{Factor: 1, Scatter: 1, Points: len(xs)}
	if len(xs) < 2 {
		v.Label, v.Why = "undetermined", fmt.Sprintf("%s with a non-zero gradient: no trend to fit", Plural(len(xs), "iteration", "iterations"))
		return v
	}
	one, ssr1, ok := fitPiece(xs, ys)
	if !ok {
		v.Label, v.Why = "undetermined", "every norm is at the same iteration"
		return v
	}
	v.Factor = one.Factor
	n := len(xs)
	if one.Scatter > growthMiss && n >= 6 {
		if a, b, ssr2, ok := splitFit(xs, ys); ok && ssr2 <= growthSplitGain*ssr1 &&
			a.Label != "undetermined" && b.Label != "undetermined" && distinctRates(a, b) {
			v.Pieces = []Piece{a, b}
			v.Scatter = math.Exp(math.Sqrt(ssr2 / float64(n)))
			v.Label = a.Label
			if a.Label != b.Label {
				v.Label = "mixed"
			}
			return v
		}
	}
	v.Pieces = []Piece{one}
	v.Scatter = one.Scatter
	v.Label = one.Label
	switch {
	case one.Scatter > GrowthScatter:
		v.Label = "undetermined"
		v.Why = fmt.Sprintf("the norms scatter ×%.3g (RMS) about the best exponential (×%.4g per step back): no single rate describes them", one.Scatter, one.Factor)
	case v.Label == "undetermined":
		th := math.Exp(growthRate(one))
		if one.Factor < 1 {
			th = 1 / th
		}
		v.Why = fmt.Sprintf("×%.4g per step back, but its 95%% interval ×%.4g to ×%.4g contains the threshold ×%.4g", one.Factor, one.Low, one.High, th)
	}
	return v
}

// distinctRates reports whether two pieces describe different growth: a
// different label, or rates apart by more than the threshold rate.
func distinctRates(a, b Piece) bool {
	if a.Label != b.Label {
		return true
	}
	return math.Abs(math.Log(a.Factor)-math.Log(b.Factor)) > growthRate(a)+growthRate(b)
}

// growthRate is the threshold on |ln factor| for a piece: tenfold within
// GrowthHorizon steps or within its own span, whichever is longer.
func growthRate(p Piece) float64 {
	return math.Ln10 / math.Max(GrowthHorizon, float64(p.To-p.From))
}

// fitPiece fits one exponential to the points and classifies it; ssr is
// its sum of squared log residuals.
func fitPiece(xs, ys []float64) (p Piece, ssr float64, ok bool) {
	n := float64(len(xs))
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= n
	my /= n
	var sxx, sxy float64
	lo, hi := math.Inf(1), math.Inf(-1)
	for i := range xs {
		sxx += (xs[i] - mx) * (xs[i] - mx)
		sxy += (xs[i] - mx) * (ys[i] - my)
		lo, hi = math.Min(lo, xs[i]), math.Max(hi, xs[i])
	}
	if sxx == 0 {
		return p, 0, false
	}
	b := sxy / sxx
	a := my - b*mx
	for i := range xs {
		r := ys[i] - a - b*xs[i]
		ssr += r * r
	}
	// Residuals below rounding are exact: a fit to 1e-12 is a fit.
	if ssr < 1e-24*n {
		ssr = 0
	}
	p = Piece{From: int(lo), To: int(hi), Intercept: a, Slope: b, Factor: math.Exp(-b), Points: len(xs),
		Scatter: math.Exp(math.Sqrt(ssr / n))}
	half := 0.0
	if len(xs) > 2 {
		half = tQuantile(len(xs)-2) * math.Sqrt(ssr/(n-2)/sxx)
	}
	p.Low, p.High = math.Exp(-b-half), math.Exp(-b+half)
	r, th := -b, growthRate(p)
	switch {
	case r-half > th:
		p.Label = "exploding"
	case r+half < -th:
		p.Label = "vanishing"
	case math.Abs(r)+half < th:
		p.Label = "stable"
	default:
		p.Label = "undetermined"
	}
	return p, ssr, true
}

// splitFit fits two exponentials either side of the change point that
// leaves the least squared residual, each over at least three points.
// Every change point's residual comes from running sums (O(1) each), so a
// curve of a million iterations is judged in linear time; only the best
// split is fitted in full.
func splitFit(xs, ys []float64) (a, b Piece, ssr float64, ok bool) {
	n := len(xs)
	// Sums are taken about the means, which keeps the cancellation in
	// Σx² − (Σx)²/k small for long loops.
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= float64(n)
	my /= float64(n)
	type sums struct{ x, y, xx, xy, yy float64 }
	pre := make([]sums, n+1)
	for i := range xs {
		x, y := xs[i]-mx, ys[i]-my
		p := pre[i]
		pre[i+1] = sums{p.x + x, p.y + y, p.xx + x*x, p.xy + x*y, p.yy + y*y}
	}
	resid := func(s sums, k float64) (float64, bool) {
		sxx := s.xx - s.x*s.x/k
		if sxx <= 0 {
			return 0, false
		}
		sxy := s.xy - s.x*s.y/k
		return math.Max(0, s.yy-s.y*s.y/k-sxy*sxy/sxx), true
	}
	best, cut := math.Inf(1), -1
	for c := 3; c <= n-3; c++ {
		if xs[c] == xs[c-1] {
			continue
		}
		l, r := pre[c], pre[n]
		r = sums{r.x - l.x, r.y - l.y, r.xx - l.xx, r.xy - l.xy, r.yy - l.yy}
		sa, oka := resid(l, float64(c))
		sb, okb := resid(r, float64(n-c))
		if oka && okb && sa+sb < best {
			best, cut = sa+sb, c
		}
	}
	if cut < 0 {
		return a, b, math.Inf(1), false
	}
	pa, sa, oka := fitPiece(xs[:cut], ys[:cut])
	pb, sb, okb := fitPiece(xs[cut:], ys[cut:])
	return pa, pb, sa + sb, oka && okb
}

// tQuantile is the two-sided 95% quantile of Student's t with df degrees
// of freedom (interpolated from the table; 1.96 beyond).
func tQuantile(df int) float64 {
	table := []float64{12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
		2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086}
	switch {
	case df <= 0:
		return math.Inf(1)
	case df <= len(table):
		return table[df-1]
	case df <= 30:
		return 2.086 - (2.086-2.042)*float64(df-20)/10
	case df <= 120:
		return 2.042 - (2.042-1.980)*float64(df-30)/90
	}
	return 1.96
}

// LocalGrowth is the growth of a curve over each step back: for
// consecutive iterations t-1, t of the same loop run, ‖g_{t-1}‖ / ‖g_t‖ at
// Iter t (NaN where either norm is zero or not finite).
func LocalGrowth(norms []IterNorm) []IterNorm {
	var out []IterNorm
	for i := 1; i < len(norms); i++ {
		a, b := norms[i-1], norms[i]
		if a.Loop != b.Loop || a.Iter != b.Iter-1 {
			continue
		}
		r := math.NaN()
		if a.Norm > 0 && b.Norm > 0 && !math.IsInf(a.Norm, 0) && !math.IsInf(b.Norm, 0) {
			r = a.Norm / b.Norm
		}
		out = append(out, IterNorm{Iter: b.Iter, Loop: b.Loop, Norm: r})
	}
	return out
}
