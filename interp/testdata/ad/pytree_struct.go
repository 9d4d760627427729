// Pytree inputs: a struct with slice fields, an array, a nested struct and
// non-float fields. The gradient has the input's shape; non-float fields
// are zero in it, and float fields the function ignores get 0.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

type Layer struct {
	W    [][]float64
	B    []float64
	Name string
}

type Model struct {
	L     Layer
	Scale [2]float64
	Inner struct {
		T      float64
		Unused float64
	}
	Steps int
}

func (m Model) Loss(x []float64) float64 {
	s := 0.0
	for i, row := range m.L.W {
		a := m.L.B[i]
		for j, w := range row {
			a += w * x[j]
		}
		s += m.Scale[i%2] * a * a
	}
	return s * m.Inner.T
}

func main() {
	x := []float64{1, -2}
	m := Model{
		L:     Layer{W: [][]float64{{0.5, 1}, {-1, 2}, {3, 0}}, B: []float64{0.1, 0.2, 0.3}, Name: "dense"},
		Scale: [2]float64{1, 0.5},
		Steps: 7,
	}
	m.Inner.T = 2
	m.Inner.Unused = 9
	g := ad.Grad(func(m Model) float64 { return m.Loss(x) })(m)
	fmt.Printf("shape: %d rows, %d biases, name %q, steps %d, unused %v\n", len(g.L.W), len(g.L.B), g.L.Name, g.Steps, g.Inner.Unused)
	// Analytic: a_i = b_i + W_i·x; ∂/∂W_ij = 2 T s_i a_i x_j, ∂/∂b_i = 2 T s_i a_i,
	// ∂/∂s_k = T Σ_{i%2=k} a_i², ∂/∂T = Σ s_i a_i².
	var dS [2]float64
	dT := 0.0
	for i, row := range m.L.W {
		a := m.L.B[i]
		for j, w := range row {
			a += w * x[j]
		}
		si := m.Scale[i%2]
		for j := range row {
			check.Float(fmt.Sprintf("W[%d][%d]", i, j), g.L.W[i][j], 2*m.Inner.T*si*a*x[j])
		}
		check.Float(fmt.Sprintf("B[%d]", i), g.L.B[i], 2*m.Inner.T*si*a)
		dS[i%2] += m.Inner.T * a * a
		dT += si * a * a
	}
	check.Float("Scale[0]", g.Scale[0], dS[0])
	check.Float("Scale[1]", g.Scale[1], dS[1])
	check.Float("Inner.T", g.Inner.T, dT)
	// The input is unchanged.
	fmt.Println(m.L.W, m.L.B, m.Scale, m.Inner.T, m.Steps)
}

// Output:
// shape: 3 rows, 3 biases, name "", steps 0, unused 0
// W[0][0] = -5.6 ok
// W[0][1] = 11.2 ok
// B[0] = -5.6 ok
// W[1][0] = -9.6 ok
// W[1][1] = 19.2 ok
// B[1] = -9.6 ok
// W[2][0] = 13.2 ok
// W[2][1] = -26.4 ok
// B[2] = 13.2 ok
// Scale[0] = 25.7 ok
// Scale[1] = 46.08 ok
// Inner.T = 24.37 ok
// [[0.5 1] [-1 2] [3 0]] [0.1 0.2 0.3] [1 0.5] 2 7
