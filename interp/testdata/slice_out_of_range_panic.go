package main

import "fmt"

func main() {
	s := make([]int, 3, 5)
	fmt.Println(s[:5])
	t := s[1:4]
	fmt.Println(t)
	j := 6
	fmt.Println(s[:j])
}

// Output:
// [0 0 0 0 0]
// [0 0 0]
// Error:
// panic: runtime error: slice bounds out of range [:6] with capacity 5
