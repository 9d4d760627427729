package main

import "fmt"

func main() {
	n := -3
	fmt.Println("making")
	_ = make(chan int, n)
}

// Output:
// making
// Error:
// panic: makechan: size out of range
