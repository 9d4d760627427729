package main

import "fmt"

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func main() {
	var s []string
	sink = &s
	last := -1
	for i := 0; i < 1000; i++ {
		s = append(s, "x")
		if cap(s) != last {
			fmt.Println(len(s), cap(s))
			last = cap(s)
		}
	}
}

// Output:
// 1 1
// 2 2
// 3 4
// 5 8
// 9 16
// 17 32
// 33 71
// 72 143
// 144 303
// 304 591
// 592 1023
