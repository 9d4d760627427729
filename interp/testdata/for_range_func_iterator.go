package main

import "fmt"

func Count(n int) func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func Pairs(s []string) func(yield func(int, string) bool) {
	return func(yield func(int, string) bool) {
		for i, v := range s {
			if !yield(i, v) {
				fmt.Println("stopped early at", i)
				return
			}
		}
	}
}

func main() {
	for i := range Count(4) {
		fmt.Println(i)
	}
	for i, s := range Pairs([]string{"a", "b", "c", "d"}) {
		if i == 2 {
			break
		}
		fmt.Println(i, s)
	}
	sum := 0
	for v := range Count(10) {
		if v%2 == 0 {
			continue
		}
		sum += v
	}
	fmt.Println(sum)
}

// Output:
// 0
// 1
// 2
// 3
// 0 a
// 1 b
// stopped early at 2
// 25
