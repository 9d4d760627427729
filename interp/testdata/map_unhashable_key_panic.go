package main

import "fmt"

func main() {
	m := map[interface{}]int{}
	m[1] = 1
	fmt.Println(len(m))
	m[[]int{1}] = 2
}

// Output:
// 1
// Error:
// panic: runtime error: hash of unhashable type []int
