package main

// Closures made again in place must not be refilled while anything can
// still reach their captures: goroutines and closures the refilled closure
// made, cells it increments, panics through it, recursion through it.

import (
	"fmt"
	"sort"
)

var keep []func() int
var ch = make(chan int, 10)

type T struct{ n int }

func mk(k int) func() int {
	return func() int {
		keep = append(keep, func() int { return k * 10 })
		go func() { ch <- k }()
		return k
	}
}

func mk2(k int) func() int {
	return func() int { k++; keep = append(keep, func() int { return k }); return k }
}

func mk3(t *T) func() { return func() { t.n++ } }

func mk4(s []int) func(int) int { return func(i int) int { return s[i] } }

func main() {
	for i := 0; i < 3; i++ {
		f := mk(i)
		fmt.Println(f())
	}
	// The goroutines send in any order.
	var got []int
	for i := 0; i < 3; i++ {
		got = append(got, <-ch+0*i)
	}
	sort.Ints(got)
	fmt.Println(got)
	var g func() int
	for i := 0; i < 3; i++ {
		g = mk2(i)
		fmt.Println(g(), g())
	}
	var kept []int
	for _, h := range keep {
		kept = append(kept, h())
	}
	fmt.Println(kept)
	ts := []*T{{1}, {2}}
	var h func()
	for _, t := range ts {
		h = mk3(t)
		h()
		h()
	}
	fmt.Println(ts[0].n, ts[1].n)
	for i := 0; i < 3; i++ {
		f := mk4([]int{i, i + 1})
		func() {
			defer func() { fmt.Println("rec", recover() != nil) }()
			fmt.Println(f(1), f(2))
		}()
	}
	// f reassigned while running? via recursion
	fmt.Println(rec(3))
}

func mk5(d int) func() int { return func() int { return rec(d - 1) } }

func rec(d int) int {
	if d <= 0 {
		return 0
	}
	var f func() int
	s := 0
	for i := 0; i < 2; i++ {
		f = mk5(d)
		s += f() + d
	}
	return s
}

// Output:
// 0
// 1
// 2
// [0 1 2]
// 1 2
// 2 3
// 3 4
// [0 10 20 2 2 3 3 4 4]
// 3 4
// rec true
// rec true
// rec true
// 22
