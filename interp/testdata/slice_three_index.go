package main

import "fmt"

func main() {
	base := []int{0, 1, 2, 3, 4, 5, 6, 7}
	s := base[2:4:5]
	fmt.Println(s, len(s), cap(s))
	s = append(s, 100)
	fmt.Println(base)
	s = append(s, 200) // exceeds cap: copies
	s[0] = -1
	fmt.Println(base, s)
	arr := [5]string{"a", "b", "c", "d", "e"}
	t := arr[1:3:3]
	fmt.Println(t, len(t), cap(t))
	u := base[:0:0]
	fmt.Println(u == nil, len(u), cap(u))
}

// Output:
// [2 3] 2 3
// [0 1 2 3 100 5 6 7]
// [0 1 2 3 100 5 6 7] [-1 3 100 200]
// [b c] 2 2
// false 0 0
