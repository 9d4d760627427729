package main

import "fmt"

func fail(n int) {
	if n > 2 {
		panic(fmt.Sprintf("worker %d failed", n))
	}
}

func main() {
	done := make(chan bool)
	go func() {
		for i := 0; ; i++ {
			fail(i)
		}
	}()
	<-done
	fmt.Println("unreachable")
}

// Error:
// panic: worker 3 failed
