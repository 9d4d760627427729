package main

import "fmt"

func count(id, n int, out chan<- string) {
	i := 0
loop:
	if i < n {
		out <- fmt.Sprintf("worker %d step %d", id, i)
		i++
		goto loop
	}
	close(out)
}

func main() {
	a := make(chan string)
	go count(1, 3, a)
	for s := range a {
		fmt.Println(s)
	}
	results := make(chan int)
	for w := 0; w < 3; w++ {
		go func() {
			sum, k := 0, 0
		again:
			sum += k
			k++
			if k <= 10*(w+1) {
				goto again
			}
			results <- sum
		}()
	}
	total := 0
	for w := 0; w < 3; w++ {
		total += <-results
	}
	fmt.Println(total)
}

// Output:
// worker 1 step 0
// worker 1 step 1
// worker 1 step 2
// 730
