package main

import "fmt"

func add(a, b int) int { return a + b }

func main() {
	fmt.Println(add(1, 2, 3))
}

// Error:
// typeerr_wrong_arg_count.go:8:24: too many arguments in call to add
