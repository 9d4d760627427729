package main

import (
	"fmt"
	"sort"
)

type P struct{ X, Y int }

func adder(k int) func(int) int { return func(x int) int { return x + k } }

func counter() (func() int, func() int) {
	n := 0
	return func() int { n++; return n }, func() int { return n }
}

func later() func() int {
	x := 1
	f := func() int { return x }
	x = 2 // assigned after the closure is made: the closure sees 2
	return f
}

func redeclared() []func() string {
	var fs []func() string
	a, err := 1, error(nil)
	fs = append(fs, func() string { return fmt.Sprint(a, err) })
	b, err := 2, fmt.Errorf("second")
	fs = append(fs, func() string { return fmt.Sprint(b, err) })
	return fs
}

func namedResult() (r int) {
	defer func() { r *= 10 }()
	f := func() int { return r }
	r = 4
	return f() + 1
}

func structs() {
	p := P{1, 2}
	get := func() P { return p }
	p.X = 10 // a field store changes p: the closure sees it
	fmt.Println(get())
	arr := [2]int{1, 2}
	geta := func() int { return arr[0] }
	arr[0] = 5
	fmt.Println(geta())
}

func pointers() {
	x := 1
	p := &x
	f := func() int { return *p }
	*p = 9
	fmt.Println(f(), x)
	s := []int{1, 2, 3}
	g := func() int { return s[1] }
	s[1] = 20
	fmt.Println(g())
	m := map[string]int{}
	h := func() int { return m["a"] }
	m["a"] = 3
	fmt.Println(h())
}

func loops() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	for _, v := range []int{10, 20} {
		fs = append(fs, func() int { return v })
	}
	var w int
	for _, w = range []int{7, 8} {
		fs = append(fs, func() int { return w })
	}
	for j := 0; j < 2; j++ {
		k := j * 100
		fs = append(fs, func() int { return k })
	}
	var got []int
	for _, f := range fs {
		got = append(got, f())
	}
	fmt.Println(got)
}

func typeSwitch(xs []any) {
	var fs []func() string
	for _, x := range xs {
		switch v := x.(type) {
		case int:
			fs = append(fs, func() string { return fmt.Sprint("int ", v) })
		case string:
			fs = append(fs, func() string { return "string " + v })
		default:
			fs = append(fs, func() string { return fmt.Sprintf("%T", v) })
		}
	}
	for _, f := range fs {
		fmt.Println(f())
	}
}

func nested(a int) func() func() int {
	b := a * 2
	return func() func() int {
		c := b + 1
		return func() int { return a + b + c }
	}
}

func incDec() func() int {
	x := 5
	f := func() int { return x }
	x++
	return f
}

func addrTaken() func() int {
	x := 5
	f := func() int { return x }
	p := &x
	*p = 6
	return f
}

func main() {
	add3 := adder(3)
	fmt.Println(add3(4), adder(-1)(1))
	inc, get := counter()
	inc()
	inc()
	fmt.Println(get(), inc(), get())
	fmt.Println(later()())
	for _, f := range redeclared() {
		fmt.Println(f())
	}
	fmt.Println(namedResult())
	structs()
	pointers()
	loops()
	typeSwitch([]any{1, "a", 2.5})
	fmt.Println(nested(1)()())
	fmt.Println(incDec()(), addrTaken()())
	xs := []int{5, 2, 8, 1}
	desc := true
	sort.Slice(xs, func(i, j int) bool {
		if desc {
			return xs[i] > xs[j]
		}
		return xs[i] < xs[j]
	})
	fmt.Println(xs)
	done := make(chan string)
	msg := "from goroutine"
	go func() { done <- msg }()
	fmt.Println(<-done)
	f := 1.5
	sq := func() float64 { return f * f }
	fmt.Println(sq())
}

// Output:
// 7 0
// 2 3 3
// 2
// 1 second
// 2 second
// 50
// {10 2}
// 5
// 9 9
// 20
// 3
// [0 1 2 10 20 8 8 0 100]
// int 1
// string a
// float64
// 6
// 6 6
// [8 5 2 1]
// from goroutine
// 2.25
