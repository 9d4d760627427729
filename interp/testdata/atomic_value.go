package main

import (
	"fmt"
	"sync/atomic"
)

type config struct {
	workers int
	name    string
}

func main() {
	var v atomic.Value
	fmt.Println(v.Load())
	v.Store(config{4, "a"})
	fmt.Println(v.Load().(config).workers)
	old := v.Swap(config{8, "b"})
	fmt.Println(old.(config).name, v.Load().(config).name)
	fmt.Println(v.CompareAndSwap(config{4, "a"}, config{1, "c"}))
	fmt.Println(v.CompareAndSwap(config{8, "b"}, config{1, "c"}), v.Load())
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		v.Store(nil)
	}()
	v.Store("a string")
}

// Output:
// <nil>
// 4
// a b
// false
// true {1 c}
// recovered: sync/atomic: store of nil value into Value
// Error:
// panic: sync/atomic: store of inconsistently typed value into Value
