package main

import "fmt"

type point struct{ x, y int }

func main() {
	// Go 1.26: new(expr) allocates a variable holding a copy of expr.
	p := new(123)
	x := 42
	q := new(x)
	x++
	a := [2]int{1, 2}
	r := new(a)
	a[0] = 9
	var i int
	b := new(i > 0)
	s := new(point{3, 4})
	f := new(1.5)
	fmt.Println(*p, *q, *r, *b, *s, *f)
	fmt.Printf("%T %T %T\n", p, b, f)
}

// Output:
// 123 42 [1 2] false {3 4} 1.5
// *int *bool *float64
