package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

var scale = 3

type P struct{ X, Y int }

func sq(x int) int            { return x * x }
func two(a, b int) int        { return a*10 + b }
func zero() int               { return 42 }
func many(a, b, c, d int) int { return a - b + c*d }
func half(x float64) float64  { return x / 2 }
func wrap8(v int8) int8       { return v * 2 }

func apply(f func(int) int, x int) int { return f(x) }

func gen[T int | float64](k T) func(T) T { return func(x T) T { return x + k } }

func main() {
	// captures by value and by reference
	counter := 0
	inc := func(d int) { counter += d }
	add := func(k int) func(int) int { return func(x int) int { return x + k } }
	mul := func(k int) func(int) int { return func(x int) int { return x * k % 1000003 } }
	acc := 1
	for i := 0; i < 20; i++ {
		f := add(i % 10)
		acc = mul(7)(f(acc))
		inc(acc & 1)
	}
	fmt.Println(acc, counter)

	// a captured variable reassigned after the closure reads it
	base := 10
	rd := func(x int) int { return x + base }
	fmt.Println(rd(1))
	base = 20
	fmt.Println(rd(1))

	// a leaf as an argument of itself
	fmt.Println(rd(rd(rd(0))), sq(sq(3)), two(two(1, 2), two(3, 4)))
	fmt.Println(zero(), many(1, 2, 3, 4), half(3), wrap8(100), wrap8(-100))

	// per-iteration loop variables seen through closures made by a leaf
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * scale })
	}
	var got []int
	for _, f := range fs {
		got = append(got, f())
	}
	fmt.Println(got)
	scale = 5
	fmt.Println(fs[2]())

	// globals, strings, bools, conversions, len
	cat := func(a, b string) string { return a + "-" + b }
	isOdd := func(n int) bool { return n%2 == 1 }
	toF := func(n int) float64 { return float64(n) / 3 }
	ln := func(s string) int { return len(s) }
	u8 := func(n int) uint8 { return uint8(n) }
	sh := func(n int, s uint) int { return n << s >> 1 }
	fmt.Println(cat("a", "b"), isOdd(3), isOdd(4), toF(2), ln("hello"), u8(300), sh(3, 4))
	neg := func(x int) int { return -x ^ 5 }
	not := func(b bool) bool { return !b && true || false }
	fmt.Println(neg(7), not(false))

	// floats and math
	hyp := func(x, y float64) float64 { return math.Sqrt(x*x + y*y) }
	sn := func(x float64) float64 { return math.Sin(x) * 2 }
	fmt.Println(hyp(3, 4), sn(0.5), math.NaN() != math.NaN())
	nan := func(x float64) bool { return x != x }
	fmt.Println(nan(math.NaN()), nan(1))

	// struct fields, pointers, maps, slices
	p := &P{3, 4}
	px := func() int { return p.X + p.Y }
	pv := func(q P) int { return q.X * q.Y }
	m := map[string]int{"a": 1}
	mg := func(k string) int { return m[k] }
	sl := []int{5, 6, 7}
	at := func(i int) int { return sl[i] }
	arr := [3]int{1, 2, 3}
	aat := func(i int) int { return arr[i] }
	fmt.Println(px(), pv(P{2, 5}), mg("a"), mg("b"), at(2), aat(1))
	p.X = 10
	arr[1] = 20
	fmt.Println(px(), aat(1))

	// statements: ++ and assignment to captured and global variables
	n := 0
	bump := func() { n++ }
	set := func(v int) { scale = v }
	fl := 0.5
	addf := func(d float64) { fl += d }
	for i := 0; i < 5; i++ {
		bump()
		addf(0.25)
	}
	set(9)
	fmt.Println(n, scale, fl)

	// a leaf passed to a function, to the host, deferred and run by a goroutine
	fmt.Println(apply(sq, 5), apply(add(2), 5))
	xs := []int{5, 2, 8, 1}
	sort.Slice(xs, func(i, j int) bool { return xs[i] < xs[j] })
	fmt.Println(xs, strings.Map(func(r rune) rune { return r + 1 }, "abc"))
	done := make(chan int)
	go func() { done <- sq(6) }()
	fmt.Println(<-done)
	func() {
		defer inc(100)
	}()
	fmt.Println(counter)

	// method values and funcs with receivers are not leaves here
	q := P{1, 2}
	type adder interface{ Sum() int }
	fmt.Println(q.Sum(), adder(q).Sum())
	ms := q.Sum
	fmt.Println(ms())

	// generic closures
	g := gen(2)
	gf := gen(0.5)
	fmt.Println(g(3), gf(1))

	// a func variable reassigned between calls
	var h func(int) int = sq
	fmt.Println(h(3))
	h = add(1)
	fmt.Println(h(3))
	h = func(x int) int {
		if x > 0 {
			return 1
		}
		return 0
	}
	fmt.Println(h(3))
}

func (p P) Sum() int { return p.X + p.Y }

// Output:
// 849838 12
// 11
// 21
// 60 81 154
// 42 11 1.5 -56 56
// [0 3 6]
// 10
// a-b true false 0.6666666666666666 5 44 24
// -4 true
// 5 0.958851077208406 true
// true false
// 7 10 1 0 7 2
// 14 20
// 5 9 1.75
// 25 7
// [1 2 5 8] bcd
// 36
// 112
// 3 3
// 3
// 5 1.5
// 9
// 4
// 1
