package main

import "fmt"

func main() {
	s := []int{1, 2, 3, 4}
	a := [4]int(s)
	a[0] = 100
	fmt.Println(a, s)
	p := (*[2]int)(s)
	p[1] = 200
	fmt.Println(s, *p)
	b := [2]int(s[2:])
	fmt.Println(b)
	var empty []int
	e := [0]int(empty)
	fmt.Println(e, len(e))
	defer func() { fmt.Println("recovered:", recover()) }()
	_ = [5]int(s)
}

// Output:
// [100 2 3 4] [1 2 3 4]
// [1 200 3 4] [1 200]
// [3 4]
// [] 0
// recovered: runtime error: cannot convert slice with length 4 to array or pointer to array with length 5
