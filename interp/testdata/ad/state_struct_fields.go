// Structs: fields written through pointers, methods with pointer and value
// receivers, and struct values copied on assignment.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

type Body struct {
	Pos, Vel float64
	Steps    int
}

func (b *Body) Step(dt, g float64) {
	b.Vel = b.Vel - g*dt
	b.Pos = b.Pos + b.Vel*dt
	b.Steps++
}

func (b Body) Energy(g float64) float64 { return 0.5*b.Vel*b.Vel + g*b.Pos }

func main() {
	// Semi-implicit Euler with n steps: pos_n = p0 + n·dt·v0 - g·dt²·n(n+1)/2.
	const n, dt = 10, 0.1
	f := func(s [2]float64) float64 {
		b := &Body{Pos: s[0], Vel: s[1]}
		for i := 0; i < n; i++ {
			b.Step(dt, s[0]*0+9.8)
		}
		return b.Pos
	}
	g := ad.Grad(f)([2]float64{1, 3})
	check.Float("dpos/dp0", g[0], 1)
	check.Float("dpos/dv0", g[1], n*dt)
	// Value receivers copy: Energy reads a copy, and writing the copy does
	// not reach the original.
	e := ad.Grad(func(v float64) float64 {
		b := Body{Pos: 2, Vel: v}
		c := b
		c.Vel = 100 * v
		return b.Energy(9.8) + c.Pos
	})(3)
	check.Float("dE/dv", e, 3)
	// A pointer field chain.
	type Node struct {
		Val  float64
		Next *Node
	}
	d := ad.Derivative(func(x float64) float64 {
		list := &Node{Val: x, Next: &Node{Val: 2 * x, Next: &Node{Val: 3}}}
		s := 1.0
		for p := list; p != nil; p = p.Next {
			s *= p.Val
		}
		list.Next.Val = 0 // after the product: no effect
		return s
	})(1.5)
	check.Float("d/dx x·2x·3", d, 12*1.5)
	fmt.Println("done")
}

// Output:
// dpos/dp0 = 1 ok
// dpos/dv0 = 1 ok
// dE/dv = 3 ok
// d/dx x·2x·3 = 18 ok
// done
