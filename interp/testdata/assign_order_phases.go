package main

import "fmt"

func idx(name string, i int) int {
	fmt.Println("index", name)
	return i
}

func two(name string) (int, int) {
	fmt.Println("call", name)
	return 7, 8
}

func val(name string, v int) int {
	fmt.Println("value", name)
	return v
}

type T struct{ i int }

func try(name string, f func()) {
	defer func() { fmt.Println(name, "panicked:", recover() != nil) }()
	f()
}

func main() {
	a := []int{0, 0, 0}
	// Index operands on the left are evaluated before the right-hand side.
	a[idx("single", 0)] = val("rhs", 1)
	a[idx("x", 1)], a[idx("y", 2)] = two("tuple")
	fmt.Println(a)
	m := map[string]int{}
	var ok bool
	m[fmt.Sprint(idx("key", 0))], ok = m["none"]
	fmt.Println(m, ok)

	// A panic in phase two comes after the stores to its left.
	m2 := map[int]int{}
	var p *int
	try("nil pointer", func() { m2[2], *p = 42, 2 })
	fmt.Println(m2)
	s := []int{}
	try("index", func() { m2[3], s[1] = 3, 2 })
	fmt.Println(m2)
	var pt *T
	try("nil field", func() { m2[4], pt.i = 4, 2 })
	fmt.Println(m2)
	var nilMap map[int]int
	g := 0
	try("nil map", func() { nilMap[0], g = 1, 2 })
	fmt.Println(g)
	x := 0
	q := &x
	try("nil map last", func() { *q, nilMap[2] = 5, 2 })
	fmt.Println(x)

	// Pointers on the left are read in phase one.
	var t T
	pp := &t
	pp, pp.i = new(T), 4
	fmt.Println(t.i, pp.i)
	arr := [2]int{}
	ap := &arr
	ap, ap[1] = nil, 9
	fmt.Println(arr, ap == nil)
}

// Output:
// index single
// value rhs
// index x
// index y
// call tuple
// [1 7 8]
// index key
// map[0:0] false
// nil pointer panicked: true
// map[2:42]
// index panicked: true
// map[2:42 3:3]
// nil field panicked: true
// map[2:42 3:3 4:4]
// nil map panicked: true
// 0
// nil map last panicked: true
// 5
// 4 0
// [0 9] true
