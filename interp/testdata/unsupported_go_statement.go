package main

import "fmt"

func work() { fmt.Println("working") }

func main() {
	go work()
	fmt.Println("main")
}

// Error:
// not supported yet
