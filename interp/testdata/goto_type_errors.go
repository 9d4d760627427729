package main

import "fmt"

func main() {
	goto skip
	x := 1
	fmt.Println(x)
skip:
	fmt.Println("after")
}

// Error:
// goto_type_errors.go:6:7: goto skip jumps over variable declaration at line 7
