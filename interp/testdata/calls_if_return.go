package main

import "fmt"

func lt(n int) int {
	if n < -2 {
		return n
	}
	return 100
}

func le(n int64) int64 {
	if n <= 3 {
		return n
	}
	return -1
}

func gt(n int) int {
	if n > 9223372036854775806 {
		return n
	}
	return 0
}

func ge(n int) int {
	if n >= 0 {
		return n
	}
	return -n
}

func eq(n, m int) int {
	if n == 7 {
		return m
	}
	return n
}

func ne(n int) int {
	if n != 7 {
		return n
	}
	return 70
}

// unsigned and small types take the general path
func ult(n uint) uint {
	if n < 2 {
		return n
	}
	return n - 1
}

func small(n int8) int8 {
	if n < 2 {
		return n
	}
	return n + 1
}

// a result of another type: not a slot copy
func iface(n int) any {
	if n < 2 {
		return n
	}
	return "big"
}

// a named result captured by a closure is boxed
func boxed(n int) (r int) {
	defer func() { r *= 2 }()
	if n < 2 {
		return n
	}
	return 5
}

// a condition that is not a local against a constant
func cond(s []int, i int) int {
	if s[i] > 0 {
		return i
	}
	return -1
}

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func main() {
	fmt.Println(lt(-3), lt(-2), lt(5))
	fmt.Println(le(3), le(4), le(-9223372036854775808))
	fmt.Println(gt(9223372036854775807), gt(1))
	fmt.Println(ge(0), ge(-4))
	fmt.Println(eq(7, 1), eq(8, 1))
	fmt.Println(ne(7), ne(-7))
	fmt.Println(ult(18446744073709551615), ult(1), ult(0))
	fmt.Println(small(-128), small(127), small(1))
	fmt.Println(iface(1), iface(3))
	fmt.Println(boxed(1), boxed(3))
	fmt.Println(fib(20))
	s := []int{1, 0}
	fmt.Println(cond(s, 0), cond(s, 1))
	fmt.Println(cond(s, 2))
}

// Output:
// -3 100 100
// 3 -1 -9223372036854775808
// 9223372036854775807 0
// 0 4
// 1 8
// 70 -7
// 18446744073709551614 1 0
// -128 -128 1
// 1 big
// 2 10
// 6765
// 0 -1
// Error:
// panic: runtime error: index out of range [2] with length 2
