// Newton's iteration for sqrt(a) as a fixed point: x = (x + a/x)/2. The
// implicit derivative is d sqrt(a)/da = 1/(2 sqrt(a)), from a 3-entry tape (input, M·a, + c).
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	newton := func(x, a float64) float64 { return (x + a/x) / 2 }
	for _, a := range []float64{2, 9, 0.25} {
		d := ad.Grad(func(a float64) float64 { return ad.FixedPoint(newton, 1.0, a) })(a)
		n := ad.LastTape().Len()
		if math.Abs(d-1/(2*math.Sqrt(a))) < 1e-12 {
			fmt.Printf("a=%v: d/da = %.12f ok (%d tape entries)\n", a, d, n)
		} else {
			fmt.Println("FAIL", a, d)
		}
	}
}

// Output:
// a=2: d/da = 0.353553390593 ok (3 tape entries)
// a=9: d/da = 0.166666666667 ok (3 tape entries)
// a=0.25: d/da = 1.000000000000 ok (3 tape entries)
