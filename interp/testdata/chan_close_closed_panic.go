package main

func main() {
	ch := make(chan bool)
	close(ch)
	close(ch)
}

// Error:
// panic: close of closed channel
