package main

func main() {
	var ch chan int
	close(ch)
}

// Error:
// panic: close of nil channel
