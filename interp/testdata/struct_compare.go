package main

import "fmt"

type Point struct{ X, Y int }
type Line struct{ A, B Point }

func main() {
	fmt.Println(Point{1, 2} == Point{1, 2}, Point{1, 2} == Point{2, 1})
	l1 := Line{Point{0, 0}, Point{1, 1}}
	l2 := l1
	fmt.Println(l1 == l2)
	l2.B.X = 5
	fmt.Println(l1 == l2, l1.B, l2.B)
	var a, b struct {
		s string
		f float64
	}
	fmt.Println(a == b)
	b.s = "x"
	fmt.Println(a != b)
	type WithIface struct{ V interface{} }
	fmt.Println(WithIface{1} == WithIface{1}, WithIface{1} == WithIface{"1"})
}

// Output:
// true false
// true
// false {1 1} {5 1}
// true
// true
// true false
