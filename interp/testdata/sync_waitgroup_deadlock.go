package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			if i != 1 {
				defer wg.Done() // goroutine 1 forgets Done
			}
		}()
	}
	fmt.Println("waiting")
	wg.Wait()
	fmt.Println("unreachable")
}

// Output:
// waiting
// Error:
// fatal error: all goroutines are asleep - deadlock!
