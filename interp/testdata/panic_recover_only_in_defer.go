package main

import "fmt"

func helper() interface{} { return recover() }

func a() (r interface{}) {
	defer func() {
		// recover called from a function called by the deferred function: nil
		r = helper()
		if r == nil {
			r = recover()
		}
	}()
	panic("A")
}

func main() {
	fmt.Println(a())
	fmt.Println(recover() == nil)
}

// Output:
// A
// true
