package main

import "fmt"

func main() {
	a := make([]int, 3, 10)
	b := append(a, 4)
	c := append(a, 5)
	fmt.Println(b[3], c[3]) // both share the backing array
	d := []int{1, 2, 3}
	e := append(d, 4) // reallocates
	e[0] = 100
	fmt.Println(d, e)
	f := d[1:2]
	fmt.Println(len(f), cap(f))
	f = append(f, 42)
	fmt.Println(d, f)
	g := d[:0]
	for _, x := range []int{7, 8} {
		g = append(g, x)
	}
	fmt.Println(d, g)
}

// Output:
// 5 5
// [1 2 3] [100 2 3 4]
// 1 2
// [1 2 42] [2 42]
// [7 8 42] [7 8]
