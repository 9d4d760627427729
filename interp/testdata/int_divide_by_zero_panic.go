package main

import "fmt"

func div(a, b int) int { return a / b }

func main() {
	fmt.Println(div(10, 3))
	fmt.Println(div(1, 0))
}

// Output:
// 3
// Error:
// panic: runtime error: integer divide by zero
