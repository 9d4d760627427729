package main

import (
	"errors"
	"fmt"
	"runtime"
)

func show(f func()) {
	defer func() {
		r := recover()
		_, isRT := r.(runtime.Error)
		_, isErr := r.(error)
		fmt.Printf("%T %v %v: %v\n", r, isRT, isErr, r)
		if e, ok := r.(error); ok {
			var re runtime.Error
			fmt.Println(errors.As(e, &re))
		}
	}()
	f()
}

func main() {
	s := []int{1}
	i := 3
	var m map[string]int
	var p *int
	var x any = "str"
	z := 0
	ch := make(chan int)
	close(ch)
	show(func() { _ = s[i] })
	show(func() { _ = s[i:] })
	show(func() { m["a"] = 1 })
	show(func() { _ = *p })
	show(func() { _ = x.(int) })
	show(func() { _ = 1 / z })
	show(func() { ch <- 1 })
	show(func() { close(ch) })
	show(func() { _ = make([]int, z-1) })
	show(func() { panic("plain") })
	show(func() { panic(fmt.Errorf("wrapped")) })
	var e error
	show(func() { _ = e.Error() })
	show(func() { _ = x.(fmt.Stringer) })
}

// Output:
// runtime.boundsError true true: runtime error: index out of range [3] with length 1
// true
// runtime.boundsError true true: runtime error: slice bounds out of range [3:1]
// true
// runtime.plainError true true: assignment to entry in nil map
// true
// runtime.errorString true true: runtime error: invalid memory address or nil pointer dereference
// true
// *runtime.TypeAssertionError true true: interface conversion: interface {} is string, not int
// true
// runtime.errorString true true: runtime error: integer divide by zero
// true
// runtime.plainError true true: send on closed channel
// true
// runtime.plainError true true: close of closed channel
// true
// runtime.errorString true true: runtime error: makeslice: len out of range
// true
// string false false: plain
// *errors.errorString false true: wrapped
// false
// runtime.errorString true true: runtime error: invalid memory address or nil pointer dereference
// true
// *runtime.TypeAssertionError true true: interface conversion: string is not fmt.Stringer: missing method String
// true
