package main

// A tensor state (an RNN), range over a slice of inputs.
import (
	"ad"
	"fmt"
	"math"
)

type params struct {
	W, U ad.Tensor
	b    ad.Tensor
}

func f(p params) float64 {
	xs := []ad.Tensor{}
	for i := 0; i < 60; i++ {
		xs = append(xs, ad.Vec([]float64{math.Sin(float64(i)), math.Cos(float64(i) * 0.7)}))
	}
	h := ad.Vec([]float64{0, 0, 0})
	loss := 0.0
	//ad:checkpoint snapshots=4
	for _, x := range xs {
		h = p.W.MatVec(h).Add(p.U.MatVec(x)).Add(p.b).Tanh()
		loss += h.Sum() * 0.5
	}
	return loss + h.Norm()
}

func main() {
	p := params{
		W: ad.Mat(3, 3, []float64{0.5, -0.2, 0.1, 0.3, 0.4, -0.5, 0.2, 0.1, 0.6}),
		U: ad.Mat(3, 2, []float64{0.7, -0.1, 0.2, 0.9, -0.3, 0.4}),
		b: ad.Vec([]float64{0.1, -0.1, 0.05}),
	}
	g := ad.Grad(f)(p)
	for _, t := range []ad.Tensor{g.W, g.U, g.b} {
		for _, v := range t.Data() {
			fmt.Printf("%x\n", math.Float64bits(v))
		}
	}
}

// Output:
// 401b2876ba63290e
// c00680c163b92c92
// 401b05acf188fdac
// 4000efa306ad968c
// bfe132f6b2d704be
// 4005d5ab00abb1ae
// 40192d6004d0fce2
// c013e1601e10496c
// 401115c4e20f6cc5
// c0159bce500229c4
// 3fb3593b383f2b40
// 3ff11baa78298bd3
// 3ffe902af8038956
// 3ffc87459f60e8c0
// c00805ff6a9e993f
// 4048830aa3c15f6f
// 40334d0db58d827d
// 404341697b16485f
