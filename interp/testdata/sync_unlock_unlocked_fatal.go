package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	mu.Lock()
	mu.Unlock()
	fmt.Println("unlocked once")
	defer func() {
		fmt.Println("recover cannot stop it:", recover())
	}()
	mu.Unlock()
}

// Output:
// unlocked once
// Error:
// fatal error: sync: unlock of unlocked mutex
