package main

import "fmt"

func fibGen() func() int {
	a, b := 0, 1
	return func() int {
		r := a
		a, b = b, a+b
		return r
	}
}

func makeAdders() []func(int) int {
	var out []func(int) int
	for _, k := range []int{1, 10, 100} {
		out = append(out, func(x int) int { return x + k })
	}
	return out
}

func main() {
	g := fibGen()
	for i := 0; i < 10; i++ {
		fmt.Print(g(), ",")
	}
	fmt.Println()
	for _, add := range makeAdders() {
		fmt.Println(add(5))
	}
}

// Output:
// 0,1,1,2,3,5,8,13,21,34,
// 6
// 15
// 105
