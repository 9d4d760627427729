package main

import "fmt"

func main() {
	var f func(int)
	fmt.Println("start")
	defer fmt.Println("deferred calls do not run after a fatal error")
	go f(1)
	select {}
}

// Output:
// start
// Error:
// panic: runtime error: invalid memory address or nil pointer dereference
