// Repeated squaring: three iterations of x = x*x compute x^8, whose
// derivative is 8x^7, in forward mode, in reverse mode, and iteration by
// iteration (the tangent of x_k = x^(2^k) is 2^k x^(2^k-1)).
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func pow8(x float64) float64 {
	for i := 0; i < 3; i++ {
		x = x * x
	}
	return x
}

// states returns x_1, x_2, x_3: the state after each iteration.
func states(x []float64) []float64 {
	v := x[0]
	var out []float64
	for i := 0; i < 3; i++ {
		v = v * v
		out = append(out, v)
	}
	return out
}

func main() {
	for _, x := range []float64{0.5, 1, 1.1, -1.3, 2} {
		want := 8 * math.Pow(x, 7)
		check.Float(fmt.Sprintf("forward  d/dx x^8 at %v", x), ad.Derivative(pow8)(x), want)
		check.Float(fmt.Sprintf("reverse  d/dx x^8 at %v", x), ad.Grad(pow8)(x), want)
	}
	// The tangent per iteration: one forward sweep with tangent 1.
	x := 1.1
	y, tan := ad.JVP(states, []float64{x}, []float64{1})
	for k := range tan {
		p := math.Pow(2, float64(k+1))
		check.Float(fmt.Sprintf("x_%d", k+1), y[k], math.Pow(x, p))
		check.Float(fmt.Sprintf("tangent of x_%d", k+1), tan[k], p*math.Pow(x, p-1))
	}
	// The forward recurrence written by hand: dx_{k+1} = 2 x_k dx_k.
	v, dv := x, 1.0
	for i := 0; i < 3; i++ {
		v, dv = v*v, 2*v*dv
	}
	check.Float("hand-written tangent", ad.Derivative(pow8)(x), dv)
	// The tape: one input and one entry per multiplication.
	ad.Grad(pow8)(x)
	fmt.Println("tape entries:", ad.LastTape().Len())
}

// Output:
// forward  d/dx x^8 at 0.5 = 0.0625 ok
// reverse  d/dx x^8 at 0.5 = 0.0625 ok
// forward  d/dx x^8 at 1 = 8 ok
// reverse  d/dx x^8 at 1 = 8 ok
// forward  d/dx x^8 at 1.1 = 15.5897368 ok
// reverse  d/dx x^8 at 1.1 = 15.5897368 ok
// forward  d/dx x^8 at -1.3 = -50.1988136 ok
// reverse  d/dx x^8 at -1.3 = -50.1988136 ok
// forward  d/dx x^8 at 2 = 1024 ok
// reverse  d/dx x^8 at 2 = 1024 ok
// x_1 = 1.21 ok
// tangent of x_1 = 2.2 ok
// x_2 = 1.4641 ok
// tangent of x_2 = 5.324 ok
// x_3 = 2.14358881 ok
// tangent of x_3 = 15.5897368 ok
// hand-written tangent = 15.5897368 ok
// tape entries: 4
