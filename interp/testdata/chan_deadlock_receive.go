package main

import "fmt"

func main() {
	ch := make(chan int)
	fmt.Println("before")
	fmt.Println(<-ch)
}

// Output:
// before
// Error:
// fatal error: all goroutines are asleep - deadlock!
