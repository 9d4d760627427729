package main

import "fmt"

func main() {
	ch := make(chan int)
	go func() {
		close(ch)
	}()
	fmt.Println("sending")
	ch <- 1
}

// Output:
// sending
// Error:
// panic: send on closed channel
