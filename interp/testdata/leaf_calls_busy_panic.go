package main

import (
	"errors"
	"fmt"
)

func pick(n int, r func(int) int) int {
	if n <= 0 {
		return 0
	}
	if n == 3 {
		panic(errors.New("three"))
	}
	return n + r(n-1)
}

func recvOne(ch chan int) int {
	if ch == nil {
		panic("nil channel")
	}
	return <-ch
}

type S struct{ f func(int) int }

func (s S) String() string { return fmt.Sprint("S", s.f(3)) }

func try(f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()
	f()
}

func main() {
	var rec func(int) int
	rec = func(n int) int { return pick(n, rec) }
	fmt.Println(rec(2))
	for i := 0; i < 3; i++ {
		try(func() { fmt.Println(rec(5)) })
		fmt.Println(rec(2), rec(1))
	}

	// A deferred call that panics in turn, inside a calling leaf.
	boom := func(x int) int { return pick(x, rec) }
	try(func() {
		defer func() { fmt.Println(boom(3)) }()
		fmt.Println(boom(2))
	})
	fmt.Println(boom(2))

	// A goroutine parked inside a calling leaf while another call of it
	// panics and is recovered.
	wait := func(ch chan int) int { return recvOne(ch) }
	ch := make(chan int)
	done := make(chan bool)
	go func() {
		fmt.Println("got", wait(ch))
		done <- true
	}()
	try(func() { wait(nil) })
	ch3 := make(chan int, 1)
	ch3 <- 7
	fmt.Println("main", wait(ch3))
	ch <- 5
	<-done
	fmt.Println("again", rec(2))

	// A String method whose leaf panics while printing.
	s := S{f: func(x int) int { return pick(x, rec) }}
	fmt.Println(s)
	fmt.Printf("%v\n", S{f: func(x int) int { return x }})
	fmt.Println(rec(2))
}

// Output:
// 3
// recovered: three
// 3 1
// recovered: three
// 3 1
// recovered: three
// 3 1
// 3
// recovered: three
// 3
// recovered: nil channel
// main 7
// got 5
// again 3
// %!v(PANIC=String method: three)
// S3
// 3
