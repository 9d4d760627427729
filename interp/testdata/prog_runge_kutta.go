package main

import (
	"fmt"
	"math"
)

type State [2]float64

func deriv(t float64, s State) State {
	// damped oscillator: x'' + 0.2 x' + x = 0
	return State{s[1], -0.2*s[1] - s[0]}
}

func rk4(s State, t, h float64) State {
	add := func(a State, k float64, b State) State { return State{a[0] + k*b[0], a[1] + k*b[1]} }
	k1 := deriv(t, s)
	k2 := deriv(t+h/2, add(s, h/2, k1))
	k3 := deriv(t+h/2, add(s, h/2, k2))
	k4 := deriv(t+h, add(s, h, k3))
	var out State
	for i := range out {
		out[i] = s[i] + h/6*(k1[i]+2*k2[i]+2*k3[i]+k4[i])
	}
	return out
}

func main() {
	s := State{1, 0}
	h := 0.01
	t := 0.0
	for step := 1; step <= 1000; step++ {
		s = rk4(s, t, h)
		t += h
		if step%250 == 0 {
			fmt.Printf("t=%5.2f x=% .8f v=% .8f\n", t, s[0], s[1])
		}
	}
	// exact solution for comparison
	w := math.Sqrt(1 - 0.01)
	exact := math.Exp(-0.1*t) * (math.Cos(w*t) + 0.1/w*math.Sin(w*t))
	fmt.Printf("error %.2e\n", math.Abs(exact-s[0]))
}

// Output:
// t= 2.50 x=-0.57041569 v=-0.47625979
// t= 5.00 x= 0.09855067 v= 0.58869679
// t= 7.50 x= 0.22415777 v=-0.43881213
// t=10.00 x=-0.33685168 v= 0.18534571
// error 2.45e-10
