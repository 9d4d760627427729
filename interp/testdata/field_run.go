package main

import (
	"fmt"
	"math"
)

type P struct{ X, Y, VX, VY float64 }

// Runs of float updates of fields through one pointer (fieldRun: *p is
// loaded once per run), with aliasing pointers, NaN and a nil pointer.
func main() {
	ps := []P{{1, 2, 3, 4}, {0.5, -1, 0.25, 8}}
	dt := 0.01
	for s := 0; s < 3; s++ {
		for i := range ps {
			p := &ps[i]
			p.VY -= 9.81 * dt
			p.X += p.VX * dt
			p.Y += p.VY * dt
			p.VX *= 1 - dt
			if p.Y < 0 {
				p.Y = -p.Y
			}
		}
	}
	fmt.Println(ps)
	// Two pointers to the same struct: each sees the other's updates.
	a := P{1, 1, 1, 1}
	p, q := &a, &a
	p.X += p.Y * 2
	p.Y -= p.X / 4
	q.X *= q.Y + 1
	q.VX += q.X - 0.5
	p.VY /= p.VX * 2
	p.X += p.VY * p.VY
	fmt.Println(a)
	// NaN and infinities go through.
	n := P{X: math.Inf(1), Y: 0, VX: math.NaN()}
	r := &n
	r.X -= r.X * 1
	r.Y += r.VX * 2
	r.VY /= r.Y + 0
	fmt.Println(n)
	// The run's pointer is checked at its first statement.
	defer func() { fmt.Println("recovered:", recover()) }()
	var z *P
	z.X += z.VX * dt
	z.Y += z.VY * dt
	fmt.Println("not reached")
}

// Output:
// [{1.0891030000000002 2.114114 2.910897 3.7056999999999998} {0.5074252499999999 1.076076 0.24257474999999998 7.705700000000001}]
// {3.763840830449827 0.25 4.25 0.11764705882352941}
// {NaN NaN NaN NaN}
// recovered: runtime error: invalid memory address or nil pointer dereference
