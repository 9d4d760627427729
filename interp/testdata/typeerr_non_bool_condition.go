package main

import "fmt"

func main() {
	n := 1
	if n {
		fmt.Println("yes")
	}
}

// Error:
// typeerr_non_bool_condition.go:7:5: non-boolean condition in if statement
