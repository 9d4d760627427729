package main

import "fmt"

func main() {
	var ch chan int
	fmt.Println("waiting on a nil channel")
	<-ch
}

// Output:
// waiting on a nil channel
// Error:
// fatal error: all goroutines are asleep - deadlock!
