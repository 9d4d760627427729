package main

import "fmt"

func main() {
	select {}
	fmt.Println("unreachable")
}

// Error:
// fatal error: all goroutines are asleep - deadlock!
