package main

import (
	"fmt"
	"math"
)

var total int

type T struct{ n int }

func (t *T) add(d int) { t.n += d }

func step(n int, w func(int)) {
	if n > 0 {
		fmt.Print(n, " ")
		w(n - 1)
	}
}

func main() {
	// Counters in cells: wrapping small integer types, globals.
	var i8 int8 = 120
	inc8 := func(d int8) { i8 += d }
	var u8 uint8 = 3
	dec8 := func(d uint8) { u8 -= d }
	var u32 uint32 = 1
	mul32 := func(d uint32) { u32 *= d }
	n := 0
	bump := func(int) { n++ }
	down := func(int) { n-- }
	addG := func(d int) { total += d }
	var m int64 = math.MinInt64
	neg := func(d int64) { m -= d }
	bits := 0xF0
	and := func(d int) { bits &^= d }
	for k := 0; k < 5; k++ {
		inc8(3)
		dec8(1)
		mul32(1 << 10)
		bump(k)
		addG(k * 100)
		neg(1)
		and(1 << k)
	}
	down(0)
	fmt.Println(i8, u8, u32, n, total, m, bits)

	// Statement calls of func values that are not leaves, return results,
	// are method values, or recurse while their leaf is running.
	var walk func(int)
	walk = func(n int) { step(n, walk) }
	walk(4)
	fmt.Println("|")
	two := func(x int) (int, int) { fmt.Print("two ", x, " "); return x, x }
	two(1)
	long := func(x int) {
		if x > 0 {
			fmt.Print("long ", x, " ")
		}
	}
	long(2)
	empty := func(int) {}
	empty(3)
	t := &T{}
	add := t.add
	for k := 0; k < 3; k++ {
		add(k)
	}
	fmt.Println(t.n)

	// A captured cell read after the argument that assigns it.
	f := func(x int) { fmt.Println("first", x) }
	g := func() int { f = func(x int) { fmt.Println("second", x) }; return 1 }
	func() { f(g()) }()
	h := func(x int) { fmt.Println("h", x) }
	func() { h(2) }()

	// A leaf that may panic, and a nil func.
	xs := []int{1, 2}
	at := func(i int) { fmt.Println(xs[i]) }
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		at(1)
		at(5)
	}()
	var nf func(int)
	defer func() { fmt.Println("recovered:", recover()) }()
	nf(1)
}

// Output:
// -121 254 0 4 1000 9223372036854775803 224
// 4 3 2 1 |
// two 1 long 2 3
// second 1
// h 2
// 2
// recovered: runtime error: index out of range [5] with length 2
// recovered: runtime error: invalid memory address or nil pointer dereference
