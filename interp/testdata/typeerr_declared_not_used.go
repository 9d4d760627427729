package main

import "fmt"

func main() {
	a := 1
	b := 2
	fmt.Println(a)
}

// Error:
// typeerr_declared_not_used.go:7:2: declared and not used: b
