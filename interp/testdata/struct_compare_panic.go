package main

import "fmt"

type Box struct{ V interface{} }

func main() {
	a := Box{[]int{1}}
	b := Box{[]int{1}}
	fmt.Println("comparing")
	fmt.Println(a == b)
}

// Output:
// comparing
// Error:
// panic: runtime error: comparing uncomparable type []int
