package main

import "fmt"

func main() {
	n := 5
	fmt.Println(n())
}

// Error:
// typeerr_call_non_function.go:7:14: invalid operation: cannot call n (variable of type int): int is not a function
