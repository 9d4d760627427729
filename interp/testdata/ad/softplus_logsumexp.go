// Numerically stable softplus and log-sum-exp, with the max-shift trick;
// their gradients are the logistic function and the softmax.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func softplus(x float64) float64 {
	if x > 0 {
		return x + math.Log1p(math.Exp(-x))
	}
	return math.Log1p(math.Exp(x))
}

func logsumexp(v []float64) float64 {
	m := math.Inf(-1)
	for _, t := range v {
		m = math.Max(m, t)
	}
	s := 0.0
	for _, t := range v {
		s += math.Exp(t - m)
	}
	return m + math.Log(s)
}

func main() {
	for _, x := range []float64{-30, -1, 0.5, 40} {
		check.Float(fmt.Sprintf("softplus'(%v)", x), ad.Grad(softplus)(x), 1/(1+math.Exp(-x)))
	}
	v := []float64{1000, 999, 1001.5, -3}
	g := ad.Grad(logsumexp)(v)
	// softmax, computed with the same shift
	den := 0.0
	for _, t := range v {
		den += math.Exp(t - 1001.5)
	}
	for i, t := range v {
		check.Float(fmt.Sprintf("softmax[%d]", i), g[i], math.Exp(t-1001.5)/den)
	}
	sum := 0.0
	for _, p := range g {
		sum += p
	}
	check.Float("Σ softmax", sum, 1)
}

// Output:
// softplus'(-30) = 9.357622969e-14 ok
// softplus'(-1) = 0.2689414214 ok
// softplus'(0.5) = 0.6224593312 ok
// softplus'(40) = 1 ok
// softmax[0] = 0.1709527802 ok
// softmax[1] = 0.06289001325 ok
// softmax[2] = 0.7661572066 ok
// softmax[3] = 0 ok
// Σ softmax = 1 ok
