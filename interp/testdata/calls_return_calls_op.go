package main

import "fmt"

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func diff(n int64) int64 {
	if n <= 0 {
		return 1
	}
	return diff(n-1) - diff(n-2)
}

// wraps around
func pow3(n uint) uint {
	if n == 0 {
		return 3
	}
	return pow3(n-1) * pow3(n-1)
}

func big(n int) int {
	if n == 0 {
		return 9223372036854775807
	}
	return big(n-1) + big(n+-1)
}

type Num interface{ ~int | ~int64 }

func gfib[T Num](n T) T {
	if n < 2 {
		return n
	}
	return gfib(n-1) + gfib(n-2)
}

type myInt int

func mfib(n myInt) myInt {
	if n < 2 {
		return n
	}
	return mfib(n-1) + mfib(n-2)
}

// a callee with a defer is not plain
func deferred(n int) (r int) {
	defer func() { r++ }()
	if n < 1 {
		return 0
	}
	return deferred(n-1) + deferred(n-1)
}

// small types wrap: not the fused path
func small(n int8) int8 {
	if n < 1 {
		return 100
	}
	return small(n-1) + small(n-1)
}

var trace []int

func order(n int) int {
	trace = append(trace, n)
	if n < 1 {
		return n
	}
	return order(n-1) - order(n-2)
}

func div(n int) int {
	if n < 0 {
		return 10 / (n + 1)
	}
	return div(n-1) * div(n-2)
}

func main() {
	fmt.Println(fib(25), diff(10), pow3(3), pow3(7))
	fmt.Println(big(1), big(2))
	fmt.Println(gfib(20), gfib[int64](21), mfib(19))
	fmt.Println(deferred(3), small(3))
	fmt.Println(order(3), trace)
	fmt.Println(div(3))
}

// Output:
// 75025 0 6561 9241971931925084673
// -2 -4
// 6765 10946 4181
// 15 32
// 0 [3 2 1 0 -1 0 1 0 -1]
// Error:
// panic: runtime error: integer divide by zero
