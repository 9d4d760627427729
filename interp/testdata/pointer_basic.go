package main

import "fmt"

func inc(p *int) { *p++ }

func swap(a, b *int) { *a, *b = *b, *a }

func main() {
	x := 1
	p := &x
	inc(p)
	inc(&x)
	fmt.Println(x, *p, p == &x)
	y := 10
	swap(&x, &y)
	fmt.Println(x, y)
	q := new(int)
	fmt.Println(*q)
	*q = 5
	r := q
	*r = 6
	fmt.Println(*q, q == r)
	var np *int
	fmt.Println(np == nil, np)
	pp := &p
	**pp = 42
	fmt.Println(x)
	s := new([]string)
	*s = append(*s, "a")
	fmt.Println(*s, len(*s))
}

// Output:
// 3 3 true
// 10 3
// 0
// 6 true
// true <nil>
// 42
// [a] 1
