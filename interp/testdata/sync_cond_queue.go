package main

import (
	"fmt"
	"sync"
)

// A bounded queue: producers wait while it is full, consumers while it is
// empty, both on Conds of one Mutex.
type queue struct {
	mu                sync.Mutex
	notEmpty, notFull *sync.Cond
	items             []int
	limit             int
}

func newQueue(limit int) *queue {
	q := &queue{limit: limit}
	q.notEmpty = sync.NewCond(&q.mu)
	q.notFull = sync.NewCond(&q.mu)
	return q
}

func (q *queue) put(x int) {
	q.mu.Lock()
	for len(q.items) == q.limit {
		q.notFull.Wait()
	}
	q.items = append(q.items, x)
	q.notEmpty.Signal()
	q.mu.Unlock()
}

func (q *queue) get() int {
	q.mu.Lock()
	for len(q.items) == 0 {
		q.notEmpty.Wait()
	}
	x := q.items[0]
	q.items = q.items[1:]
	q.notFull.Signal()
	q.mu.Unlock()
	return x
}

func main() {
	q := newQueue(2)
	var wg sync.WaitGroup
	for p := 0; p < 3; p++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 1; i <= 10; i++ {
				q.put(p*100 + i)
			}
		}()
	}
	sum := 0
	for i := 0; i < 30; i++ {
		sum += q.get()
	}
	wg.Wait()
	fmt.Println("sum:", sum)

	// Broadcast wakes every waiter.
	var mu sync.Mutex
	c := sync.NewCond(&mu)
	ready := false
	var woke sync.WaitGroup
	for i := 0; i < 5; i++ {
		woke.Add(1)
		go func() {
			defer woke.Done()
			mu.Lock()
			for !ready {
				c.Wait()
			}
			mu.Unlock()
		}()
	}
	mu.Lock()
	ready = true
	c.Broadcast()
	mu.Unlock()
	woke.Wait()
	fmt.Println("all woke")
}

// Output:
// sum: 3165
// all woke
