package main

import (
	"errors"
	"fmt"
	"strconv"
	"sync"
)

func main() {
	var once sync.Once
	var wg sync.WaitGroup
	inits := 0
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			once.Do(func() { inits++ })
		}()
	}
	wg.Wait()
	fmt.Println("inits:", inits)

	hello := sync.OnceFunc(func() { fmt.Println("hello, once") })
	hello()
	hello()

	calls := 0
	config := sync.OnceValue(func() map[string]int {
		calls++
		return map[string]int{"workers": 4}
	})
	fmt.Println(config()["workers"], config()["workers"], "calls:", calls)

	parse := sync.OnceValues(func() (int, error) { return strconv.Atoi("42") })
	n, err := parse()
	fmt.Println(n, err)

	boom := sync.OnceFunc(func() { panic(errors.New("init failed")) })
	for i := 0; i < 2; i++ {
		func() {
			defer func() { fmt.Println("recovered:", recover()) }()
			boom()
		}()
	}
}

// Output:
// inits: 1
// hello, once
// 4 4 calls: 1
// 42 <nil>
// recovered: init failed
// recovered: init failed
