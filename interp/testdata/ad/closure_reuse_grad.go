// Closures made again in place (closure_reuse.go) capturing tracked
// floats: f := mk(w) and f := func... in a loop, f only called, so the
// closure of the last iteration is refilled; each iteration's capture must
// be the tracked value of that iteration.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func scale(k float64) func(float64) float64 { return func(v float64) float64 { return v * k } }

func main() {
	x := 0.7
	// y = x * (x+0) * (x+1) * (x+2): f := scale(x + i) each iteration.
	g := ad.Grad(func(x float64) float64 {
		y := x
		for i := 0; i < 3; i++ {
			f := scale(x + float64(i))
			y = f(y)
		}
		return y
	})(x)
	// d/dx x^2 (x+1)(x+2) = 4x^3 + 9x^2 + 4x
	check.Float("scale(x+i) three times", g, 4*x*x*x+9*x*x+4*x)
	// Through a func variable and a literal with two captures.
	mk := func(a, b float64) func(float64) float64 { return func(v float64) float64 { return a*v + b } }
	h := ad.Grad(func(x float64) float64 {
		y := 1.0
		for i := 1; i <= 3; i++ {
			c := float64(i)
			f := mk(x, c)
			y = f(y)
			sq := func(v float64) float64 { return v + c*x }
			y = sq(y)
		}
		return y
	})(x)
	// y1 = x + 1 + x = 2x+1; y2 = x(2x+1) + 2 + 2x = 2x^2+3x+2;
	// y3 = x(2x^2+3x+2) + 3 + 3x = 2x^3+3x^2+5x+3
	check.Float("mk(x, c) and a literal", h, 6*x*x+6*x+5)
	fmt.Println("done")
}

// Output:
// scale(x+i) three times = 8.582 ok
// mk(x, c) and a literal = 12.14 ok
// done
