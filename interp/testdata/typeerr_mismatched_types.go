package main

import "fmt"

func main() {
	i := 3
	f := 1.5
	fmt.Println(i * f)
}

// Error:
// typeerr_mismatched_types.go:8:14: invalid operation: i * f (mismatched types int and float64)
