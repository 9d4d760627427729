package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

type myCtx struct {
	context.Context
	done chan struct{}
}

func (c *myCtx) Done() <-chan struct{} { return c.done }
func (c *myCtx) Err() error {
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}

type point struct{ x, y int }

func main() {
	var mu sync.Mutex
	var l sync.Locker = &mu
	l.Lock()
	fmt.Println(mu.TryLock())
	l.Unlock()
	var m sync.Map
	m.Store(point{1, 2}, "a")
	v, _ := m.Load(point{1, 2})
	fmt.Println(v)
	parent := &myCtx{Context: context.Background(), done: make(chan struct{})}
	child, cancel := context.WithCancel(parent)
	defer cancel()
	close(parent.done)
	<-child.Done()
	fmt.Println("child of a foreign parent:", child.Err())
	early, c1 := context.WithTimeout(context.Background(), time.Hour)
	defer c1()
	late, c2 := context.WithTimeout(early, 2*time.Hour)
	defer c2()
	d1, _ := early.Deadline()
	d2, _ := late.Deadline()
	fmt.Println(d1.Equal(d2))
	c1()
	<-late.Done()
	fmt.Println(late.Err())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		wg.Add(-2)
	}()
	wg.Wait()
}

// Output:
// false
// a
// child of a foreign parent: context canceled
// true
// context canceled
// Error:
// panic: sync: negative WaitGroup counter
