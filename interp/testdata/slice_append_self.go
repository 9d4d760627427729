package main

import "fmt"

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func main() {
	s := []int{1, 2, 3}
	s = append(s, s...)
	fmt.Println(s, len(s), cap(s))
	s = append(s[:2], s[3:]...)
	fmt.Println(s, len(s), cap(s))
	t := make([]int, 2, 100)
	sink = &t
	t = append(t, t...)
	fmt.Println(t, len(t), cap(t))
	b := []byte("ab")
	sink = &b
	b = append(b, b...)
	b = append(b, b...)
	fmt.Println(string(b), len(b), cap(b))
	x := []string{}
	x = append(x)
	fmt.Println(x == nil, len(x))
	var y []string
	y = append(y)
	fmt.Println(y == nil)
	y = append(y, []string{}...)
	fmt.Println(y == nil)
}

// Output:
// [1 2 3 1 2 3] 6 6
// [1 2 1 2 3] 5 6
// [0 0 0 0] 4 100
// abababab 8 8
// false 0
// true
// true
