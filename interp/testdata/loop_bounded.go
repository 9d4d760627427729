package main

import (
	"fmt"
	"math"
)

var limit = 7

type I64 int64

// Loops whose condition is one or two comparisons of the counter with a
// local, captured, boxed or global variable plus or minus a constant.
func main() {
	n, lo := 10, 3
	const chunk = 4
	for i := lo; i < lo+chunk && i < n; i++ {
		fmt.Print(" ", i)
	}
	fmt.Println()
	// The bounds are read at every test: the body may move them.
	for i := 0; i < n-1 && i <= 2+lo; i++ {
		lo--
		fmt.Print(" ", i, ":", lo)
	}
	fmt.Println()
	// A captured bound, by value (never reassigned) and shared (reassigned).
	m := 5
	shared := 6
	f := func() int {
		s := 0
		for i := 0; i < m && i != shared; i++ {
			s += i
			if i == 2 {
				shared = 4
			}
		}
		return s
	}
	fmt.Println(f(), shared)
	// A global bound, and a boxed one (its address is taken).
	b := 3
	pb := &b
	for i := -2; i < limit && i < b+2; i += 2 {
		*pb = *pb + 1
		limit--
		fmt.Print(" ", i)
	}
	fmt.Println(" |", limit, b)
	// Descending, with >= and >, break and continue, and a labelled loop.
	k := 2
outer:
	for i := 9; i >= k && i > k-10; i-- {
		for j := 0; j < i && j < 3; j++ {
			if j == 1 {
				continue
			}
			if i == 4 {
				continue outer
			}
			if i == 3 {
				break outer
			}
			fmt.Print(" ", i, ",", j)
		}
	}
	fmt.Println()
	// Bounds near the ends of int64 wrap as Go's addition does.
	big := int64(math.MaxInt64)
	c := 0
	for i := big - 3; i <= big-1 && i > big+1; i++ {
		c++
	}
	fmt.Println(c)
	min := int64(math.MinInt64)
	c = 0
	for i := min + 2; i >= min && i > min-big; i-- {
		c++
	}
	fmt.Println(c)
	// A named counter type, and a counter changed in the body.
	var lim I64 = 20
	for i := I64(0); i < lim && i < lim-3; i++ {
		i *= 2
		fmt.Print(" ", i)
	}
	fmt.Println()
	// Goroutines: the worker pool's loop.
	total := 0
	res := make(chan int)
	for w := 0; w < 3; w++ {
		go func(lo int) {
			s := 0
			for i := lo; i < lo+chunk && i < n; i++ {
				s += i * i % 7
			}
			res <- s
		}(w * chunk)
	}
	for w := 0; w < 3; w++ {
		total += <-res
	}
	fmt.Println(total)
	// Closures capture the per-iteration counter: not a fused loop.
	var fs []func() int
	for i := 0; i < n && i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	for _, g := range fs {
		fmt.Print(" ", g())
	}
	fmt.Println()
}

// Output:
//  3 4 5 6
//  0:2 1:1 2:0
// 6 4
//  -2 0 2 | 4 6
//  9,0 9,2 8,0 8,2 7,0 7,2 6,0 6,2 5,0 5,2
// 3
// 0
//  0 2 6 14 30
// 19
//  0 1 2
