package main

import "fmt"

func main() {
	var z uint8
	x := uint8(9)
	fmt.Println(x % 4)
	fmt.Println(x % z)
}

// Output:
// 1
// Error:
// panic: runtime error: integer divide by zero
