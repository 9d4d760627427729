package main

import "fmt"

func main() {
	arr := [4]int{10, 20, 30, 40}
	p := &arr
	for i, v := range p {
		p[i] = v + i
	}
	fmt.Println(arr, len(p), cap(p[:2]))
	// range over an array copies it: changes during the loop are not seen
	a := [3]int{1, 2, 3}
	for i, v := range a {
		a[2] = 100
		fmt.Println(i, v)
	}
	// range over a pointer to array sees them
	b := [3]int{1, 2, 3}
	for i, v := range &b {
		b[2] = 100
		fmt.Println(i, v)
	}
	var np *[3]int
	for i := range np {
		fmt.Println("nil ptr index", i)
	}
}

// Output:
// [10 21 32 43] 4 4
// 0 1
// 1 2
// 2 3
// 0 1
// 1 2
// 2 100
// nil ptr index 0
// nil ptr index 1
// nil ptr index 2
