package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	ch <- 1
	close(ch)
	fmt.Println(<-ch)
	ch <- 2
}

// Output:
// 1
// Error:
// panic: send on closed channel
