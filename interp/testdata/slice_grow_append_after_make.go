package main

import "fmt"

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func main() {
	for _, n := range []int{0, 1, 2, 3, 5, 7, 8, 9, 17, 100, 255, 256, 257, 512, 1000, 1023} {
		s := make([]int, n)
		s = append(s, 1)
		b := make([]byte, n)
		b = append(b, 1)
		st := make([]string, n)
		st = append(st, "")
		sink = []any{s, b, st}
		fmt.Println(n, cap(s), cap(b), cap(st))
	}
}

// Output:
// 0 1 8 1
// 1 2 8 2
// 2 4 8 4
// 3 6 8 6
// 5 10 16 10
// 7 14 16 14
// 8 16 16 16
// 9 18 24 18
// 17 36 48 35
// 100 224 208 215
// 255 512 512 511
// 256 512 512 591
// 257 608 576 591
// 512 848 896 847
// 1000 1536 1536 1535
// 1023 1536 1536 1535
