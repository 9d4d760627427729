package main

import "fmt"

func get(s []string, i int) string { return s[i] }

func main() {
	s := []string{"a", "b", "c"}
	fmt.Println(get(s, 2))
	fmt.Println(get(s, 5))
}

// Output:
// c
// Error:
// panic: runtime error: index out of range [5] with length 3
