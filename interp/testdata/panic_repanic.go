package main

import "fmt"

func inner() {
	defer func() {
		r := recover()
		fmt.Println("inner recovered:", r)
		panic(fmt.Sprint("re-", r))
	}()
	panic("first")
}

func middle() (res string) {
	defer func() {
		if r := recover(); r != nil {
			res = fmt.Sprint("middle recovered: ", r)
		}
	}()
	inner()
	return "unreachable"
}

func main() {
	fmt.Println(middle())
}

// Output:
// inner recovered: first
// middle recovered: re-first
