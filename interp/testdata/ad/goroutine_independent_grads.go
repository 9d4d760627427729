// Goroutines that each run a differentiation of their own, interleaved by
// the scheduler, record on tapes of their own: every gradient is right.
// A value computed inside a differentiation by a goroutine that outlives
// it is a constant to a later differentiation.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func main() {
	res := make(chan [2]float64)
	for w := 1; w <= 3; w++ {
		go func() {
			g := ad.Grad(func(x float64) float64 {
				s := 0.0
				for i := 0; i < 20000; i++ {
					s += math.Sin(x * float64(w))
				}
				return s
			})(0.5)
			res <- [2]float64{float64(w), g}
		}()
	}
	got := map[float64]float64{}
	for i := 0; i < 3; i++ {
		r := <-res
		got[r[0]] = r[1]
	}
	for w := 1.0; w <= 3; w++ {
		check.Tol(fmt.Sprint("worker ", w), got[w], 20000*w*math.Cos(0.5*w), 1e-9)
	}

	ch := make(chan float64)
	req := make(chan bool)
	ad.Grad(func(x float64) float64 {
		go func() {
			for range req {
				ch <- x * x
			}
		}()
		return x
	})(2.0)
	g := ad.Grad(func(y float64) float64 {
		req <- true
		return y * y * <-ch
	})(3.0)
	check.Float("d/dy y^2 * (escaped 2^2) at 3", g, 24)
}

// Output:
// worker 1 = 17551.65124 ok
// worker 2 = 21612.09223 ok
// worker 3 = 4244.2321 ok
// d/dy y^2 * (escaped 2^2) at 3 = 24 ok
