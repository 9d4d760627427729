package main

import "fmt"

func main() {
	x := []int{1, 2, 3
	fmt.Println(x)
}

// Error:
// typeerr_syntax_error.go:6:20: missing ',' before newline in composite literal
