package main

import "fmt"

func f() (int, error) {
	return 1
}

func main() {
	fmt.Println(f())
}

// Error:
// typeerr_return_count.go:6:9: not enough return values
