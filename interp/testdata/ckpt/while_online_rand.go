package main

// A while-style loop (online schedule) with two and three slots, so the
// reverse pass re-allocates snapshots and frees dispensable ones below the
// top; it prints and draws random numbers.
import (
	"ad"
	"fmt"
	"math"
	"math/rand"
)

func f(p []float64) float64 {
	x, y := p[0], p[1]
	t := 0.0
	//ad:checkpoint snapshots=2
	for t < 3 {
		x, y = x+0.05*math.Sin(y*p[2]), y-0.05*x*p[3]+0.001*rand.Float64()
		t += 0.05 + 0.01*math.Abs(math.Sin(t))
	}
	u := x
	k := 0
	//ad:checkpoint snapshots=3 online
	for k < 97 {
		u = math.Tanh(u*p[2]+y) + 0.01*rand.NormFloat64()
		if k%31 == 0 {
			fmt.Println("k", k)
		}
		k++
	}
	return u*x + y*t
}

func main() {
	rand.Seed(11)
	g := ad.Grad(f)([]float64{0.7, -0.3, 1.2, 0.8})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
	fmt.Println(rand.Float64())
}

// Output:
// k 0
// k 31
// k 62
// k 93
// bff2807b38ac47ca
// c0026c1db8aff020
// 4004655bc3e92bd3
// 3fff01ed98dc0ec6
// 0.1304138461737918
