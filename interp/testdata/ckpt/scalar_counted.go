package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	w, b := p[0], p[1]
	x, y := 0.5, 0.0
	//ad:checkpoint
	for i := 0; i < 1000; i++ {
		x = math.Sin(x*w + b)
		y += x
	}
	return y * y
}

func main() {
	g := ad.Grad(f)([]float64{0.9, 0.3})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// 41326a3b1d3a3c24
// 4134a7dc5e201c9e
