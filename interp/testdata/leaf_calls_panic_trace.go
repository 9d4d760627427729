package main

import "fmt"

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func main() {
	s := []int{1, 2, 3}
	at := func(i int) int {
		fmt.Println("at", i)
		return s[i]
	}
	inc := func(x int) int { return x + 1 }
	h := compose(inc, at)
	k := compose(h, inc)
	fmt.Println(k(0))
	fmt.Println(k(5))
}

// Output:
// at 1
// 3
// at 6
// Error:
// panic: runtime error: index out of range [6] with length 3
