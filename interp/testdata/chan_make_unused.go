package main

import "fmt"

func producer(n int) []int {
	ch := make(chan int)
	var out []int
	_ = ch
	for i := 0; i < n; i++ {
		out = append(out, i)
	}
	return out
}

func main() {
	fmt.Println(producer(3))
}

// Output:
// [0 1 2]
