package main

import "fmt"

func remove(s []int, i int) []int { return append(s[:i], s[i+1:]...) }

func insert(s []int, i, v int) []int {
	s = append(s, 0)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}

func main() {
	s := []int{0, 1, 2, 3, 4}
	s = remove(s, 2)
	fmt.Println(s, len(s), cap(s))
	s = insert(s, 1, 9)
	fmt.Println(s, len(s), cap(s))
	// filter in place
	x := []int{1, 2, 3, 4, 5, 6}
	out := x[:0]
	for _, v := range x {
		if v%2 == 0 {
			out = append(out, v)
		}
	}
	fmt.Println(out, x)
	// reverse
	for i, j := 0, len(x)-1; i < j; i, j = i+1, j-1 {
		x[i], x[j] = x[j], x[i]
	}
	fmt.Println(x)
}

// Output:
// [0 1 3 4] 4 5
// [0 9 1 3 4] 5 5
// [2 4 6] [2 4 6 4 5 6]
// [6 5 4 6 4 2]
