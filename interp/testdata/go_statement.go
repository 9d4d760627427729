package main

import "fmt"

func work(done chan<- bool) {
	fmt.Println("working")
	done <- true
}

func main() {
	done := make(chan bool)
	go work(done)
	<-done
	fmt.Println("main")
}

// Output:
// working
// main
