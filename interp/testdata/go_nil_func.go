package main

import "fmt"

func main() {
	var f func()
	fmt.Println("start")
	defer fmt.Println("deferred calls do not run after a fatal error")
	go f()
	select {}
}

// Output:
// start
// Error:
// fatal error: go of nil func value
