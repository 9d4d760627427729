package main

import (
	"fmt"
	"slices"
)

func main() {
	x := slices.Insert([]int{1, 2, 3, 4, 5}, 2, 9)
	fmt.Println(x, len(x), cap(x))
	y := slices.Insert(make([]int, 3, 3), 1, 7, 8)
	fmt.Println(y, len(y), cap(y))
	z := make([]int, 4, 10)
	copy(z, []int{1, 2, 3, 4})
	w := slices.Insert(z, 1, z[2:4]...)
	fmt.Println(w, len(w), cap(w), z[:6])
	e := slices.Insert([]string{"a"}, 1, "b", "c")
	fmt.Println(e, len(e), cap(e))
	var nilS []int
	fmt.Println(slices.Insert(nilS, 0), slices.Insert(nilS, 0, 1))
	func() {
		defer func() { fmt.Println(recover()) }()
		slices.Insert([]int{1}, 3, 2)
	}()
}

// Output:
// [1 2 9 3 4 5] 6 10
// [0 7 8 0 0] 5 6
// [1 3 4 2 3 4] 6 10 [1 3 4 2 3 4]
// [a b c] 3 3
// [] [1]
// runtime error: slice bounds out of range [3:1]
