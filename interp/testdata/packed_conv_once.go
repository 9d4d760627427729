package main

import "fmt"

var calls int

func ints() []int   { calls++; return []int{1, 2, 3} }
func none() []int   { calls++; return nil }
func arr() [3]int   { calls++; return [3]int{4, 5, 6} }
func bools() []bool { calls++; return []bool{true} }

func main() {
	p := (*[2]int)(ints())
	q := (*[0]int)(none())
	s := arr()
	r := (*[3]int)(s[:])
	b := (*[1]bool)(bools())
	b[0] = !b[0]
	r[0] = 40
	fmt.Println(*p, q == nil, *r, s, *b, calls)
	a := [2]int(ints())
	fmt.Println(a, calls)
}

// Output:
// [1 2] true [40 5 6] [40 5 6] [false] 4
// [1 2] 5
