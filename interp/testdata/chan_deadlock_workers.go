package main

import "fmt"

func main() {
	results := make(chan int)
	for i := 0; i < 3; i++ {
		go func() {
			results <- i
		}()
	}
	sum := 0
	for i := 0; i < 4; i++ {
		sum += <-results
		fmt.Println("got one")
	}
	fmt.Println(sum)
}

// Output:
// got one
// got one
// got one
// Error:
// fatal error: all goroutines are asleep - deadlock!
