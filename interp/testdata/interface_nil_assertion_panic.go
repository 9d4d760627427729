package main

import "fmt"

func main() {
	var e error
	var x interface{} = e
	fmt.Println(x == nil)
	_ = x.(fmt.Stringer)
}

// Output:
// true
// Error:
// panic: interface conversion: interface is nil, not fmt.Stringer
