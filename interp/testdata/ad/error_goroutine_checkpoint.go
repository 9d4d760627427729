// A checkpointed loop re-runs its steps during the reverse sweep, with the
// output and the tape state swapped: a goroutine switch inside it (here a
// receive in a function the loop calls) is refused with its position.
package main

import (
	"ad"
	"fmt"
)

func start(ch chan float64) { go func() { ch <- 1 }() }

func recv(ch chan float64) float64 { return <-ch }

func main() {
	ch := make(chan float64)
	g := ad.Grad(func(w float64) float64 {
		x := w
		//ad:checkpoint
		for i := 0; i < 3; i++ {
			x = x * w
			start(ch)
			x += recv(ch)
		}
		return x
	})(1.5)
	fmt.Println(g)
}

// Error:
// error_goroutine_checkpoint.go:13:45:
// a goroutine switch (chan receive) inside an //ad:checkpoint loop or an ad.FixedPoint iteration is not supported yet
