// Closures capturing the differentiated variable: the captured x is the
// tracked one, whether the closure is called at once, stored in a slice of
// funcs, or returned and called later inside the differentiated function.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func adder(k float64) func(float64) float64 { return func(v float64) float64 { return v + k } }

func main() {
	x := 0.7
	d := ad.Derivative(func(x float64) float64 {
		sq := func() float64 { return x * x }
		fs := []func(float64) float64{adder(x), math.Sin, func(v float64) float64 { return v * x }}
		s := 0.0
		for _, f := range fs[:1] {
			s += f(1) // 1 + x
		}
		s += fs[2](3) // 3x
		x = 2 * x     // the closures see the new x
		return s + sq()
	})(x)
	// s = 1 + x + 3x, then sq() = (2x)^2
	check.Float("captured x", d, 4+8*x)
	// A closure that mutates its captured variable.
	g := ad.Grad(func(x float64) float64 {
		acc := 1.0
		mul := func() { acc *= x }
		for i := 0; i < 4; i++ {
			mul()
		}
		return acc
	})(x)
	check.Float("acc *= x four times", g, 4*x*x*x)
	// A differentiated function built by another function.
	poly := func(c []float64) func(float64) float64 {
		return func(x float64) float64 {
			r := 0.0
			for i := len(c) - 1; i >= 0; i-- {
				r = r*x + c[i]
			}
			return r
		}
	}
	p := poly([]float64{1, -2, 0, 4}) // 1 - 2x + 4x^3
	check.Float("Horner polynomial", ad.Grad(p)(x), -2+12*x*x)
	fmt.Println("done")
}

// Output:
// captured x = 9.6 ok
// acc *= x four times = 1.372 ok
// Horner polynomial = 3.88 ok
// done
