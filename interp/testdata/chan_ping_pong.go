package main

import "fmt"

type ball struct{ hits int }

func player(name string, table chan *ball, done chan bool, rounds int) {
	for {
		b := <-table
		b.hits++
		if b.hits <= rounds {
			fmt.Println(name, b.hits)
		}
		if b.hits >= rounds {
			done <- true
			return
		}
		table <- b
	}
}

func main() {
	table := make(chan *ball)
	done := make(chan bool)
	go player("ping", table, done, 6)
	go player("pong", table, done, 6)
	table <- new(ball)
	<-done
	fmt.Println("game over")
}

// Output:
// pong 1
// ping 2
// pong 3
// ping 4
// pong 5
// ping 6
// game over
