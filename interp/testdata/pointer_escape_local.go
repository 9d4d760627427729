package main

import "fmt"

func newCounter() *int {
	c := 0
	return &c
}

type pair struct{ a, b *int }

func main() {
	p1 := newCounter()
	p2 := newCounter()
	*p1 += 5
	fmt.Println(*p1, *p2, p1 != p2)
	var ps []*int
	for i := 0; i < 3; i++ {
		ps = append(ps, &i) // Go 1.22: a new i per iteration
	}
	for _, p := range ps {
		fmt.Print(*p, ";")
	}
	fmt.Println()
	x, y := 1, 2
	pr := pair{&x, &y}
	*pr.a, *pr.b = *pr.b, *pr.a
	fmt.Println(x, y)
}

// Output:
// 5 0 true
// 0;1;2;
// 2 1
