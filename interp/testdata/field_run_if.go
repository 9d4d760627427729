// A run of field updates followed by an if on a field of the same
// struct: the test reads the fields the updates left, and the branches
// may break, continue, return or panic.

package main

import (
	"fmt"
	"math"
)

type P struct {
	X, Y, VX, VY float64
	N            int
	U            uint8
}

func bounce(ps []P, steps int) int {
	hits := 0
	dt := 0.5
	for s := 0; s < steps; s++ {
		for i := range ps {
			p := &ps[i]
			p.VY -= 9.81 * dt
			p.Y += p.VY * dt
			if p.Y < 0 {
				p.Y = -p.Y
				p.VY = -p.VY * 0.5
				hits++
			} else if p.Y > 10 {
				p.Y = 10
			} else {
				p.X += p.VX + 1
			}
		}
	}
	return hits
}

func firstBelow(ps []P, lim float64) int {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 2
		p.Y -= p.VY * 2
		if p.Y <= lim {
			return i
		}
	}
	return -1
}

func skipOdd(ps []P) (n int) {
	for i := range ps {
		p := &ps[i]
		p.X *= p.VX + 2
		p.Y *= p.VY + 2
		if p.X != p.Y {
			continue
		}
		n++
	}
	return n
}

func breakAt(ps []P) int {
	i := 0
	for ; i < len(ps); i++ {
		p := &ps[i]
		p.X -= p.VX * 1
		p.Y -= p.VY * 1
		if p.N >= 2 {
			break
		}
	}
	return i
}

func unsignedTest(ps []P, k uint8) int {
	c := 0
	for i := range ps {
		p := &ps[i]
		p.X += p.Y * 0.25
		p.Y += p.X * 0.25
		if p.U > k {
			c++
		}
	}
	return c
}

func nilRun(p *P) (err any) {
	defer func() { err = recover() }()
	p.X += p.VX * 2
	p.Y += p.VY * 2
	if p.X > 0 {
		err = "not reached"
		p.N++
	}
	return err
}

func firstBelowAt(ps []P, lim float64) (int, float64) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 2
		p.Y -= p.VY * 2
		if p.Y <= lim {
			p.N = 1
			return i, p.Y
		}
	}
	return -1, 0
}

func main() {
	ps := []P{{Y: 3, VY: 1}, {Y: 9, VY: 4}, {Y: 0.5, VY: -1}}
	fmt.Println(bounce(ps, 4), ps)
	qs := []P{{Y: 5, VY: 1}, {Y: 5, VY: 2}, {Y: 5, VY: 3}}
	fmt.Println(firstBelow(qs, 0.5), firstBelow(qs, 0), qs)
	rs := []P{{X: 1, Y: 1}, {X: 1, Y: 2}, {X: 3, Y: 3}}
	fmt.Println(skipOdd(rs), rs)
	ns := []P{{N: 0}, {N: 1}, {N: 2}, {N: 3}}
	fmt.Println(breakAt(ns))
	us := []P{{U: 200}, {U: 7}, {U: 255}}
	fmt.Println(unsignedTest(us, 100), unsignedTest(us, 254))
	nan := []P{{X: math.NaN(), Y: math.NaN()}}
	fmt.Println(skipOdd(nan))
	fmt.Println(nilRun(nil))
	ws := []P{{Y: 5, VY: 1}, {Y: 5, VY: 2}, {Y: 5, VY: 3}}
	fmt.Println(firstBelowAt(ws, 1.5))
	i, y := firstBelowAt(ws, -2)
	fmt.Println(i, y, ws)
}

// Output:
// 4 [{3 0.40500000000000025 0 -5.405 0 0} {3 7.525000000000001 0 7.8100000000000005 0 0} {2 1.2143749999999998 0 -1.4762500000000003 0 0}]
// 2 1 [{0 1 0 1 0 0} {0 -3 0 2 0 0} {0 -1 0 3 0 0}]
// 2 [{2 2 0 0 0 0} {2 4 0 0 0 0} {6 6 0 0 0 0}]
// 2
// 2 1
// 0
// runtime error: invalid memory address or nil pointer dereference
// 1 1
// 1 -3 [{0 1 0 1 0 0} {0 -3 0 2 1 0} {0 5 0 3 0 0}]
