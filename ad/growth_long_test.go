package ad

import (
	"math"
	"testing"
	"time"
)

// A long loop's curve is judged in linear time: the change-point search
// uses running sums, so a million iterations (a V-shaped curve, which
// makes Judge look for a split) take well under a second, not hours.
func TestJudgeLongCurveIsLinear(t *testing.T) {
	const n = 1_000_000
	norms := make([]IterNorm, n)
	for i := range norms {
		// Falling ×0.9999 a step for the first half, rising after, with a
		// ripple so that one exponential misses.
		d := math.Abs(float64(i - n/2))
		norms[i] = IterNorm{Iter: i, Norm: math.Exp(-1e-4*d + 0.3*math.Sin(float64(i)))}
	}
	start := time.Now()
	v := Judge(norms)
	if el := time.Since(start); el > 5*time.Second {
		t.Fatalf("Judge of %d points took %v", n, el)
	}
	if len(v.Pieces) != 2 || v.Label != "mixed" {
		t.Fatalf("want a mixed two-piece verdict for a V-shaped curve, got %q with %d pieces", v.Label, len(v.Pieces))
	}
	if c := v.Pieces[1].From; c < n/2-1000 || c > n/2+1000 {
		t.Errorf("change point at %d, want near %d", c, n/2)
	}
}
