package main

import (
	"errors"
	"fmt"
	"strings"
)

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func add(a, b int) int { return a + b }
func neg(a int) int    { return -a }
func three() int       { return 3 }

// many locals, so that the slots of a later frame held values first
func busy(n int) int {
	a, b, c, d := n, n*2, n*3, "x"
	s := []int{a, b, c}
	return len(d) + s[2]
}

// named results must start at zero whatever the slots held before
func named(skip bool) (x int, s string, p *int, err error) {
	if skip {
		return
	}
	v := 7
	return 1, "one", &v, errors.New("e")
}

func pair(n int) (int, int) { return n, n * n }

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func depth(n int) int {
	if n == 0 {
		return 0
	}
	var pad [4]int // a larger frame
	pad[n%4] = n
	return depth(n-1) + 1 + pad[n%4] - n
}

func deepPanic(n int) int {
	if n == 0 {
		panic("bottom")
	}
	return deepPanic(n-1) + 1
}

func safe(n int) (r int) {
	defer func() {
		if e := recover(); e != nil {
			r = -1
		}
	}()
	return deepPanic(n)
}

type T struct{ k int }

func (t T) Mul(x int) int  { return t.k * x }
func (t *T) Inc(d int) int { t.k += d; return t.k }

func trace(s string, v int) int {
	fmt.Println("eval", s)
	return v
}

func deferred(n int) (out []string) {
	defer func() { out = append(out, fmt.Sprint("done ", n)) }()
	if n > 0 {
		out = append(out, deferred(n-1)...)
	}
	return append(out, fmt.Sprint("body ", n))
}

func main() {
	fmt.Println(fib(20))
	fmt.Println(add(add(1, 2), add(neg(3), add(4, three()))))
	fmt.Println(busy(5))
	fmt.Println(named(true))
	x, s, p, err := named(false)
	fmt.Println(x, s, *p, err)
	fmt.Println(named(true))
	fmt.Println(add(pair(4)))
	fmt.Println(sum(), sum(1), sum(1, 2, 3), sum([]int{4, 5}...))
	fmt.Println(depth(20000))
	for i := 0; i < 3; i++ {
		fmt.Println(safe(50+i), fib(10))
	}
	t := T{k: 3}
	m := t.Mul
	inc := t.Inc
	fmt.Println(m(5), inc(2), inc(3), t.k, m(1))
	f := neg
	g := func(a, b int) int { return a * b }
	fmt.Println(f(4), g(f(2), 3))
	var h func(int) int
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(h(trace("arg", 1)))
	}()
	var h2 func(int, int) int
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(h2(trace("a", 1), trace("b", 2)))
	}()
	fmt.Println(strings.Join(deferred(3), ","))
	done := make(chan int)
	for w := 0; w < 4; w++ {
		go func(w int) { done <- fib(12+w) + depth(500*w) }(w)
	}
	tot := 0
	for w := 0; w < 4; w++ {
		tot += <-done
	}
	fmt.Println(tot)
}

// Output:
// 6765
// 7
// 16
// 0  <nil> <nil>
// 1 one 7 e
// 0  <nil> <nil>
// 20
// 0 1 6 9
// 20000
// -1 55
// -1 55
// -1 55
// 15 5 8 8 3
// -4 -6
// eval arg
// recovered: runtime error: invalid memory address or nil pointer dereference
// eval a
// eval b
// recovered: runtime error: invalid memory address or nil pointer dereference
// body 0,done 0,body 1,done 1,body 2,done 2,body 3,done 3
// 4364
