package main

// Nested loops (a plain loop inside the checkpointed one, the checkpointed
// one inside a plain one), prints and random draws inside the loop.
import (
	"ad"
	"fmt"
	"math"
	"math/rand"
)

func f(p []float64) float64 {
	total := 0.0
	for rep := 0; rep < 2; rep++ {
		x := p[0]
		v := []float64{p[1], p[2]}
		//ad:checkpoint snapshots=3
		for i := range 40 {
			for j := range v {
				v[j] = v[j]*0.9 + 0.1*math.Cos(x+float64(j))
			}
			noise := rand.Float64() * 0.01
			x = x*p[3] + v[0]*v[1] + noise
			if i%13 == 0 {
				fmt.Println("step", rep, i)
			}
		}
		total += x
	}
	return total
}

func main() {
	rand.Seed(7)
	g := ad.Grad(f)([]float64{0.3, 0.2, -0.4, 0.97})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
	fmt.Println(rand.Float64())
}

// Output:
// step 0 0
// step 0 13
// step 0 26
// step 0 39
// step 1 0
// step 1 13
// step 1 26
// step 1 39
// bf863114d9ae788d
// 3f87c5437df3e776
// bfd41161c6a43fdf
// 400df5de7c31f7ef
// 0.7558235074915978
