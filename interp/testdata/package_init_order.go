package main

import "fmt"

var (
	a = c + b // initialized after b and c
	b = f("b", 1)
	c = f("c", 2)
	d = 3
)

var total = sum(values...)

var values = []int{1, 2, 3}

func f(name string, v int) int {
	fmt.Println("init", name)
	return v
}

func sum(xs ...int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

func init() {
	fmt.Println("init() 1", a, b, c, d)
	d = 30
}

func init() {
	fmt.Println("init() 2", d, total)
}

func main() {
	fmt.Println("main", a, d)
}

// Output:
// init b
// init c
// init() 1 3 1 2 3
// init() 2 30 6
// main 3 30
