package main

import "fmt"

func main() {
	n := -1
	fmt.Println("before")
	fmt.Println(1 << n)
}

// Output:
// before
// Error:
// panic: runtime error: negative shift amount
