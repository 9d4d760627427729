package bench

// The concurrency programs of issue 16: goroutines and channels, natively
// and interpreted (a hand-over is a scheduler switch in adrepl, a runtime
// park/ready pair in Go). They come last in Programs.
var concurrencyPrograms = []*Program{
	program("channel ping-pong", "PingPong", pingPongSrc, func(n int) any { return PingPong(n) }, 1_000_000, 100_000, 1_000_000),
	program("worker pool", "WorkerPool", workerPoolSrc, func(n int) any { return WorkerPool(n) }, 5_000_000, 100_000, 1_000_000, 10_000_000),
}

const pingPongSrc = `package main

import "fmt"

// pingPong sends n messages over two unbuffered channels, n/2 each way:
// every message is a hand-over between two goroutines.
func pingPong(n int) int {
	ping, pong := make(chan int), make(chan int)
	go func() {
		for v := range ping {
			pong <- v + 1
		}
		close(pong)
	}()
	v := 0
	for i := 0; i < n/2; i++ {
		ping <- v
		v = <-pong
	}
	close(ping)
	return v
}

func main() {
	fmt.Println(pingPong(SIZE))
}
`

const workerPoolSrc = `package main

import "fmt"

// workerPool sums f(i) for i < n with 4 workers taking chunks of 1000 from
// a jobs channel; partial sums come back on a results channel. The sum is of
// integers, so it does not depend on the order the chunks finish in.
func workerPool(n int) int {
	const workers, chunk = 4, 1000
	jobs := make(chan int, workers)
	results := make(chan int, workers)
	for w := 0; w < workers; w++ {
		go func() {
			for lo := range jobs {
				s := 0
				for i := lo; i < lo+chunk && i < n; i++ {
					s += i * i % 1000003
				}
				results <- s
			}
		}()
	}
	njobs := (n + chunk - 1) / chunk
	go func() {
		for lo := 0; lo < n; lo += chunk {
			jobs <- lo
		}
		close(jobs)
	}()
	total := 0
	for j := 0; j < njobs; j++ {
		total += <-results
	}
	return total
}

func main() {
	fmt.Println(workerPool(SIZE))
}
`

// PingPong is pingPongSrc, natively.
func PingPong(n int) int {
	ping, pong := make(chan int), make(chan int)
	go func() {
		for v := range ping {
			pong <- v + 1
		}
		close(pong)
	}()
	v := 0
	for i := 0; i < n/2; i++ {
		ping <- v
		v = <-pong
	}
	close(ping)
	return v
}

// WorkerPool is workerPoolSrc, natively.
func WorkerPool(n int) int {
	const workers, chunk = 4, 1000
	jobs := make(chan int, workers)
	results := make(chan int, workers)
	for w := 0; w < workers; w++ {
		go func() {
			for lo := range jobs {
				s := 0
				for i := lo; i < lo+chunk && i < n; i++ {
					s += i * i % 1000003
				}
				results <- s
			}
		}()
	}
	njobs := (n + chunk - 1) / chunk
	go func() {
		for lo := 0; lo < n; lo += chunk {
			jobs <- lo
		}
		close(jobs)
	}()
	total := 0
	for j := 0; j < njobs; j++ {
		total += <-results
	}
	return total
}
