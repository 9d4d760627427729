package main

import (
	"fmt"
	"sort"
	"strings"
)

type S []int

func (s S) Less(i, j int) bool { return s[i] < s[j] }

type R struct{ d rune }

func (r R) Shift(c rune) rune { return c + r.d }

type C struct{ n int }

func (c *C) Inc() int { c.n++; return c.n }
func (c C) Get() int  { return c.n }

type Getter interface{ Get() int }

type Big struct{ a, b, c, d int }

func (b Big) Sum(k int) int { return b.a + b.b + b.c + b.d + k }

func main() {
	// method values called by host code
	s := S{3, 1, 2}
	sort.Slice(s, s.Less)
	fmt.Println(s)
	fmt.Println(strings.Map(R{1}.Shift, "abc"))
	fmt.Println(strings.IndexFunc("hello", func(r rune) bool { return r == 'l' }))

	// pointer and value receivers: bound when the value is made
	c := &C{}
	inc := c.Inc
	get := c.Get
	inc()
	inc()
	fmt.Println(c.n, get(), c.Get())
	var g Getter = C{7}
	gg := g.Get
	g = C{8}
	fmt.Println(gg(), g.Get())

	// method values in variables, captured, deferred, run by goroutines
	b := Big{1, 2, 3, 4}
	sum := b.Sum
	b.a = 100
	f := func(k int) int { return sum(k) * 2 }
	fmt.Println(sum(1), f(1))
	done := make(chan int)
	go func() { done <- sum(10) }()
	fmt.Println(<-done)
	func() {
		defer fmt.Println("deferred", sum(5))
		defer func(h func(int) int) { fmt.Println("deferred call", h(6)) }(sum)
	}()
	fs := []func(int) int{sum, f, Big{0, 0, 0, 1}.Sum}
	for _, h := range fs {
		fmt.Print(h(0), ";\n")
	}
	fmt.Println("end")
	fmt.Printf("%T\n", sum)
	var nilf func(int) int
	fmt.Println(nilf == nil, sum != nil)
}

// Output:
// [1 2 3]
// bcd
// 2
// 2 0 2
// 7 8
// 11 22
// 20
// deferred call 16
// deferred 15
// 10;
// 20;
// 1;
// end
// func(int) int
// true true
