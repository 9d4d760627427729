package main

import "fmt"

// Thousands of goroutines wait on the same channels at once: plain senders,
// selects that wait on two channels (one case fires, the other is left in
// its queue), and receivers woken all together by close.
func main() {
	const n = 3000
	ch := make(chan int)
	for i := 1; i <= n; i++ {
		go func() { ch <- i }()
	}
	sum := 0
	for i := 0; i < n; i++ {
		sum += <-ch
	}
	fmt.Println("senders:", sum)

	a, b := make(chan int), make(chan int)
	got := make(chan string)
	for i := 0; i < n; i++ {
		go func() {
			select {
			case v := <-a:
				got <- fmt.Sprint("a", v%2)
			case v := <-b:
				got <- fmt.Sprint("b", v%2)
			}
		}()
	}
	counts := map[string]int{}
	for i := 0; i < n; i++ {
		if i%3 == 0 {
			a <- i
		} else {
			b <- i
		}
		counts[<-got]++
	}
	fmt.Println("selects:", counts["a0"]+counts["a1"], counts["b0"]+counts["b1"])

	done := make(chan int)
	quit := make(chan struct{})
	for i := 0; i < n; i++ {
		go func() {
			_, ok := <-quit
			if !ok {
				done <- 1
			}
		}()
	}
	close(quit)
	woken := 0
	for i := 0; i < n; i++ {
		woken += <-done
	}
	fmt.Println("woken by close:", woken)
}

// Output:
// senders: 4501500
// selects: 1000 2000
// woken by close: 3000
