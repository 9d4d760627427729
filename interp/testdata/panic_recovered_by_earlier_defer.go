package main

import (
	"errors"
	"fmt"
)

func a() (err error) {
	defer func() {
		fmt.Println("d1 sees", recover())
	}()
	defer func() {
		r := recover()
		fmt.Println("d2 recovered", r)
	}()
	panic("first")
}

func b() {
	defer func() {
		r := recover()
		panic(r)
	}()
	panic(errors.New("again"))
}

func c() {
	defer func() {
		panic("from d1 after d2 recovered")
	}()
	defer func() {
		fmt.Println("d2", recover())
	}()
	panic("x")
}

func main() {
	fmt.Println(a())
	func() {
		defer func() { fmt.Println("outer", recover()) }()
		b()
	}()
	c()
}

// Output:
// d2 recovered first
// d1 sees <nil>
// <nil>
// outer again
// d2 x
// Error:
// panic: from d1 after d2 recovered
