package main

import "fmt"

func main() {
	x := 1
	fmt.Println(x + y)
}

// Error:
// typeerr_undefined.go:7:18: undefined: y
