// The body p := &ps[i]; <updates of *p>; [if p.F op k {...}] of a range
// loop, fused into one statement (fieldBody in interp/fastaccess.go) that
// rangeSlice calls directly: every operator and operand kind, aliasing of
// the updated field with an operand, the slice reassigned and grown or
// shrunk by the branch (then ps[i] is not the element the loop holds),
// elements replaced, another slice indexed, an index past the end, p
// assigned rather than declared, p used by the branches and after the
// run (p's slot is written only before a branch when nothing follows),
// break and return from the branch, and goroutines preempted in the loop.

package main

import (
	"fmt"
	"math"
	"sync"
)

type P struct {
	X, Y, VX, VY float64
	N            int
}

func ops(ps []P, k float64) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * k
		p.Y -= p.VY / k
		p.VX *= p.X - 0.5
		p.VY /= p.Y + p.X
		p.X -= 2 - p.Y
		p.Y += k * 3
		p.X *= p.X * p.X
		p.VX += 1.5 / 2
	}
}

func grow(ps []P) ([]P, int) {
	n := 0
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.Y > 1 {
			ps = append(ps, P{X: p.X, N: i})
			p.N = len(ps)
			n++
		}
	}
	return ps, n
}

func shifted(ps []P) (err any) {
	defer func() { err = recover() }()
	for i := range ps {
		p := &ps[i+1]
		p.X += p.VX * 1
		p.Y += p.VY * 1
	}
	return nil
}

func last(ps []P) *P {
	var p *P
	for i := range ps {
		p = &ps[i]
		p.X += p.VX * 0.5
		p.Y += p.VY * 0.5
		if p.Y >= 2 {
			p.N++
		} else {
			p.N--
		}
	}
	return p
}

func outer(ps []P) int {
	c := 0
loop:
	for s := 0; s < 3; s++ {
		for i := range ps {
			p := &ps[i]
			p.X += p.VX * 1
			p.Y -= p.VY * 1
			if p.Y < 0 {
				c++
				continue loop
			}
		}
	}
	return c
}

func shrink(ps []P) (n int, err any) {
	defer func() { err = recover() }()
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.Y > 0 {
			ps = ps[1:]
			n++
		}
	}
	return n, nil
}

func replace(ps []P) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 2
		p.Y -= p.VY * 2
		if p.Y < 0 {
			ps[i] = P{X: -1, N: i}
			ps[len(ps)-1].VX = 100
			p.N += 10
		}
	}
}

func other(ps, qs []P) {
	for i := range ps {
		p := &qs[i]
		p.X += p.VX * 2
		p.Y -= p.VY * 2
	}
}

func elseUses(ps []P) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.Y > 1 {
			p.N = 1
		} else if p.X > 1 {
			p.N = -1
		} else {
			p.N = 2
		}
	}
}

func firstHit(ps []P) (int, float64) {
	hit := -1
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y -= p.VY * 1
		if p.Y < 0 {
			hit = i
			break
		}
	}
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y -= p.VY * 1
		if p.Y < -1 {
			return hit, p.X
		}
	}
	return hit, 0
}

func concurrent() float64 {
	var wg sync.WaitGroup
	sums := make([]float64, 4)
	for g := range sums {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ps := make([]P, 50)
			for i := range ps {
				ps[i] = P{Y: float64(i), VX: float64(g), VY: 1}
			}
			for s := 0; s < 200; s++ {
				for i := range ps {
					p := &ps[i]
					p.VY -= 0.5 * 0.1
					p.X += p.VX * 0.1
					p.Y += p.VY * 0.1
					if p.Y < 0 {
						p.Y = -p.Y
						p.VY = -p.VY * 0.5
					}
				}
			}
			for _, p := range ps {
				sums[g] += p.X + p.Y
			}
		}()
	}
	wg.Wait()
	return sums[0] + sums[1] + sums[2] + sums[3]
}

func main() {
	ps := []P{{X: 1, Y: 2, VX: 3, VY: 4}, {X: -1, Y: 0.5, VX: 0, VY: -2}, {X: math.NaN(), Y: math.Inf(1), VX: 1, VY: 1}}
	ops(ps, 0.25)
	fmt.Println(ps)
	z := []P{{X: 0, VX: math.Copysign(0, -1)}}
	for i := range z {
		p := &z[i]
		p.X *= p.VX * 1
		p.Y -= p.X * 0
	}
	fmt.Println(math.Signbit(z[0].X), math.Signbit(z[0].Y))

	gs := []P{{Y: 2}, {Y: 0}, {Y: 5, VY: 1}}
	gs2, n := grow(gs)
	fmt.Println(n, len(gs2), gs, gs2)

	fmt.Println(shifted([]P{{}, {}}))

	ls := []P{{Y: 1, VY: 4}, {Y: 0, VY: 1}}
	p := last(ls)
	fmt.Println(*p, p == &ls[1], ls)
	fmt.Println(last(nil) == nil)

	os := []P{{Y: 1, VY: 0.75}, {Y: 5, VY: 1}}
	fmt.Println(outer(os), os)

	ss := []P{{VY: 1}, {VY: 1}, {VY: 1}, {VY: 1}}
	n, err := shrink(ss)
	fmt.Println(n, err, ss)
	rs := []P{{Y: 1, VY: 1}, {Y: 5, VY: 1}, {Y: 1, VY: 1, VX: 1}}
	replace(rs)
	fmt.Println(rs)
	qs := []P{{VX: 1}, {VY: 1}}
	other(make([]P, 2), qs)
	fmt.Println(qs)
	func() {
		defer func() { fmt.Println(recover()) }()
		other(make([]P, 3), qs)
	}()
	fmt.Println(qs)
	es := []P{{Y: 1, VY: 1}, {X: 2, VX: 1}, {}}
	elseUses(es)
	fmt.Println(es)
	hs := []P{{Y: 3, VY: 1, VX: 1}, {Y: 0.5, VY: 1, VX: 2}, {Y: 0.5, VY: 2, VX: 3}}
	fmt.Println(firstHit(hs))
	fmt.Println(hs)
	fmt.Println(concurrent())
}

// Output:
// [{-2893.640625 -13.25 4.5 -0.32653061224489793 0} {166.375 9.25 0.75 -0.26666666666666666 0} {NaN +Inf NaN NaN 0}]
// true false
// 2 5 [{0 2 0 0 4} {0 0 0 0 0} {0 5 0 1 0}] [{0 2 0 0 0} {0 0 0 0 0} {0 6 0 1 5} {0 0 0 0 0} {0 0 0 0 2}]
// runtime error: index out of range [2] with length 2
// {0 0.5 0 1 -1} true [{0 3 0 4 1} {0 0.5 0 1 -1}]
// true
// 2 [{0 -1.25 0 0.75 0} {0 4 0 1 0}]
// 2 runtime error: index out of range [2] with length 2 [{0 1 0 1 0} {0 0 0 1 0} {0 1 0 1 0} {0 0 0 1 0}]
// [{-1 0 0 0 10} {0 3 0 1 0} {-1 0 100 0 12}]
// [{2 0 1 0 0} {0 -2 0 1 0}]
// runtime error: index out of range [2] with length 2
// [{4 0 1 0 0} {0 -4 0 1 0}]
// [{0 2 0 1 1} {3 0 1 0 -1} {0 0 0 0 2}]
// 1 4
// [{2 1 1 1 0} {4 -1.5 2 1 0} {0 0.5 3 2 0}]
// 6963.234540752706
