package main

import "fmt"

func main() {
	ch := make(chan string)
	go func() {
		defer close(ch)
		for _, w := range []string{"alpha", "beta", "gamma"} {
			ch <- w
		}
	}()
	n := 0
	for w := range ch {
		n++
		fmt.Println(n, w)
	}
	v, ok := <-ch
	fmt.Printf("%q %v\n", v, ok)
	nums := make(chan int, 5)
	for i := range 5 {
		nums <- i * i
	}
	close(nums)
	for v := range nums {
		if v == 9 {
			break
		}
		fmt.Println(v)
	}
	fmt.Println(<-nums, len(nums))
	done := make(chan struct{})
	waiters := make(chan int)
	for i := 0; i < 3; i++ {
		go func() {
			<-done
			waiters <- 1
		}()
	}
	close(done)
	total := 0
	for i := 0; i < 3; i++ {
		total += <-waiters
	}
	fmt.Println("woken", total)
}

// Output:
// 1 alpha
// 2 beta
// 3 gamma
// "" false
// 0
// 1
// 4
// 16 0
// woken 3
