package main

import "fmt"

var trace []string

func val(name string, v int) int {
	trace = append(trace, name)
	return v
}

func add3(a, b, c int) int { return a + b + c }

func main() {
	fmt.Println(add3(val("a", 1), val("b", 2), val("c", 3)))
	fmt.Println(trace)
	i := 0
	next := func() int { i++; return i }
	arr := []int{next(), next(), next()}
	fmt.Println(arr)
	m := map[int]int{next(): next()}
	fmt.Println(m)
}

// Output:
// 6
// [a b c]
// [1 2 3]
// map[4:5]
