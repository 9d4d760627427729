package main

import "fmt"

func main() {
	defer func() {
		r := recover()
		_, isErr := r.(error)
		fmt.Println(isErr)
		fmt.Println(r)
		panic(r)
	}()
	a := []int{1, 2, 3}
	idx := 10
	a[idx] = 1
}

// Output:
// true
// runtime error: index out of range [10] with length 3
// Error:
// panic: runtime error: index out of range [10] with length 3 [recovered, repanicked]
