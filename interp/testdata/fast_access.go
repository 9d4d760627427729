package main

import (
	"fmt"
	"math"
)

// Index chains, field paths and stores whose operands are locals and
// constants (interp/fastaccess.go), with their edge cases. The locals of
// each function are captured by no closure, so they stay in frame slots.

type P struct {
	X, Y, VX, VY float64
	N            int8
	U            uint32
}

type Grid struct {
	Cells [3][4]int
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(name, "panic:", r)
		}
	}()
	f()
	fmt.Println(name, "ok")
}

var calls []string

func note(s string, v int) int { calls = append(calls, s); return v }

func get2(a [][]float64, i, k int) float64    { return a[i][k] }
func getPlus(a [][]float64, i, k int) float64 { return a[i][k+1] }
func set2(a [][]float64, i, k int)            { a[i][k] = 1 }
func add2(a [][]float64, i, k int)            { a[i][k] += 1 }
func setCall(c []int, n int)                  { c[n] = note("call", 1) }
func getArr(j int) int {
	var arr [4]int
	return arr[j+1]
}
func field(p *P) float64     { return p.X }
func setField(p *P)          { p.Y = 1 }
func addField(p *P)          { p.VX += 1 }
func idxField(ps []P, n int) { ps[n].X = 1 }

func chains() {
	a := [][]float64{{1, 2, 3}, {4, 5, 6}}
	i, k := 1, 2
	fmt.Println(a[i][k], a[0][k], a[i][0], a[i-1][k-1], a[i][k-2], a[0][i+1])
	a[i][k] = 60
	a[i-1][k] += 0.5
	a[0][0] *= 10
	a[i][0] /= 8
	a[i][1] -= 1
	fmt.Println(a)

	// Rows share storage: a slice of a row and the row itself.
	row := a[1]
	row2 := row[1:]
	row2[0] = 99
	fmt.Println(a[1][1], row[1], row2[0])
	a[1] = a[0]
	a[1][2] = 7
	fmt.Println(a[0][2], a[1][2])

	// Out of range at each level, with Go's message.
	try("level1", func() { get2(a, 5, 0) })
	try("level2", func() { get2(a, 0, 5) })
	try("neg", func() { get2(a, 0, -1) })
	try("plus", func() { getPlus(a, 0, 2) })
	try("store1", func() { set2(a, 5, 0) })
	try("store2", func() { set2(a, 0, 5) })
	try("opassign", func() { add2(a, 0, 5) })
	try("nilslice", func() { get2(nil, 0, 0) })
	try("nilrow", func() { get2([][]float64{nil}, 0, 0) })
	try("array", func() { getArr(3) })
}

func arrays() {
	var arr [4]int
	j := 3
	arr[j] = 9
	arr[j-1] += arr[j]
	fmt.Println(arr, arr[j], arr[2])
	var g Grid
	g.Cells[1][2] = 5
	cells := g.Cells
	cells[1][2] = 6
	fmt.Println(g.Cells[1][2], cells[1][2])
	m := [2][2]string{{"a", "b"}, {"c", "d"}}
	x, y := 1, 0
	fmt.Println(m[x][y] + m[y][x])
	mat := [2][3]float64{}
	mat[x][y+2] = 2.5
	mat[x][y+2] *= 2
	fmt.Println(mat)
}

func smallInts() {
	bs := []int8{120, -128}
	u := uint(1)
	bs[0] += 10
	bs[u] -= 1
	fmt.Println(bs)
	us := []uint8{250}
	us[0] += 10
	fmt.Println(us)
	ws := []uint32{0}
	ws[0] -= 1
	fmt.Println(ws)
	var b8 uint8 = 1
	fmt.Println(bs[b8], us[0])
	is := []int{math.MaxInt64}
	is[0] += 1
	fmt.Println(is[0] == math.MinInt64)
	is[0] ^= 5
	is[0] |= 2
	is[0] &= 7
	fmt.Println(is[0])
}

func pointers() {
	ps := make([]P, 3)
	for i := range ps {
		ps[i] = P{X: float64(i), VX: 1}
	}
	p := &ps[1]
	p.X += p.VX * 2
	p.VY -= 9.81 * 0.5
	p.N += 100
	p.N += 100
	p.U -= 1
	ps[1].Y = 4
	i := 2
	ps[i].VX *= 3
	fmt.Println(*p, ps[1].X, ps[i].VX, ps[1].N, ps[1].U)
	q := p
	q.X = -1
	fmt.Println(p.X, ps[1].X)
	ps2 := ps[1:]
	ps2[0].VY = 42
	fmt.Println(p.VY)
	try("nilfield", func() { field(nil) })
	try("nilstore", func() { setField(nil) })
	try("nilop", func() { addField(nil) })
	try("idxfield", func() { idxField(ps, 5) })

	s := P{X: 1}
	s.Y = 2
	s.X += s.Y
	t := s
	t.X = 100
	fmt.Println(s.X, s.Y, t.X)
}

func nans() {
	f := []float64{math.NaN(), math.Inf(1), 0}
	f[2] += f[0]
	f[1] -= f[1]
	fmt.Println(f, f[0] == f[0], f[0] != f[0], f[0] < 1, f[1] > 0)
}

func order() {
	// A call on the right comes first; then the checks on the left.
	c := []int{1, 2, 3}
	c[0] += note("rhs", 5)
	fmt.Println(c, calls)
	try("callfirst", func() { setCall(c, 5) })
	fmt.Println(calls)
	h := func() int { c[1] = 100; return 1 }
	c[1] += h()
	fmt.Println(c)
	sum := 0.0
	v := []float64{1, 2, 3}
	w := []float64{4, 5, 6}
	for i := 0; i < len(v); i++ {
		sum += v[i] * w[i]
	}
	fmt.Println(sum)

	// Strings and maps keep their own paths.
	str := "héllo"
	k := 2
	ms := map[int]int{1: 2}
	ms[1] += 3
	fmt.Println(str[k], ms[1])
}

// Particle updates through p := &ps[i]: one field from others, locals
// and constants; conditions on a field; a nil p.
func update(ps []P, dt float64, limit int8) int {
	hits := 0
	for i := range ps {
		p := &ps[i]
		p.VY -= 9.81 * dt
		p.X += p.VX * dt
		p.Y += p.VY * dt
		p.VX = p.VX * 0.5
		p.Y -= dt / p.VX
		p.X *= 2 - dt
		p.VX /= p.VX
		if p.Y < 0 {
			p.Y = -p.Y
			hits++
		}
		if 0 > p.X || p.N >= limit || p.U != 0 || p.X != p.X {
			hits += 10
		}
	}
	return hits
}

func updNil(p *P, dt float64) { p.X += p.VX * dt }
func cmpNil(p *P) bool        { return p.Y < 1 }

func particles() {
	ps := []P{{X: 1, Y: 0.01, VX: 2, VY: -3}, {X: -1, Y: 5, VX: 0, N: 3}, {X: math.NaN(), U: 1}}
	fmt.Println(update(ps, 0.1, 3), ps)
	try("nilupdate", func() { updNil(nil, 1) })
	try("nilcond", func() { cmpNil(nil) })
}

// Stores of constants, and element copies s[i] = t[k], rhs checked first.
type Flag bool

func shift(b []int, from, to int) { b[to] = b[from] }

func stores() {
	comp := make([]bool, 10)
	n := 9
	for i := 2; i <= n; i++ {
		if !comp[i] {
			for j := i * i; j <= n; j += i {
				comp[j] = true
			}
		}
	}
	fmt.Println(comp)
	fs := []Flag{true, false}
	k := 1
	fs[k] = true
	fs[k-1] = false
	bs := []int8{0, 0}
	bs[k] = -1
	var xs []any = make([]any, 2)
	xs[k] = 1
	xs[k-1] = true
	us := []uint16{0}
	us[k-1] = 65535
	fl := []float64{1}
	fl[k-1] = 2
	fmt.Println(fs, bs, xs, us, fl)

	b := []int{5, 2, 9, 1, 7}
	for i := 1; i < len(b); i++ {
		v := b[i]
		j := i - 1
		for j >= 0 && b[j] > v {
			b[j+1] = b[j]
			j--
		}
		b[j+1] = v
	}
	fmt.Println(b)
	c := b[1:3]
	c[0] = c[1]
	fmt.Println(b, c)
	try("copyrhs", func() { shift(b, 7, 9) })
	try("copylhs", func() { shift(b, 0, 9) })
	try("copyneg", func() { shift(b, 0, -2) })
	fmt.Println(b)
}

// s op= a op2 b on a float64 local, operands of every kind.
func dot(a, b []float64, m [][]float64, i, k int) float64 {
	s := 0.5
	x := 3.0
	s += a[i] * b[k]
	s -= m[i][k] / x
	s *= 2 + x
	s += x * a[i+1]
	s /= m[k][i] - 1
	s += a[i] * 2
	s -= x * x
	s += m[i][k] * m[k][i]
	return s
}

func dots() {
	a := []float64{1, 2, 3}
	b := []float64{4, math.NaN(), 6}
	m := [][]float64{{2, 2}, {3, 5}}
	fmt.Println(dot(a, b, m, 0, 0), dot(a, b, m, 1, 1), dot(a, b, m, 0, 1))
	try("dotx", func() { dot(a, b, m, 5, 0) })
	try("doty", func() { dot(a, b, m, 0, 5) })
	try("dotrow", func() { dot(a, b, [][]float64{{1}, {2}}, 0, 1) })
}

func main() {
	dots()
	stores()
	particles()
	chains()
	arrays()
	smallInts()
	pointers()
	nans()
	order()
}

// Output:
// 22.166666666666668 NaN NaN
// dotx panic: runtime error: index out of range [5] with length 3
// doty panic: runtime error: index out of range [5] with length 3
// dotrow panic: runtime error: index out of range [1] with length 1
// [false false false false true false true false true true]
// [false true] [0 -1] [true 1] [65535] [2]
// [1 2 5 7 9]
// [1 5 5 7 9] [5 5]
// copyrhs panic: runtime error: index out of range [7] with length 5
// copylhs panic: runtime error: index out of range [9] with length 5
// copyneg panic: runtime error: index out of range [-2]
// [1 5 5 7 9]
// 23 [{2.28 0.4881 1 -3.981 0 0} {-1.9 +Inf NaN -0.9810000000000001 3 0} {NaN +Inf NaN -0.9810000000000001 0 1}]
// nilupdate panic: runtime error: invalid memory address or nil pointer dereference
// nilcond panic: runtime error: invalid memory address or nil pointer dereference
// 6 3 4 2 4 3
// [[10 2 3.5] [0.5 4 60]]
// 99 99 99
// 7 7
// level1 panic: runtime error: index out of range [5] with length 2
// level2 panic: runtime error: index out of range [5] with length 3
// neg panic: runtime error: index out of range [-1]
// plus panic: runtime error: index out of range [3] with length 3
// store1 panic: runtime error: index out of range [5] with length 2
// store2 panic: runtime error: index out of range [5] with length 3
// opassign panic: runtime error: index out of range [5] with length 3
// nilslice panic: runtime error: index out of range [0] with length 0
// nilrow panic: runtime error: index out of range [0] with length 0
// array panic: runtime error: index out of range [4] with length 4
// [0 0 9 9] 9 9
// 5 6
// cb
// [[0 0 0] [0 0 5]]
// [-126 127]
// [4]
// [4294967295]
// 127 4
// true
// 7
// {3 4 1 -4.905 -56 4294967295} 3 3 -56 4294967295
// -1 -1
// 42
// nilfield panic: runtime error: invalid memory address or nil pointer dereference
// nilstore panic: runtime error: invalid memory address or nil pointer dereference
// nilop panic: runtime error: invalid memory address or nil pointer dereference
// idxfield panic: runtime error: index out of range [5] with length 3
// 3 2 100
// [NaN NaN NaN] false true false false
// [6 2 3] [rhs]
// callfirst panic: runtime error: index out of range [5] with length 3
// [rhs call]
// [6 101 3]
// 32
// 169 5
