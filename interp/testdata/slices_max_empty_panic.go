package main

import (
	"fmt"
	"slices"
)

func main() {
	fmt.Println(slices.Max([]float64{1, 2.5}))
	var empty []int
	fmt.Println(slices.Max(empty))
}

// Output:
// 2.5
// Error:
// panic: slices.Max: empty list
