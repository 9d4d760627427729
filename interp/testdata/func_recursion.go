package main

import "fmt"

func fact(n uint64) uint64 {
	if n <= 1 {
		return 1
	}
	return n * fact(n-1)
}

func ackermann(m, n int) int {
	switch {
	case m == 0:
		return n + 1
	case n == 0:
		return ackermann(m-1, 1)
	}
	return ackermann(m-1, ackermann(m, n-1))
}

func isEven(n int) bool {
	if n == 0 {
		return true
	}
	return isOdd(n - 1)
}

func isOdd(n int) bool {
	if n == 0 {
		return false
	}
	return isEven(n - 1)
}

func hanoi(n int, from, to, via string, moves *int) {
	if n == 0 {
		return
	}
	hanoi(n-1, from, via, to, moves)
	*moves++
	hanoi(n-1, via, to, from, moves)
}

func main() {
	fmt.Println(fact(20), fact(21))
	fmt.Println(ackermann(2, 3), ackermann(3, 3))
	fmt.Println(isEven(100), isOdd(7))
	m := 0
	hanoi(10, "a", "c", "b", &m)
	fmt.Println(m)
}

// Output:
// 2432902008176640000 14197454024290336768
// 9 61
// true true
// 1023
