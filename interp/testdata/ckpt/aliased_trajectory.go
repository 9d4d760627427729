package main

// Variables sharing one value at an iteration boundary: prev = x, and a
// trajectory appended with x. Their adjoints must add up in store-all's order.
import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	x, prev := p[0], 0.0
	a, b := 0.0, 0.0
	traj := []float64{}
	//ad:checkpoint snapshots=5
	for i := 0; i < 300; i++ {
		nx := x*p[1] + 0.3*prev*x - 0.1*prev + math.Sin(x)*prev
		nx += 0.1 * (a*0.7 + b*0.11 + a*b - math.Sin(b)*a + b*1e-3 + a/3)
		// the adjoint of the value a and b share gets -1e16·g, g and
		// +1e16·g in this order: store-all loses g, separate sums keep it.
		nx += (a*1e16 + b - a*1e16) * 1e-3
		prev = x
		traj = append(traj, x)
		v := math.Tanh(nx)
		a, b = v, v
		x = v
	}
	s := 0.0
	for i, v := range traj {
		s += v * float64(i%5) * p[2]
	}
	return s + x*prev
}

func main() {
	g := ad.Grad(f)([]float64{0.7, 0.8, 1.3})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// 4021474989f31da6
// 405b69143d6b3db3
// 4081bf54ddf33810
