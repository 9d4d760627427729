// A two-layer perceptron written with slices, tanh hidden units and a
// squared error, against hand-written backpropagation.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

type MLP struct {
	W1 [][]float64 // hidden × in
	B1 []float64
	W2 []float64 // hidden
	B2 float64
}

func (m MLP) forward(x []float64) (float64, []float64) {
	h := make([]float64, len(m.W1))
	out := m.B2
	for i, row := range m.W1 {
		a := m.B1[i]
		for j, w := range row {
			a += w * x[j]
		}
		h[i] = math.Tanh(a)
		out += m.W2[i] * h[i]
	}
	return out, h
}

var xs = [][]float64{{0.5, -1}, {1, 2}, {-0.3, 0.8}, {0, 0}}
var ys = []float64{0.2, -0.5, 1, 0.1}

func loss(m MLP) float64 {
	l := 0.0
	for k, x := range xs {
		out, _ := m.forward(x)
		d := out - ys[k]
		l += 0.5 * d * d
	}
	return l
}

// backprop is the gradient by hand.
func backprop(m MLP) MLP {
	g := MLP{W1: [][]float64{make([]float64, 2), make([]float64, 2), make([]float64, 2)}, B1: make([]float64, 3), W2: make([]float64, 3)}
	for k, x := range xs {
		out, h := m.forward(x)
		d := out - ys[k]
		g.B2 += d
		for i := range h {
			g.W2[i] += d * h[i]
			da := d * m.W2[i] * (1 - h[i]*h[i])
			g.B1[i] += da
			for j := range x {
				g.W1[i][j] += da * x[j]
			}
		}
	}
	return g
}

func main() {
	m := MLP{
		W1: [][]float64{{0.1, -0.2}, {0.4, 0.3}, {-0.5, 0.05}},
		B1: []float64{0.01, -0.1, 0.2},
		W2: []float64{0.7, -0.3, 0.5},
		B2: -0.05,
	}
	g := ad.Grad(loss)(m)
	want := backprop(m)
	for i := range m.W1 {
		check.Vec(fmt.Sprintf("W1[%d]", i), g.W1[i], want.W1[i])
	}
	check.Vec("B1", g.B1, want.B1)
	check.Vec("W2", g.W2, want.W2)
	check.Float("B2", g.B2, want.B2)
	// A few steps of gradient descent lower the loss.
	before := loss(m)
	for step := 0; step < 50; step++ {
		g := ad.Grad(loss)(m)
		for i := range m.W1 {
			for j := range m.W1[i] {
				m.W1[i][j] -= 0.1 * g.W1[i][j]
			}
			m.B1[i] -= 0.1 * g.B1[i]
			m.W2[i] -= 0.1 * g.W2[i]
		}
		m.B2 -= 0.1 * g.B2
	}
	fmt.Println("loss decreased:", loss(m) < before)
}

// Output:
// W1[0][0] = 0.1424736767 ok
// W1[0][1] = -0.5772147578 ok
// W1[1][0] = -0.07156469888 ok
// W1[1][1] = 0.2384881304 ok
// W1[2][0] = 0.08381977647 ok
// W1[2][1] = -0.3708000316 ok
// B1[0] = -0.7648259882 ok
// B1[1] = 0.3296276374 ok
// B1[2] = -0.4961478267 ok
// W2[0] = 0.1783497887 ok
// W2[1] = -0.04984717249 ok
// W2[2] = -0.3540443584 ok
// B2 = -1.133073787 ok
// loss decreased: true
