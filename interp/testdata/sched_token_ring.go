package main

import "fmt"

// depth recurses n deep before it returns, so that each goroutine's host
// stack grows while other goroutines are suspended in the middle of theirs.
func depth(n int, ch chan int, v int) int {
	if n == 0 {
		ch <- v
		return 0
	}
	return 1 + depth(n-1, ch, v)
}

// A token goes round a ring of goroutines that never involve main between
// hand-overs; each passes it on from a different call depth, one recovers
// a panic of its own on the way. When main returns, the ring is still
// closing and one goroutine is blocked for ever: both stop silently.
func main() {
	const n = 5
	chans := make([]chan int, n+1)
	for i := range chans {
		chans[i] = make(chan int)
	}
	for i := 0; i < n; i++ {
		go func(i int) {
			for v := range chans[i] {
				if i == 2 && v%3 == 0 {
					func() {
						defer func() { fmt.Println("recovered:", recover()) }()
						panic(fmt.Sprint("at ", v))
					}()
				}
				depth(100*i, chans[i+1], v+i)
			}
			if i+1 < n {
				close(chans[i+1])
			}
		}(i)
	}
	total := 0
	for round := 0; round < 4; round++ {
		chans[0] <- round
		v := <-chans[n]
		total += v
		fmt.Println("round", round, "->", v)
	}
	close(chans[0])
	go func() { <-make(chan int) }() // blocked for ever: stopped when main returns
	fmt.Println("total", total)
}

// Output:
// round 0 -> 10
// round 1 -> 11
// recovered: at 3
// round 2 -> 12
// round 3 -> 13
// total 46
