package ad

import (
	"math"
	"math/rand"
	"strings"
	"testing"
)

// curve builds the adjoint norms of a backward recurrence: g_T = 1 and
// g_{t-1} = step(t)·g_t.
func curve(T int, step func(t int) float64) []IterNorm {
	g := make([]float64, T+1)
	g[T] = 1
	for t := T; t > 0; t-- {
		g[t-1] = step(t) * g[t]
	}
	out := make([]IterNorm, T+1)
	for t := range g {
		out[t] = IterNorm{Iter: t, Norm: g[t]}
	}
	return out
}

// tanhNorms is ‖∂h_T/∂h_t‖ for h_t = tanh(w·h_{t-1} + b), h_0 = 0.
func tanhNorms(w, b float64, T int) []IterNorm {
	h := make([]float64, T+1)
	for t := 1; t <= T; t++ {
		h[t] = math.Tanh(w*h[t-1] + b)
	}
	return curve(T, func(t int) float64 { return w * (1 - h[t]*h[t]) })
}

func TestJudgeFamilies(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	noise := make([]IterNorm, 40)
	for i := range noise {
		noise[i] = IterNorm{Iter: i, Norm: math.Exp(1.5 * rng.NormFloat64())}
	}
	cases := []struct {
		name  string
		norms []IterNorm
		label string
		want  string // a part of String()
	}{
		// ‖Wᵀ g‖ = s‖g‖ for W = s × a rotation: exactly ×s a step.
		{"rotation×0.9487, 10 steps", curve(10, func(int) float64 { return math.Sqrt(0.9) }), "vanishing", "vanishing ×0.9487 per step back"},
		{"rotation×1.2, 10 steps", curve(10, func(int) float64 { return 1.2 }), "exploding", "exploding ×1.2 per step back"},
		{"identity", curve(30, func(int) float64 { return 1 }), "stable", "stable ×1 per step back"},
		// A 12× shrink over 50 steps is vanishing, whatever its rate a step.
		{"12x over 50", curve(50, func(int) float64 { return math.Pow(12, -1.0/50) }), "vanishing", "vanishing ×0.9515"},
		{"×1.01 over 500", curve(500, func(int) float64 { return 1.01 }), "exploding", "exploding ×1.01"},
		{"×1.01 over 20", curve(20, func(int) float64 { return 1.01 }), "stable", "stable ×1.01"},
		// A diagonal map judged on one coordinate.
		{"diagonal 0.5", curve(20, func(int) float64 { return 0.5 }), "vanishing", "×0.5 per step"},
		// A product with a change point: ×2 for the first 10 steps back, then ×0.5.
		{"change point", curve(30, func(t int) float64 {
			if t > 20 {
				return 2
			}
			return 0.5
		}), "mixed", "mixed: vanishing ×0.5 per step for t < 2"},
		{"same label, two rates", curve(40, func(t int) float64 {
			if t > 20 {
				return 0.3
			}
			return 0.9
		}), "vanishing", "vanishing: ×0.9 per step for t < 2"},
		{"tanh w=0.5", tanhNorms(0.5, 0.01, 30), "vanishing", "vanishing ×0.4998"},
		{"tanh w=1.5", tanhNorms(1.5, 0.0001, 30), "mixed", "mixed: exploding ×1.48 per step for t < 21, vanishing ×0.425 after"},
		{"noise", noise, "undetermined", "scatter"},
		{"one point", []IterNorm{{Iter: 3, Norm: 1}}, "undetermined", "1 iteration"},
		{"zeros", []IterNorm{{Iter: 0}, {Iter: 1}, {Iter: 2}}, "undetermined", "0 iterations"},
	}
	for _, c := range cases {
		v := Judge(c.norms)
		if v.Label != c.label || !strings.Contains(v.String(), c.want) {
			t.Errorf("%s: %s [%s], want %s containing %q", c.name, v, v.Quality(), c.label, c.want)
		} else {
			t.Logf("%s: %s [%s]", c.name, v, v.Quality())
		}
	}
}

// The verdict's fitted curve passes through an exact exponential.
func TestJudgeFitExact(t *testing.T) {
	v := Judge(curve(10, func(int) float64 { return 0.8 }))
	for _, n := range curve(10, func(int) float64 { return 0.8 }) {
		if f := v.Fit(float64(n.Iter)); math.Abs(f-n.Norm) > 1e-12*n.Norm {
			t.Fatalf("fit at %d: %g, want %g", n.Iter, f, n.Norm)
		}
	}
	if v.Scatter != 1 {
		t.Fatalf("scatter %g, want 1", v.Scatter)
	}
}
