package main

import "fmt"

type T struct{ X int }

func main() {
	var p *T
	fmt.Println(p == nil)
	fmt.Println(p.X)
}

// Output:
// true
// Error:
// panic: runtime error: invalid memory address or nil pointer dereference
