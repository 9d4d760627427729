package main

import "fmt"

func main() {
	n := -1
	fmt.Println("making")
	s := make([]int, n)
	fmt.Println(s)
}

// Output:
// making
// Error:
// panic: runtime error: makeslice: len out of range
