package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(2)
	wg.Done()
	wg.Done()
	fmt.Println("balanced")
	defer fmt.Println("deferred calls run")
	wg.Done()
}

// Output:
// balanced
// deferred calls run
// Error:
// panic: sync: negative WaitGroup counter
