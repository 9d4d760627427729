package main

import "fmt"

func main() {
	var x interface{} = "hello"
	fmt.Println(x.(string))
	fmt.Println(x.(int))
}

// Output:
// hello
// Error:
// panic: interface conversion: interface {} is string, not int
