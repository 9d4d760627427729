package main

import "fmt"

type P struct{ X, Y int }

func main() {
	a := [3]int{1, 2, 3}
	b := [3]int{1, 2, 3}
	c := [3]int{1, 2, 4}
	fmt.Println(a == b, a == c, a != c)
	ps := [2]P{{1, 2}, {3, 4}}
	qs := [2]P{{1, 2}, {3, 4}}
	fmt.Println(ps == qs)
	m := map[[2]int]string{{1, 2}: "x", {3, 4}: "y"}
	fmt.Println(m[[2]int{3, 4}], len(m))
	var e1, e2 [0]int
	fmt.Println(e1 == e2)
	f1 := [2]float64{0, 1}
	f2 := [2]float64{-0.0, 1}
	fmt.Println(f1 == f2)
}

// Output:
// true false true
// true
// y 2
// true
// true
