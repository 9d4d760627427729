// Issue 26: a checkpointed loop whose body calls a function that updates a
// package-level variable, or a closure that updates a variable it captured:
// those variables join the loop's state (snapshotted, re-recorded), so the
// gradient is the store-all one, bit for bit, instead of silently losing
// the accumulator's derivative.
package main

import (
	"ad"
	"fmt"
	"math"
)

var acc float64
var calls int

func step(h, w float64) float64 {
	acc += h
	calls++
	return math.Tanh(w * h)
}

// deeper reaches acc through another function.
func deeper(h, w float64) float64 { return step(h, w) + 0 }

func f(w float64) float64 {
	acc = 0
	h := 0.5
	//ad:checkpoint
	for i := 0; i < 50; i++ {
		h = deeper(h, w)
	}
	return h + 0.1*acc
}

func g(w float64) float64 {
	tot := 0.0
	add := func(v float64) { tot += v * v }
	h := 0.5
	//ad:checkpoint
	for i := 0; i < 50; i++ {
		h = math.Tanh(w * h)
		add(h)
	}
	return h + 0.1*tot
}

func main() {
	for _, w := range []float64{0.9, 1.3} {
		fmt.Printf("%x\n", math.Float64bits(ad.Grad(f)(w)))
		fmt.Printf("%x\n", math.Float64bits(ad.Grad(g)(w)))
	}
	fmt.Println(calls > 0)
}

// Output:
// 400b844c95efec6f
// 3fe9b85ccbbb4227
// 4011b39fff482ba9
// 4019556d5cf5eee8
// true
