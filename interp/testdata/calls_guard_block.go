package main

import "fmt"

func count(n int) int {
	if n <= 0 {
		return n
	}
	return count(n-1) + 1
}

func maxle(n int64) int64 {
	if n <= 9223372036854775807 {
		return n
	}
	return -1
}

func minlt(n int) int {
	if n < -9223372036854775808 {
		return n
	}
	return 7
}

func decl(n int) int {
	if n < 3 {
		return n
	}
	m := n * 2
	return m
}

func empty(n int) (r int) {
	if n < 0 {
		return n
	}
	r = 5
	return
}

func idx(s []int, n int) int {
	if n < 0 {
		return n
	}
	return s[n]
}

func main() {
	fmt.Println(count(10), count(-3))
	fmt.Println(maxle(9223372036854775807), maxle(-9223372036854775808))
	fmt.Println(minlt(-9223372036854775808), minlt(0))
	fmt.Println(decl(2), decl(5))
	fmt.Println(empty(-1), empty(1))
	s := []int{4, 5}
	fmt.Println(idx(s, -1), idx(s, 1))
	fmt.Println(idx(s, 2))
}

// Output:
// 10 -3
// 9223372036854775807 -9223372036854775808
// 7 7
// 2 10
// -1 5
// -1 5
// Error:
// panic: runtime error: index out of range [2] with length 2
