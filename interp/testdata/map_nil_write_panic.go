package main

import "fmt"

type Registry struct {
	items map[string]int
}

func main() {
	var r Registry
	fmt.Println(r.items["a"])
	r.items["a"] = 1
}

// Output:
// 0
// Error:
// panic: assignment to entry in nil map
