package main

import "fmt"

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func main() {
	s := []int{1, 2}
	s = append(s, 3, 4, 5)
	fmt.Println(s, len(s), cap(s))
	t := make([]int, 0, 3)
	sink = &t
	t = append(t, 1, 2, 3, 4, 5, 6, 7)
	fmt.Println(len(t), cap(t))
	u := append([]int{}, make([]int, 11)...)
	sink = u
	fmt.Println(len(u), cap(u))
	v := append(make([]int, 5), make([]int, 6)...)
	sink = v
	fmt.Println(len(v), cap(v))
	w := append([]string(nil), "a", "b", "c")
	sink = w
	fmt.Println(len(w), cap(w))
	var f []float32
	sink = &f
	f = append(f, 1, 2, 3, 4, 5)
	fmt.Println(len(f), cap(f))
	x := append(s[:1], s[3:]...)
	fmt.Println(x, s)
}

// Output:
// [1 2 3 4 5] 5 6
// 7 8
// 11 12
// 11 12
// 3 3
// 5 6
// [1 4 5] [1 4 5 4 5]
