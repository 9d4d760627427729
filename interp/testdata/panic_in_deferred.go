package main

import "fmt"

func f() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered %v", r)
		}
	}()
	defer func() {
		panic("second")
	}()
	panic("first")
}

func main() {
	fmt.Println(f())
}

// Output:
// recovered second
