// Issue 26: a worker started before the differentiation computes on the
// tracked values it receives and records on the tape of the
// differentiation that sent them (its operands' tape), instead of
// returning a constant (the derivative was silently 0). When that
// differentiation ends the worker records nothing more: the next one's
// values bring their own tape.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func main() {
	req := make(chan float64)
	resp := make(chan float64)
	go func() {
		for v := range req {
			resp <- v * v
		}
	}()
	g := func(x float64) float64 { req <- x; return <-resp }
	check.Float("d/dx worker(x²) at 3", ad.Grad(g)(3), 6)
	check.Float("again, at 5", ad.Grad(g)(5), 10)
	check.Float("after an unrelated gradient", ad.Grad(math.Sin)(0), 1)
	check.Float("d/dx worker(x²) at 3", ad.Grad(g)(3), 6)
	check.Float("forward mode", ad.Derivative(g)(4), 8)
	check.Float("d²/dx² worker(x²)", ad.Grad(ad.Grad(g))(3), 2)

	// A pool of workers computing sin(w·x) for several w, summed.
	type job struct{ x, w float64 }
	jobs := make(chan job)
	out := make(chan float64)
	for k := 0; k < 3; k++ {
		go func() {
			for j := range jobs {
				out <- math.Sin(j.w * j.x)
			}
		}()
	}
	h := func(x float64) float64 {
		go func() {
			for w := 1.0; w <= 4; w++ {
				jobs <- job{x, w}
			}
		}()
		s := 0.0
		for i := 0; i < 4; i++ {
			s += <-out
		}
		return s
	}
	want := 0.0
	for w := 1.0; w <= 4; w++ {
		want += w * math.Cos(w*0.7)
	}
	check.Float("d/dx Σ sin(w·x) by a pool started before", ad.Grad(h)(0.7), want)
	fmt.Println("plain value:", g(2))
	close(req)
	close(jobs)
}

// Output:
// d/dx worker(x²) at 3 = 6 ok
// again, at 5 = 10 ok
// after an unrelated gradient = 1 ok
// d/dx worker(x²) at 3 = 6 ok
// forward mode = 8 ok
// d²/dx² worker(x²) = 2 ok
// d/dx Σ sin(w·x) by a pool started before = -4.178651203 ok
// plain value: 4
