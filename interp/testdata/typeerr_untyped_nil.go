package main

import "fmt"

func main() {
	x := nil
	fmt.Println(x)
}

// Error:
// typeerr_untyped_nil.go:6:7: use of untyped nil in assignment
