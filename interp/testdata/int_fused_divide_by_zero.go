package main

import "fmt"

func main() {
	a, b := 10, 3
	s := 0
	for k := 0; k < 5; k++ {
		s += (a * k) % (b - k)
		fmt.Println(k, s)
	}
}

// Output:
// 0 0
// 1 0
// 2 0
// Error:
// panic: runtime error: integer divide by zero
