package main

import "fmt"

func depth(n int) int {
	if n == 0 {
		return 0
	}
	return 1 + depth(n-1)
}

func sumList(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return xs[0] + sumList(xs[1:])
}

func main() {
	fmt.Println(depth(50000))
	xs := make([]int, 10000)
	for i := range xs {
		xs[i] = i
	}
	fmt.Println(sumList(xs))
}

// Output:
// 50000
// 49995000
