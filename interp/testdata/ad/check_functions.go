// ad.Check: reverse mode, forward mode and central differences agree on a
// few functions of several variables.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func report(name string, r ad.CheckResult) {
	fmt.Printf("%s: central differences ok %v, modes agree %v\n", name, r.MaxErr < 1e-6, r.MaxModeDiff < 1e-12)
}

type Net struct {
	W [3]float64
	B float64
}

func main() {
	report("rosenbrock", ad.Check(func(v []float64) float64 {
		return (1-v[0])*(1-v[0]) + 100*(v[1]-v[0]*v[0])*(v[1]-v[0]*v[0])
	}, []float64{-1.2, 1}))
	report("softplus sum", ad.Check(func(v []float64) float64 {
		s := 0.0
		for _, t := range v {
			s += math.Log1p(math.Exp(t))
		}
		return s
	}, []float64{-3, 0, 0.5, 4}))
	report("logistic regression", ad.Check(func(n Net) float64 {
		xs := [][3]float64{{1, 0, 2}, {0.5, -1, 1}, {-2, 1, 0}}
		ys := []float64{1, 0, 1}
		loss := 0.0
		for i, x := range xs {
			z := n.B
			for j := range x {
				z += n.W[j] * x[j]
			}
			p := 1 / (1 + math.Exp(-z))
			loss -= ys[i]*math.Log(p) + (1-ys[i])*math.Log(1-p)
		}
		return loss
	}, Net{W: [3]float64{0.1, -0.2, 0.3}, B: 0.05}))
	report("trig mix", ad.Check(func(v [2]float64) float64 {
		return math.Sin(v[0]*v[1]) + math.Atan2(v[1], v[0])*math.Cosh(v[0]/3)
	}, [2]float64{0.7, -1.3}))
	r := ad.Check(func(x float64) float64 { return x * x * x }, 2.0)
	check.Float("reverse of x^3 at 2", r.Reverse[0], 12)
	check.Float("forward of x^3 at 2", r.Forward[0], 12)
	fmt.Println("central within 1e-8:", math.Abs(r.Central[0]-12) < 1e-8)
}

// Output:
// rosenbrock: central differences ok true, modes agree true
// softplus sum: central differences ok true, modes agree true
// logistic regression: central differences ok true, modes agree true
// trig mix: central differences ok true, modes agree true
// reverse of x^3 at 2 = 12 ok
// forward of x^3 at 2 = 12 ok
// central within 1e-8: true
