package main

// A checkpointed loop whose state is packed []float64 slices (interp/packed.go):
// two slices of one array and a pointer to an element of it.
import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	buf := []float64{p[0], p[1], 0.5, 0}
	lo, hi := buf[:2], buf[1:]
	q := &buf[3]
	//ad:checkpoint snapshots=4
	for i := 0; i < 40; i++ {
		lo[0] = math.Sin(lo[0]*p[2] + hi[0])
		hi[1] = hi[1]*0.9 + lo[1]*0.1
		*q += lo[0] * hi[2]
		hi[2] = math.Tanh(hi[2] + 0.01*lo[0])
	}
	return buf[0] + buf[2] + *q
}

func main() {
	g := ad.Grad(f)([]float64{0.3, 0.7, 1.1})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// ba75e37d7a46c13e
// 3fe9a7d15bedb295
// bfc6fd5284815fd0
