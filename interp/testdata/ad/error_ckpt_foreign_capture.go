// A checkpointed loop calling a func value that may hold any function (here
// a closure made by another function, which updates a variable it captured
// there) cannot snapshot what it updates: refused at the call, before the
// program runs, not a silently wrong gradient.
package main

import (
	"ad"
	"fmt"
	"math"
)

func counter() (func(float64), func() float64) {
	s := 0.0
	return func(v float64) { s += v }, func() float64 { return s }
}

func main() {
	fmt.Println(ad.Grad(func(w float64) float64 {
		h := 0.5
		add, get := counter()
		next := func(v float64) {
			add(v)
		}
		//ad:checkpoint
		for i := 0; i < 10; i++ {
			h = math.Tanh(w * h)
			next(h)
		}
		return h + get()
	})(0.9))
}

// Output:
// Error:
// //ad:checkpoint: a call of a func value that may be any function
// error_ckpt_foreign_capture.go:23:4
