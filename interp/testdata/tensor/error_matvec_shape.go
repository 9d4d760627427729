// A shape mismatch inside a differentiated RNN: the initial state has 5
// elements, W is 8×8. The error names the operation and both shapes, at the
// call's source position.
package main

import (
	"ad"
	"fmt"
)

type Params struct{ W, B, H0 ad.Tensor }

func loss(p Params) float64 {
	h := p.H0
	for t := 0; t < 3; t++ {
		h = p.W.MatVec(h).Add(p.B).Tanh()
	}
	return h.Sum()
}

func main() {
	p := Params{W: ad.RandN(1, 8, 8), B: ad.Zeros(8), H0: ad.Zeros(5)}
	fmt.Println("before")
	g := ad.Grad(loss)(p)
	fmt.Println("not reached", g.W)
}

// Output:
// before
// Error:
// error_matvec_shape.go:16:
// panic: ad.MatVec: cannot multiply (8×8) by (5)
