package main

import "fmt"

func main() {
	defer fmt.Println("deferred runs before crash")
	fmt.Println("start")
	panic("boom")
}

// Output:
// start
// deferred runs before crash
// Error:
// panic: boom
