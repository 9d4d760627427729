package main

// A checkpointed loop whose body is the fused particle update
// (fieldBody): the slice of structs is the loop's state, some of its
// fields tracked, and the branch that bounces is taken in some steps.
import (
	"ad"
	"fmt"
	"math"
)

type Particle struct{ X, Y, VX, VY float64 }

func f(v []float64) float64 {
	ps := []Particle{{X: v[0], Y: 1, VX: v[1]}, {Y: 2, VX: 1, VY: v[2]}, {Y: 0.5, VX: -1}}
	dt := 0.01
	//ad:checkpoint
	for s := 0; s < 400; s++ {
		for i := range ps {
			p := &ps[i]
			p.VY -= 9.81 * dt
			p.X += p.VX * dt
			p.Y += p.VY * dt
			if p.Y < 0 {
				p.Y = -p.Y
				p.VY = -p.VY * 0.9
			}
		}
	}
	return ps[0].X*ps[0].Y + ps[1].Y*ps[1].VY + ps[2].X
}

func main() {
	g := ad.Grad(f)([]float64{0.5, 2, 1.5})
	for _, x := range g {
		fmt.Printf("%x\n", math.Float64bits(x))
	}
}

// Output:
// 3fd3f42c3d5198e0
// 3ff3f42c3d5198d7
// 402ccc3c6a361947
