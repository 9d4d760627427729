package main

import "fmt"

func main() {
	s := make([]int, 3, 10)
	fmt.Println(len(s), cap(s), s)
	s = s[:cap(s)]
	fmt.Println(len(s))
	s = s[2:]
	fmt.Println(len(s), cap(s))
	var arr [6]int
	t := arr[1:3]
	fmt.Println(len(t), cap(t))
	t = t[:5]
	t[4] = 7
	fmt.Println(arr)
	m := make([]string, 2)
	fmt.Printf("%q\n", m)
	n := 4
	dyn := make([]float64, n, n*2)
	fmt.Println(len(dyn), cap(dyn))
}

// Output:
// 3 10 [0 0 0]
// 10
// 8 8
// 2 5
// [0 0 0 0 0 7]
// ["" ""]
// 4 8
