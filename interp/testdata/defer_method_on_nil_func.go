package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	var f func()
	defer f() // evaluated now, panics when run
	fmt.Println("body")
}

// Output:
// body
// recovered: runtime error: invalid memory address or nil pointer dereference
