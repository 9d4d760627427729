package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

func worker(ctx context.Context, jobs <-chan int, results chan<- int, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case j := <-jobs:
			results <- j * j
		}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	jobs := make(chan int)
	results := make(chan int)
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go worker(ctx, jobs, results, &wg)
	}
	sum := 0
	for i := 1; i <= 10; i++ {
		jobs <- i
		sum += <-results
	}
	cancel()
	wg.Wait()
	fmt.Println("sum of squares:", sum)
	fmt.Println(ctx.Err(), errors.Is(ctx.Err(), context.Canceled))

	child, cancelChild := context.WithCancel(ctx)
	defer cancelChild()
	<-child.Done()
	fmt.Println("child:", child.Err())

	cctx, cancelCause := context.WithCancelCause(context.Background())
	fmt.Println(context.Cause(cctx))
	cancelCause(errors.New("disk full"))
	fmt.Println(cctx.Err(), "/", context.Cause(cctx))
	fmt.Println(context.Cause(child))

	actx, acancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	stop := context.AfterFunc(actx, func() {
		fmt.Println("cleanup after cancel")
		close(done)
	})
	acancel()
	<-done
	fmt.Println("stop after it ran:", stop())

	free := context.WithoutCancel(ctx)
	fmt.Println(free.Err(), free.Done() == nil)
	fmt.Println(context.Background(), context.TODO(), ctx, free)
}

// Output:
// sum of squares: 385
// context canceled true
// child: context canceled
// <nil>
// context canceled / disk full
// context canceled
// cleanup after cancel
// stop after it ran: false
// <nil> true
// context.Background context.TODO context.Background.WithCancel context.Background.WithCancel.WithoutCancel
