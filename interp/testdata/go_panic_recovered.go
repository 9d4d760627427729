package main

import (
	"errors"
	"fmt"
)

func safe(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	f()
	return nil
}

func main() {
	errs := make(chan error)
	for i := 0; i < 3; i++ {
		go func() {
			errs <- safe(func() {
				if i == 1 {
					panic(errors.New("bad input"))
				}
			})
		}()
	}
	failed := 0
	for i := 0; i < 3; i++ {
		if err := <-errs; err != nil {
			fmt.Println(err)
			failed++
		}
	}
	fmt.Println("failed:", failed)
	ch := make(chan int)
	close(ch)
	err := safe(func() { ch <- 1 })
	fmt.Println(err)
	err = safe(func() { close(ch) })
	fmt.Println(err)
	var nilc chan int
	err = safe(func() { close(nilc) })
	fmt.Println(err)
	err = safe(func() {
		n := -1
		_ = make(chan int, n)
	})
	fmt.Println(err)
}

// Output:
// recovered: bad input
// failed: 1
// recovered: send on closed channel
// recovered: close of closed channel
// recovered: close of nil channel
// recovered: makechan: size out of range
