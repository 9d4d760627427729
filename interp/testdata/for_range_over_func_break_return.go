package main

import "fmt"

func Backward[E any](s []E) func(func(int, E) bool) {
	return func(yield func(int, E) bool) {
		for i := len(s) - 1; i >= 0; i-- {
			if !yield(i, s[i]) {
				return
			}
		}
	}
}

func firstNeg(s []int) (int, bool) {
	for i, v := range Backward(s) {
		if v < 0 {
			return i, true
		}
	}
	return -1, false
}

func main() {
	for i, v := range Backward([]string{"a", "b", "c"}) {
		fmt.Println(i, v)
	}
	fmt.Println(firstNeg([]int{1, -2, 3, -4, 5}))
	fmt.Println(firstNeg(nil))
	count := 0
	for range Backward(make([]int, 7)) {
		count++
		if count == 5 {
			break
		}
	}
	fmt.Println(count)
}

// Output:
// 2 c
// 1 b
// 0 a
// 3 true
// -1 false
// 5
