package main

import "fmt"

func main() {
	src := []int{1, 2, 3, 4, 5}
	dst := make([]int, 3)
	n := copy(dst, src)
	fmt.Println(n, dst)
	n = copy(src[1:], src) // overlapping
	fmt.Println(n, src)
	b := make([]byte, 4)
	n = copy(b, "héllo")
	fmt.Println(n, b, string(b))
	var empty []int
	fmt.Println(copy(empty, src), copy(src, empty))
	big := make([]int, 10)
	fmt.Println(copy(big, []int{9, 9}), big)
}

// Output:
// 3 [1 2 3]
// 4 [1 1 2 3 4]
// 4 [104 195 169 108] hél
// 0 0
// 2 [9 9 0 0 0 0 0 0 0 0]
