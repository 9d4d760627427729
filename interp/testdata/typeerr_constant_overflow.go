package main

import "fmt"

func main() {
	var b uint8 = 256
	fmt.Println(b)
}

// Error:
// typeerr_constant_overflow.go:6:16: cannot use 256 (untyped int constant) as uint8 value in variable declaration (overflows)
