package main

import "fmt"

func gen(nums ...int) <-chan int {
	out := make(chan int)
	go func() {
		for _, n := range nums {
			out <- n
		}
		close(out)
	}()
	return out
}

func sq(in <-chan int) <-chan int {
	out := make(chan int)
	go func() {
		for n := range in {
			out <- n * n
		}
		close(out)
	}()
	return out
}

func main() {
	for v := range sq(sq(gen(1, 2, 3, 4))) {
		fmt.Println(v)
	}
	total := 0
	for v := range sq(gen(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)) {
		total += v
	}
	fmt.Println("sum of squares:", total)
}

// Output:
// 1
// 16
// 81
// 256
// sum of squares: 385
