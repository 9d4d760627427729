package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	for i := 0; i < 4; i++ {
		select {
		case v := <-ch:
			fmt.Println("received", v)
		default:
			fmt.Println("nothing ready")
			ch <- i
		}
	}
	full := make(chan string, 2)
	sent := 0
	for i := 0; i < 5; i++ {
		select {
		case full <- fmt.Sprint("msg", i):
			sent++
		default:
			fmt.Println("buffer full at", i)
		}
	}
	fmt.Println("sent", sent, "len", len(full), "cap", cap(full))
	fmt.Println(<-full, <-full)
}

// Output:
// nothing ready
// received 0
// nothing ready
// received 2
// buffer full at 2
// buffer full at 3
// buffer full at 4
// sent 2 len 2 cap 2
// msg0 msg1
