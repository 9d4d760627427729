// Hypergradient of the validation loss with respect to the learning rate,
// through three unrolled SGD-with-momentum steps, against central differences.
package main

import (
	"ad"
	"fmt"
	"math"
)

type Model struct {
	W []float64
	B float64
}

var xs = [][]float64{{0, 1}, {1, 0}, {1, 1}, {2, 1}}
var ys = []float64{1, 2, 3.5, 5}

func loss(m Model, lo, hi int) float64 {
	s := 0.0
	for i := lo; i < hi; i++ {
		d := m.W[0]*xs[i][0] + m.W[1]*xs[i][1] + m.B - ys[i]
		s += d * d
	}
	return s / float64(hi-lo)
}

func validation(lr float64) float64 {
	opt := ad.NewSGD[Model](lr, 0.5)
	m := Model{W: []float64{0.1, -0.2}, B: 0}
	for k := 0; k < 3; k++ {
		g := ad.Grad(func(m Model) float64 { return loss(m, 0, 3) })(m)
		m = opt.Step(m, g)
	}
	return loss(m, 3, 4)
}

func main() {
	lr := 0.05
	h := ad.Grad(validation)(lr)
	fd := (validation(lr+1e-6) - validation(lr-1e-6)) / 2e-6
	if math.Abs(h-fd) < 1e-6*math.Max(1, math.Abs(fd)) {
		fmt.Printf("d val/d lr = %.6f ok\n", h)
	} else {
		fmt.Println("FAIL", h, fd)
	}
}

// Output:
// d val/d lr = -200.937634 ok
