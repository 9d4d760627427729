package main

import (
	"fmt"
	"strings"
)

type Counter int

func (c *Counter) Inc() { *c++ }

type Box struct{ n int }

func (b *Box) Set(v int) { b.n = v }

type Str string

func (s *Str) Add(t string) { *s += Str(t) }

func main() {
	var c Counter
	f := func() Counter { return c }
	c.Inc()
	c.Inc()
	fmt.Println(f(), c)

	var s Str = "a"
	g := func() Str { return s }
	s.Add("b")
	fmt.Println(g())

	ch := make(chan int, 2)
	ch <- 5
	ch <- 6
	x := 0
	h := func() int { return x }
	select {
	case x = <-ch:
	}
	fmt.Println(h())
	var ok bool
	k := func() bool { return ok }
	select {
	case x, ok = <-ch:
	}
	fmt.Println(h(), k())

	y := 1
	p := func() int { return y }
	fmt.Sscan("42", &y)
	fmt.Println(p())

	var sb strings.Builder
	q := func() string { return sb.String() }
	sb.WriteString("hi")
	fmt.Println(q())

	z := 3
	r := func() int { return z }
	for z = range 2 {
	}
	fmt.Println(r())

	w := 10
	inc := func() { w++ }
	get := func() int { return w }
	inc()
	fmt.Println(get())

	arr := [2]int{1, 2}
	ga := func() int { return arr[0] }
	arr[0] = 9
	fmt.Println(ga())

	m := 1
	gm := func() int { return m }
	func() { m = 7 }()
	fmt.Println(gm())

	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	for _, fn := range fs {
		fmt.Print(fn(), ",")
	}
	fmt.Println()

	n := 0
	gn := func() int { return n }
	switch n = 4; n {
	}
	fmt.Println(gn())

	t := 0
	gt := func() int { return t }
	if t = 8; t > 0 {
	}
	fmt.Println(gt())

	u := 0
	gu := func() int { return u }
	pu := &u
	*pu = 11
	fmt.Println(gu())

	var iface interface{ Inc() }
	var c2 Counter
	gc2 := func() Counter { return c2 }
	iface = &c2
	iface.Inc()
	fmt.Println(gc2())

	var c3 Counter
	gc3 := func() Counter { return c3 }
	mv := c3.Inc
	mv()
	fmt.Println(gc3())

	var b Box
	gb := func() int { return b.n }
	b.Set(5)
	fmt.Println(gb())
	goto end
end:
	v := 1
	gv := func() int { return v }
	defer func() { fmt.Println("deferred", gv()) }()
	v = 2
}

// Output:
// 2 2
// ab
// 5
// 6 true
// 42
// hi
// 1
// 11
// 9
// 7
// 0,1,2,
// 4
// 8
// 11
// 1
// 1
// 5
// deferred 2
