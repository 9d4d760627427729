package main

// A struct state and a counted loop that breaks (online schedule).
import (
	"ad"
	"fmt"
	"math"
)

type state struct {
	pos, vel float64
	hist     [3]float64
	n        int
}

func f(p []float64) float64 {
	s := state{pos: p[0], vel: p[1]}
	dt := 0.01
	//ad:checkpoint
	for i := 0; i < 5000; i++ {
		acc := -p[2]*math.Sin(s.pos) - 0.1*s.vel
		s.vel += dt * acc
		s.pos += dt * s.vel
		s.hist[i%3] = s.pos * s.vel
		s.n++
		if s.pos > 2.5 || i > 700 {
			break
		}
	}
	return s.pos*s.pos + s.hist[0] + s.hist[1]*s.hist[2] + float64(s.n)
}

func main() {
	g := ad.Grad(f)([]float64{1.0, 0.5, 9.81})
	for _, v := range g {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// c006ac8cdfab4dcf
// bff22d0a7e6d33ca
// 4007e20959cf3cde
