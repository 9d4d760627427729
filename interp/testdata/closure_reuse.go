package main

import "fmt"

type F func(int) F

type adderT func(int) int

func adder(k int) func(int) int { return func(x int) int { return x + k } }

func pair(a, b int) func() (int, int) { return func() (int, int) { return a, b } }

func named(k int) adderT { return func(x int) int { return x * k } }

func gen[T any](v T) func() T { return func() T { return v } }

var saved func(int) int

func main() {
	// A loop reusing its closure: every iteration sees its own capture.
	acc := 0
	for i := 0; i < 5; i++ {
		f := adder(i)
		acc = f(acc)
	}
	fmt.Println(acc)

	// Through a func variable, two captures, a named func type, generics.
	mk := func(k int) func(int) int { return func(x int) int { return x - k } }
	s := 0
	for i := 0; i < 4; i++ {
		g := mk(i)
		s = g(s) * 2
		p := pair(i, s)
		a, b := p()
		s += a + b
		h := named(i + 1)
		s += h(2)
		q := gen(fmt.Sprint("v", i))
		fmt.Println(s, q())
	}

	// The closure escapes: stored, appended, passed, compared, deferred.
	var fs []func(int) int
	for i := 0; i < 3; i++ {
		f := adder(i * 10)
		fs = append(fs, f)
	}
	for _, f := range fs {
		fmt.Print(f(1), " ")
	}
	fmt.Println("|")
	for i := 0; i < 3; i++ {
		f := adder(i)
		if i == 1 {
			saved = f
		}
		fmt.Print(f(100), " ")
	}
	fmt.Println(saved(0))
	var kept []func() int
	for i := 0; i < 3; i++ {
		f := adder(i)
		kept = append(kept, func() int { return f(1000) })
	}
	for _, k := range kept {
		fmt.Print(k(), " ")
	}
	fmt.Println("|")

	// Reassigned from elsewhere: the next assignment must not reuse what
	// another assignment or the argument holds.
	var f func(int) int
	for i := 0; i < 4; i++ {
		if i%2 == 0 {
			f = adder(i)
		} else {
			f = mk(i)
		}
		fmt.Print(f(50), " ")
	}
	fmt.Println("|")

	// The callee is the variable itself.
	var r F
	r = func(k int) F { return func(x int) F { fmt.Print("x", x, "k", k, " "); return nil } }
	for i := 0; i < 3; i++ {
		r = mkF(i)
		r = r(i + 10)
		if r == nil {
			fmt.Print("nil ")
		}
	}
	fmt.Println("|")

	fmt.Println("rec", rec(3))
	lits()
	cells()

	// A nil func and a method value as the callee.
	var nf func(int) func(int) int
	defer func() { fmt.Println("recovered:", recover()) }()
	var c counter
	for i := 0; i < 3; i++ {
		m := c.next
		_ = m
		g := c.make(i)
		fmt.Print(g(1), " ")
	}
	fmt.Println("|")
	for i := 0; i < 2; i++ {
		g := nf(i)
		fmt.Println(g(1))
	}
}

func rec(n int) int {
	s := 0
	for i := 0; i < 2; i++ {
		f := adder(n*10 + i)
		if n > 0 {
			s += rec(n - 1)
		}
		s += f(0)
	}
	return s
}

func cells() {
	total := 0
	mkc := func(k int) func(int) { return func(x int) { total += x * k } }
	for i := 1; i <= 3; i++ {
		add := mkc(i)
		add(2)
		add(3)
	}
	fmt.Println("cells", total)
	w := 1.5
	fl := func(k float64) func(float64) float64 { return func(x float64) float64 { return x*k + w } }
	y := 0.25
	for i := 0; i < 3; i++ {
		g := fl(float64(i) / 3)
		y = g(y)
	}
	fmt.Println("floats", y)
	seq := func(yield func(int) bool) {
		for i := 0; i < 3; i++ {
			if !yield(i) {
				return
			}
		}
	}
	for i := range seq {
		f := adder(i)
		fmt.Print(f(i), " ")
	}
	fmt.Println("|")
	g := adder(0)
	for i := range seq {
		g = adder(i * 100)
		fmt.Print(g(i), " ")
	}
	fmt.Println(g(1))
	ch := make(chan int)
	for i := 0; i < 3; i++ {
		f := adder(i)
		go func(x int) { ch <- x }(f(5))
		fmt.Print(<-ch, " ")
	}
	fmt.Println("|")
}

func lits() {
	total := 0
	for i := 0; i < 4; i++ {
		f := func(x int) int { return x*10 + i }
		total += f(total)
	}
	fmt.Println("lits", total)
	sum := 0
	for i := 0; i < 3; i++ {
		n := i
		bump := func(d int) { n += d; sum += n }
		bump(1)
		bump(2)
		fmt.Print(n, " ")
	}
	fmt.Println(sum)
	var saved []func() int
	for i := 0; i < 3; i++ {
		g := func() int { return i * i }
		saved = append(saved, g)
		h := func() int { return i + 100 }
		fmt.Print(h(), " ")
	}
	for _, g := range saved {
		fmt.Print(g(), " ")
	}
	fmt.Println("|")
	outer := func(k int) int {
		acc := 0
		for j := 0; j < 3; j++ {
			f := func(x int) int { return x + k + j }
			acc = f(acc)
		}
		return acc
	}
	fmt.Println(outer(5), outer(7))
	var later []func()
	for i := 0; i < 2; i++ {
		p := func() { fmt.Print("deferred ", i, " ") }
		later = append(later, func() { p() })
		q := func() { fmt.Print("go ", i, " ") }
		done := make(chan bool)
		go func() { q(); done <- true }()
		<-done
	}
	for _, f := range later {
		f()
	}
	fmt.Println("|")
}

func mkF(k int) F { return func(x int) F { fmt.Print("k", k, "x", x, " "); return nil } }

type counter struct{ n int }

func (c *counter) next() int { c.n++; return c.n }

func (c *counter) make(k int) func(int) int { return func(x int) int { return x + k + c.n } }

// Output:
// 10
// 2 v0
// 9 v1
// 36 v2
// 143 v3
// 1 11 21 |
// 100 101 102 1
// 1000 1001 1002 |
// 50 49 52 47 |
// k0x10 nil k1x11 nil k2x12 nil |
// rec 235
// lits 146
// 3 4 5 18
// 100 101 102 0 1 4 |
// 18 24
// go 0 go 1 deferred 0 deferred 1 |
// cells 30
// floats 2.833333333333333
// 0 2 4 |
// 0 101 202 201
// 5 6 7 |
// 1 2 3 |
// recovered: runtime error: invalid memory address or nil pointer dereference
