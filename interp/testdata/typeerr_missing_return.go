package main

import "fmt"

func sign(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	}
}

func main() {
	fmt.Println(sign(3))
}

// Error:
// typeerr_missing_return.go:11:1: missing return
