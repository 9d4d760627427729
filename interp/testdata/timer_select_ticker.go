package main

import (
	"fmt"
	"time"
)

func main() {
	never := make(chan int)
	select {
	case v := <-never:
		fmt.Println("got", v)
	case <-time.After(10 * time.Millisecond):
		fmt.Println("timeout")
	}

	tk := time.NewTicker(2 * time.Millisecond)
	ticks := 0
	for range tk.C {
		ticks++
		fmt.Println("tick", ticks)
		if ticks == 3 {
			tk.Stop()
			break
		}
	}
	select {
	case <-tk.C:
		fmt.Println("a tick after Stop")
	case <-time.After(10 * time.Millisecond):
		fmt.Println("no tick after Stop")
	}
	tk.Reset(time.Millisecond)
	<-tk.C
	tk.Stop()
	fmt.Println("reset ticker ticked")

	t := time.NewTimer(time.Hour)
	fmt.Println("Stop a pending timer:", t.Stop())
	fmt.Println("Stop it again:", t.Stop())
	fmt.Println("Reset a stopped timer:", t.Reset(time.Millisecond))
	<-t.C
	fmt.Println("fired")
	fmt.Println("Stop a received timer:", t.Stop())

	// Go 1.23: a fired but unreceived value is gone after Stop.
	t2 := time.NewTimer(time.Millisecond)
	time.Sleep(5 * time.Millisecond)
	fmt.Println("Stop a fired timer:", t2.Stop())
	select {
	case <-t2.C:
		fmt.Println("stale value")
	default:
		fmt.Println("no stale value")
	}

	done := make(chan string)
	time.AfterFunc(time.Millisecond, func() { done <- "after func" })
	fmt.Println(<-done)
	f := time.AfterFunc(time.Hour, func() { fmt.Println("never") })
	fmt.Println("stopped:", f.Stop())
	fmt.Println(time.Tick(0) == nil)
	n := 0
	for range time.Tick(time.Millisecond) {
		n++
		if n == 2 {
			break
		}
	}
	fmt.Println("two ticks")
}

// Output:
// timeout
// tick 1
// tick 2
// tick 3
// no tick after Stop
// reset ticker ticked
// Stop a pending timer: true
// Stop it again: false
// Reset a stopped timer: false
// fired
// Stop a received timer: false
// Stop a fired timer: true
// no stale value
// after func
// stopped: true
// true
// two ticks
