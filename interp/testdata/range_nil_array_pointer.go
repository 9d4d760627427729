package main

import "fmt"

var nilPtr *[3]int

func ptr() *[3]int {
	fmt.Println("ptr called")
	return nilPtr
}

func main() {
	// With at most the key and a constant length, the range expression is
	// not evaluated: no nil dereference.
	for i := range *nilPtr {
		fmt.Print(" ", i)
	}
	for range *nilPtr {
		fmt.Print(" x")
	}
	fmt.Println()
	for i := range nilPtr {
		fmt.Print(" ", i)
	}
	fmt.Println()
	defer func() { fmt.Println("recovered:", recover()) }()
	// A call makes the length non-constant: *ptr() is evaluated.
	for range *ptr() {
	}
}

// Output:
//  0 1 2 x x x
//  0 1 2
// ptr called
// recovered: runtime error: invalid memory address or nil pointer dereference
