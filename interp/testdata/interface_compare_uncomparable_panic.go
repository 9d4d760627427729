package main

import "fmt"

func main() {
	var a interface{} = map[string]int{}
	var b interface{} = 1
	fmt.Println(a == b)
	var c interface{} = map[string]int{}
	fmt.Println(a == c)
}

// Output:
// false
// Error:
// panic: runtime error: comparing uncomparable type map[string]int
