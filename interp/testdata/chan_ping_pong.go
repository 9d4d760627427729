package main

import "fmt"

type ball struct{ hits int }

// Each player receives on its own channel and passes to the other's, so
// the order of the hits does not depend on which goroutine runs first.
func player(name string, in, out chan *ball, done chan bool, rounds int) {
	for {
		b := <-in
		b.hits++
		fmt.Println(name, b.hits)
		if b.hits == rounds {
			done <- true
			return
		}
		out <- b
	}
}

func main() {
	toPing, toPong := make(chan *ball), make(chan *ball)
	done := make(chan bool)
	go player("ping", toPing, toPong, done, 6)
	go player("pong", toPong, toPing, done, 6)
	toPing <- new(ball)
	<-done
	fmt.Println("game over")
}

// Output:
// ping 1
// pong 2
// ping 3
// pong 4
// ping 5
// pong 6
// game over
