package main

import "fmt"

func main() {
	// a variable declared outside the loop is shared by all closures
	var fs []func() int
	j := 0
	for j = 0; j < 3; j++ {
		fs = append(fs, func() int { return j })
	}
	for _, f := range fs {
		fmt.Println(f())
	}
	// closures capture variables, not values
	x := 1
	f := func() int { return x * 10 }
	x = 5
	fmt.Println(f())
	// closure modifying the per-iteration variable
	for i := 0; i < 3; i++ {
		inc := func() { i += 10 }
		inc()
		fmt.Println(i)
	}
}

// Output:
// 3
// 3
// 3
// 50
// 10
