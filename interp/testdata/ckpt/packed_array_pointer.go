package main

// A checkpointed loop whose state is an array pointer converted from a
// packed []float64: the array shares the slice's storage (interp/packed.go).
import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	buf := []float64{p[0], p[1], 0.5}
	a := (*[3]float64)(buf)
	//ad:checkpoint snapshots=4
	for i := 0; i < 30; i++ {
		a[0] = math.Sin(a[0]*p[2] + a[1])
		a[2] = a[2]*0.9 + a[0]*0.1
	}
	return buf[0] + a[2]*p[1]
}

func main() {
	g := ad.Grad(f)([]float64{0.3, 0.7, 1.1})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// 3f5c7d167053ca8d
// 3fe5cf717b26c88d
// bfd163bf969a5019
