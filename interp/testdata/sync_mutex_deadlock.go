package main

import (
	"fmt"
	"sync"
)

type account struct {
	mu      sync.Mutex
	balance int
}

func (a *account) deposit(n int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.balance += n
}

func (a *account) depositTwice(n int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.deposit(n) // locks again: a Mutex is not reentrant
	a.deposit(n)
}

func main() {
	a := &account{}
	a.deposit(1)
	fmt.Println(a.balance)
	a.depositTwice(2)
}

// Output:
// 1
// Error:
// fatal error: all goroutines are asleep - deadlock!
