package main

// A slice state, a while-style loop (online schedule) with continue.
import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	h := []float64{p[0], p[1], 0.1}
	k := 0
	//ad:checkpoint snapshots=6
	for h[2] < 40 {
		k++
		h[2] += 0.25
		if k%7 == 0 {
			continue
		}
		a := h[0]*p[2] - h[1]*0.3
		h[1] = math.Tanh(h[1]*p[3] + a)
		h[0] = a + 0.01*h[2]
	}
	return h[0]*h[1] + h[2]*p[0]
}

func main() {
	g := ad.Grad(f)([]float64{0.4, -0.2, 0.95, 1.1})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// 40440ccccccd137f
// 3e1056d0bfccf722
// 402e7eadc8974659
// bfd47ccd29beaf76
