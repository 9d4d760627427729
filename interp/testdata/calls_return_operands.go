package main

import "fmt"

type myInt int

func sub(a, b int) int { return a - b }

func mul(a uint64, b uint64) uint64 { return a * b }

func konst(a int64) int64 { return 10 - a }

func named(a myInt) myInt { return a + 1 }

func small(a int8) int8 { return a + 100 }

var g = 5

func global(a int) int { return a + g }

func main() {
	k := 7
	add := func(x int) int { return x + k }
	fmt.Println(add(1), add(-8))

	// a captured variable that changes: read from its cell
	n := 0
	next := func(x int) int { return n * x }
	n = 3
	fmt.Println(next(4))
	n = -2
	fmt.Println(next(4))

	fmt.Println(sub(3, 5), mul(1<<63, 3), konst(-9223372036854775808), named(4), small(100), global(1))
	big := 9223372036854775807
	inc := func(x int) int { return big + x }
	fmt.Println(inc(1))
	fmt.Println(func() int { return k * k }())
}

// Output:
// 8 -1
// 12
// -8
// -2 9223372036854775808 -9223372036854775798 5 -56 6
// -9223372036854775808
// 49
