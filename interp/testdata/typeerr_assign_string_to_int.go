package main

import "fmt"

func main() {
	var n int
	n = "s"
	fmt.Println(n)
}

// Error:
// typeerr_assign_string_to_int.go:7:6: cannot use "s" (untyped string constant) as int value in assignment
