// A sum of x_i^2 * sin(x_i) split over 1, 2, 4 and 8 goroutines whose
// partial sums come back over a channel: the tape holds the workers'
// entries in the order the schedule ran them, and the gradient is the
// analytic 2 x_i sin(x_i) + x_i^2 cos(x_i) whatever the split.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func term(v float64) float64 { return v * v * math.Sin(v) }

func parallelSum(x []float64, workers int) float64 {
	parts := make(chan float64)
	chunk := (len(x) + workers - 1) / workers
	for w := 0; w < workers; w++ {
		lo, hi := w*chunk, min((w+1)*chunk, len(x))
		go func() {
			s := 0.0
			for i := lo; i < hi; i++ {
				s += term(x[i])
			}
			parts <- s
		}()
	}
	total := 0.0
	for w := 0; w < workers; w++ {
		total += <-parts
	}
	return total
}

// indexed joins the partial sums in worker order, over one channel each.
func indexed(x []float64) float64 {
	chans := make([]chan float64, 4)
	for w := range chans {
		chans[w] = make(chan float64, 1)
		go func() {
			s := 0.0
			for i := w; i < len(x); i += 4 {
				s += term(x[i])
			}
			chans[w] <- s
		}()
	}
	total := 0.0
	for _, c := range chans {
		total += <-c
	}
	return total
}

func maxErr(got, want []float64) float64 {
	e := 0.0
	for i := range want {
		e = max(e, math.Abs(got[i]-want[i])/max(1, math.Abs(want[i])))
	}
	return e
}

func main() {
	x := make([]float64, 1000)
	for i := range x {
		x[i] = 0.01 * float64(i-400)
	}
	want := make([]float64, len(x))
	value := 0.0
	for i, v := range x {
		want[i] = 2*v*math.Sin(v) + v*v*math.Cos(v)
		value += term(v)
	}
	for _, workers := range []int{1, 2, 4, 8} {
		v, g := ad.ValueAndGrad(func(x []float64) float64 { return parallelSum(x, workers) })(x)
		check.Tol(fmt.Sprint(workers, " workers: value"), v, value, 1e-9)
		check.Tol(fmt.Sprint(workers, " workers: largest gradient error"), maxErr(g, want), 0, 1e-12)
	}
	g := ad.Grad(indexed)(x)
	check.Tol("strided over 4 channels: largest gradient error", maxErr(g, want), 0, 1e-12)
	// Second order through goroutines: d²/dv² of v^2 sin v at 0.5.
	h := ad.Grad(func(v float64) float64 {
		return ad.Grad(func(u float64) float64 {
			return parallelSum([]float64{u}, 1)
		})(v)
	})(0.5)
	check.Float("second derivative", h, 2*math.Sin(0.5)+4*0.5*math.Cos(0.5)-0.25*math.Sin(0.5))
}

// Output:
// 1 workers: value = -3898.412975 ok
// 1 workers: largest gradient error = 2.337120531e-16 ok
// 2 workers: value = -3898.412975 ok
// 2 workers: largest gradient error = 2.337120531e-16 ok
// 4 workers: value = -3898.412975 ok
// 4 workers: largest gradient error = 2.337120531e-16 ok
// 8 workers: value = -3898.412975 ok
// 8 workers: largest gradient error = 2.337120531e-16 ok
// strided over 4 channels: largest gradient error = 2.337120531e-16 ok
// second derivative = 2.594159816 ok
