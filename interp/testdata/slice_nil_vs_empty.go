package main

import "fmt"

func main() {
	var a []int
	b := []int{}
	c := make([]int, 0)
	fmt.Println(a == nil, b == nil, c == nil)
	fmt.Println(len(a), cap(a), len(b), cap(b))
	fmt.Println(a, b, c)
	fmt.Printf("%v %v %#v %#v\n", a, b, a, b)
	a = append(a, 1)
	fmt.Println(a, a == nil)
	for range []int(nil) {
		fmt.Println("never")
	}
	var s []string
	fmt.Println(s[:0] == nil, len(s[0:0]))
	fmt.Printf("%d %q %T\n", len(s), s, s)
}

// Output:
// true false false
// 0 0 0 0
// [] [] []
// [] [] []int(nil) []int{}
// [1] false
// true 0
// 0 [] []string
