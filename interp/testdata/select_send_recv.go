package main

import "fmt"

func main() {
	in := make(chan int)
	out := make(chan int)
	go func() {
		for i := 0; i < 3; i++ {
			in <- i
		}
		close(in)
	}()
	finished := make(chan bool)
	go func() {
		for v := range out {
			fmt.Println("consumer got", v)
		}
		close(finished)
	}()
	var pending []int
	for in != nil || len(pending) > 0 {
		var send chan int
		var next int
		if len(pending) > 0 {
			send = out
			next = pending[0]
		}
		select {
		case v, ok := <-in:
			if !ok {
				in = nil
				break
			}
			pending = append(pending, v*10)
		case send <- next:
			pending = pending[1:]
		}
	}
	close(out)
	<-finished
	fmt.Println("all forwarded")
}

// Output:
// consumer got 0
// consumer got 10
// consumer got 20
// all forwarded
