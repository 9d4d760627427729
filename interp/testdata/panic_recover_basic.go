package main

import "fmt"

func safe(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint("recovered: ", r)
		}
	}()
	f()
	return "ok"
}

func main() {
	fmt.Println(safe(func() {}))
	fmt.Println(safe(func() { panic("boom") }))
	fmt.Println(safe(func() { panic(42) }))
	fmt.Println(safe(func() { panic(fmt.Errorf("err %d", 7)) }))
	fmt.Println(recover())
	fmt.Println("still running")
}

// Output:
// ok
// recovered: boom
// recovered: 42
// recovered: err 7
// <nil>
// still running
