package main

import "fmt"

func collatz(n int) int {
	steps := 0
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

func main() {
	fmt.Println(collatz(27), collatz(1), collatz(97))
	x := 1
	for x < 1000 {
		x *= 3
	}
	fmt.Println(x)
	n := 0
	for {
		n++
		if n*n > 200 {
			break
		}
	}
	fmt.Println(n)
}

// Output:
// 111 0 118
// 2187
// 15
