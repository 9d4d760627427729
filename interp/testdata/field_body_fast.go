// The fused particle body's fast path (fieldBody.fast in
// interp/fastaccess.go, plainRun in interp/plainrun_gen.go), which runs
// the elements of a range loop while nothing is marked, no branch runs
// and no poll is due: every operator pair with each source of its
// operands (fields, locals, constants), NaN, infinities and -0 through
// the updates and the test, a branch that changes a local the updates
// read and reads the key, more locals and constants than the fast path
// copies, runs of 2, 4, 5 and 16 updates, each comparison operator on a
// float and a signed int field, a test of an int field against a
// negative local, a test of a field the updates do not write, and p
// assigned rather than declared with no else.

package main

import (
	"fmt"
	"math"
)

type P struct {
	X, Y, VX, VY float64
	N            int
}

func upd0(ps []P, a, b float64) {
	for i := range ps {
		p := &ps[i]
		p.X += p.Y + p.VX
		p.Y += p.VX + a
		p.VX += a + p.X
		p.VY += 0.25 + a
		p.X += p.Y - p.VX
		p.Y += p.VX - a
		p.VX += a - p.X
		p.VY += 0.25 - a
		p.X += p.Y * p.VX
		p.Y += p.VX * a
		p.VX += a * p.X
		p.VY += 0.25 * a
		p.X += p.Y / p.VX
		p.Y += p.VX / a
		p.VX += a / p.X
		p.VY += 0.25 / a
	}
}

func upd1(ps []P, a, b float64) {
	for i := range ps {
		p := &ps[i]
		p.X -= p.Y + p.VX
		p.Y -= p.VX + a
		p.VX -= a + p.X
		p.VY -= 0.25 + a
		p.X -= p.Y - p.VX
		p.Y -= p.VX - a
		p.VX -= a - p.X
		p.VY -= 0.25 - a
		p.X -= p.Y * p.VX
		p.Y -= p.VX * a
		p.VX -= a * p.X
		p.VY -= 0.25 * a
		p.X -= p.Y / p.VX
		p.Y -= p.VX / a
		p.VX -= a / p.X
		p.VY -= 0.25 / a
	}
}

func upd2(ps []P, a, b float64) {
	for i := range ps {
		p := &ps[i]
		p.X *= p.Y + p.VX
		p.Y *= p.VX + a
		p.VX *= a + p.X
		p.VY *= 0.25 + a
		p.X *= p.Y - p.VX
		p.Y *= p.VX - a
		p.VX *= a - p.X
		p.VY *= 0.25 - a
		p.X *= p.Y * p.VX
		p.Y *= p.VX * a
		p.VX *= a * p.X
		p.VY *= 0.25 * a
		p.X *= p.Y / p.VX
		p.Y *= p.VX / a
		p.VX *= a / p.X
		p.VY *= 0.25 / a
	}
}

func upd3(ps []P, a, b float64) {
	for i := range ps {
		p := &ps[i]
		p.X /= p.Y + p.VX
		p.Y /= p.VX + a
		p.VX /= a + p.X
		p.VY /= 0.25 + a
		p.X /= p.Y - p.VX
		p.Y /= p.VX - a
		p.VX /= a - p.X
		p.VY /= 0.25 - a
		p.X /= p.Y * p.VX
		p.Y /= p.VX * a
		p.VX /= a * p.X
		p.VY /= 0.25 * a
		p.X /= p.Y / p.VX
		p.Y /= p.VX / a
		p.VX /= a / p.X
		p.VY /= 0.25 / a
	}
}

func bounce(ps []P) (float64, []int) {
	dt := 0.5
	var hits []int
	for s := 0; s < 4; s++ {
		for i := range ps {
			p := &ps[i]
			p.VY -= 9.81 * dt
			p.Y += p.VY * dt
			if p.Y < 0 {
				dt /= 2
				hits = append(hits, i)
				p.Y = -p.Y
			}
		}
	}
	return dt, hits
}

func many(ps []P, a, b, c, d float64) {
	for i := range ps {
		p := &ps[i]
		p.X += a * 1
		p.Y += b * 2
		p.VX -= c * 3
		p.VY -= d * 4
		p.X *= a - 5
		p.Y *= 7 + b
		p.VX += 9 * p.X
	}
}

func intTest(ps []P) int {
	c, lim := 0, -2
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 2
		p.Y -= p.VY / 2
		if p.N < lim {
			c++
			p.N += 10
		}
	}
	return c
}

func otherField(ps []P) int {
	c := 0
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 2
		p.Y -= p.VY / 2
		if p.VX >= 1.5 {
			c++
		}
	}
	return c
}

func four(ps []P, k float64) (c int) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * k
		p.Y -= p.VY / k
		p.VX *= p.X - 0.5
		p.VY /= 2 + k
		if p.Y == 0 {
			c++
		}
	}
	return c
}

func five(ps []P, k float64) (c int) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * k
		p.Y -= p.VY / k
		p.VX *= p.X - 0.5
		p.VY /= 2 + k
		p.X -= p.Y * p.Y
		if p.N != 2 {
			c++
		}
	}
	return c
}

func cmps(ps []P) (c [6]int) {
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.X <= 1 {
			c[0]++
		}
	}
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.X != 2 {
			c[1]++
		}
	}
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.N > -1 {
			c[2]++
		}
	}
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.N <= -1 {
			c[3]++
		}
	}
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.N >= 0 {
			c[4]++
		}
	}
	for i := range ps {
		p := &ps[i]
		p.X += p.VX * 1
		p.Y += p.VY * 1
		if p.N == -2 {
			c[5]++
		}
	}
	return c
}

func lastNoElse(ps []P) *P {
	var p *P
	for i := range ps {
		p = &ps[i]
		p.X += 1 * p.VX
		p.Y += p.VY * 1
	}
	return p
}

func start() []P {
	nz := math.Copysign(0, -1)
	return []P{
		{X: nz, Y: 1, VX: 2, VY: -3},
		{X: math.NaN(), Y: 0.5, VX: nz, VY: 4},
		{X: math.Inf(1), Y: -2, VX: 0.125, VY: nz},
		{X: 3, Y: math.Inf(-1), VX: -1, VY: 2},
		{X: -0.5, Y: 7, VX: 1e300, VY: 1e-300},
	}
}

func main() {
	for k, f := range []func([]P, float64, float64){upd0, upd1, upd2, upd3} {
		ps := append(start(), P{X: 1.5, Y: 2, VX: -0.5, VY: 3}, P{X: -2, Y: 0.5, VX: 4, VY: 1})
		f(ps, -1.25, 0.75)
		fmt.Println(k, ps)
		var signs []bool
		for _, p := range ps {
			signs = append(signs, math.Signbit(p.X), math.Signbit(p.Y), math.Signbit(p.VX), math.Signbit(p.VY))
		}
		fmt.Println(signs)
	}
	bs := []P{{Y: 1}, {Y: 3}, {Y: 0.2, VY: -5}, {Y: 10}}
	dt, hits := bounce(bs)
	fmt.Println(dt, hits, bs)
	ms := start()
	many(ms, 1, 2, 3, 4)
	fmt.Println(ms)
	is := []P{{N: -5, VX: 1}, {N: -2}, {N: 3}, {N: -3, VY: math.NaN()}}
	fmt.Println(intTest(is), is)
	os := start()
	fmt.Println(otherField(os), os)
	fs := append(start(), P{X: 1, VX: 1, VY: 4, N: 2}, P{Y: 2, VY: 2, N: -7})
	fmt.Println(four(fs, 2), fs)
	fmt.Println(five(fs, 0.5), fs)
	cs := append(start(), P{X: 1, VX: 1, VY: 4, N: 2}, P{X: 0, VX: 1, N: -2}, P{N: -1}, P{N: 0})
	fmt.Println(cmps(cs))
	ls := start()
	p := lastNoElse(ls)
	fmt.Println(*p, p == &ls[4], lastNoElse(nil) == nil)
}

// Output:
// 0 [{10.73205289672544 14.8 -12.52272352207716 -3.0125 0} {NaN NaN NaN 3.9875 0} {NaN NaN NaN -0.012500000000000011 0} {NaN NaN NaN 1.9875 0} {+Inf +Inf -Inf -0.012500000000000011 0} {-1.289473684210526 3.35 3.344387755102041 2.9875 0} {34.4898860958366 37.2 -39.81749250879016 0.9875 0}]
// [false false true true false false false false true true true true true true true false false false true true true false false false false false true false]
// 1 [{79.07130105684091 93.4 109.42205851691186 -2.9875 0} {NaN NaN NaN 4.0125 0} {NaN NaN NaN 0.012500000000000011 0} {NaN NaN NaN 2.0125 0} {+Inf +Inf +Inf 0.012500000000000011 0} {-1.0548780487804879 -1.5499999999999998 -3.747471098265896 3.0125 0} {320.1003361563034 346.9 420.6601550255773 1.0125 0}]
// [false false false true false false false false true true true false true true true false false false false false true true true false false false false false]
// 2 [{NaN 0 NaN 0.28125 0} {NaN NaN NaN -0.375 0} {NaN -Inf NaN 0 0} {NaN NaN NaN -0.1875 0} {NaN -Inf NaN -9.375e-302 0} {-2.625 -1209.1230010986328 -79.7607421875 -0.28125 0} {-54.65625 -5.391042624282247e+18 -1.4474141913699646e+11 -0.09375 0}]
// [true false true false false false false true true true true false true true true true true true true true true true true true true true true true]
// 3 [{NaN 0 NaN 32 0} {NaN NaN NaN -42.666666666666664 0} {NaN -Inf NaN 0 0} {NaN NaN NaN -21.333333333333332 0} {NaN NaN NaN -1.0666666666666666e-299 0} {-13.100535395597856 -0.040224339904847715 -42.6874169916402 -32 0} {-29.44661055280026 0.02064577786802319 -85.07565783712641 -10.666666666666666 0}]
// [true false true false false false false true true true true false true true true true true true true true true true true true true false true true]
// 0.0078125 [0 2 0 2 0 2] [{0 0.005908203124999983 0 -7.664062500000001 0} {0 1.5893334960937497 0 -4.44515625 0} {0 0.14511962890625002 0 -9.44515625 0} {0 9.431781616210937 0 -2.835703125 0}]
// [{-4 45 -43 -19 0} {NaN 40.5 NaN -12 0} {-Inf 18 -Inf -16 0} {-16 -Inf -154 -14 0} {-2 99 1e+300 -16 0}]
// 2 [{2 0 1 0 5} {0 0 0 0 -2} {0 0 0 0 3} {0 NaN 0 NaN 7}]
// 2 [{4 2.5 2 -3 0} {NaN -1.5 -0 4 0} {+Inf -2 0.125 -0 0} {1 -Inf -1 2 0} {2e+300 7 1e+300 1e-300 0}]
// 0 [{4 2.5 7 -0.75 0} {NaN -1.5 NaN 1 0} {+Inf -2 +Inf -0 0} {1 -Inf -0.5 0.5 0} {2e+300 7 +Inf 2.5e-301 0} {3 -2 2.5 1 2} {0 1 -0 0.5 -7}]
// 6 [{-8.5 4 49 -0.3 0} {NaN -3.5 NaN 0.4 0} {+Inf -2 +Inf -0 0} {-Inf -Inf -0.125 0.2 0} {+Inf 7 +Inf 1e-301 0} {-11.75 -4 9.375 0.4 2} {0 0 0 0.2 -7}]
// [3 8 7 2 7 1]
// {1e+300 7 1e+300 1e-300 0} true true
