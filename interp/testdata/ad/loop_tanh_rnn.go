// The recurrence h_{t+1} = tanh(w h_t + b), y = h_n, differentiated by w:
// forward mode (Derivative in w), reverse mode (Grad of a struct of
// parameters), the forward tangent recurrence s_{t+1} = (1-h_{t+1}^2)(h_t + w s_t)
// and backpropagation through time written by hand all agree.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

type Params struct{ W, B float64 }

const h0 = 0.1
const n = 20

func run(p Params) float64 {
	h := h0
	for t := 0; t < n; t++ {
		h = math.Tanh(p.W*h + p.B)
	}
	return h
}

// tangent is the forward recurrence for dh/dw.
func tangent(w, b float64) float64 {
	h, s := h0, 0.0
	for t := 0; t < n; t++ {
		next := math.Tanh(w*h + b)
		s = (1 - next*next) * (h + w*s)
		h = next
	}
	return s
}

// bptt stores the states, then runs the adjoint recurrence backwards:
// ā_t = h̄_{t+1}(1-h_{t+1}^2), w̄ += ā_t h_t, b̄ += ā_t, h̄_t = ā_t w.
func bptt(w, b float64) (float64, float64) {
	hs := []float64{h0}
	for t := 0; t < n; t++ {
		hs = append(hs, math.Tanh(w*hs[t]+b))
	}
	hbar, wbar, bbar := 1.0, 0.0, 0.0
	for t := n - 1; t >= 0; t-- {
		abar := hbar * (1 - hs[t+1]*hs[t+1])
		wbar += abar * hs[t]
		bbar += abar
		hbar = abar * w
	}
	return wbar, bbar
}

func main() {
	for _, p := range []Params{{0.5, 0.1}, {1.5, -0.2}, {-0.9, 0.3}} {
		fwd := ad.Derivative(func(w float64) float64 { return run(Params{w, p.B}) })(p.W)
		g := ad.Grad(run)(p)
		wb, bb := bptt(p.W, p.B)
		name := fmt.Sprintf("w=%v b=%v", p.W, p.B)
		check.Float(name+" forward dy/dw", fwd, tangent(p.W, p.B))
		check.Float(name+" reverse dy/dw", g.W, wb)
		check.Float(name+" reverse dy/db", g.B, bb)
		check.Float(name+" forward = reverse", fwd, g.W)
	}
}

// Output:
// w=0.5 b=0.1 forward dy/dw = 0.3613390608 ok
// w=0.5 b=0.1 reverse dy/dw = 0.3613390608 ok
// w=0.5 b=0.1 reverse dy/db = 1.853550931 ok
// w=0.5 b=0.1 forward = reverse = 0.3613390608 ok
// w=1.5 b=-0.2 forward dy/dw = -0.1884939092 ok
// w=1.5 b=-0.2 reverse dy/dw = -0.1884939092 ok
// w=1.5 b=-0.2 reverse dy/db = 0.2052924185 ok
// w=1.5 b=-0.2 forward = reverse = -0.1884939092 ok
// w=-0.9 b=0.3 forward dy/dw = 0.1707942289 ok
// w=-0.9 b=0.3 reverse dy/dw = 0.1707942289 ok
// w=-0.9 b=0.3 reverse dy/db = 0.4958925862 ok
// w=-0.9 b=0.3 forward = reverse = 0.1707942289 ok
