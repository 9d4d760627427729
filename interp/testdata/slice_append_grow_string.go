package main

import "fmt"

func main() {
	var s []string
	last := -1
	for i := 0; i < 1000; i++ {
		s = append(s, "x")
		if cap(s) != last {
			fmt.Println(len(s), cap(s))
			last = cap(s)
		}
	}
}

// Output:
// 1 2
// 3 4
// 5 8
// 9 16
// 17 32
// 33 71
// 72 143
// 144 303
// 304 591
// 592 1023
