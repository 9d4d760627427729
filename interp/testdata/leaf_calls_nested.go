package main

import (
	"errors"
	"fmt"
	"strings"
	"sync"
)

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func twice(f func(int) int) func(int) int { return compose(f, f) }

type T struct{ n int }

func (t *T) Add(k int) int { t.n += k; return t.n }

func main() {
	add := func(k int) func(int) int { return func(x int) int { return x + k } }
	h := compose(add(1), twice(add(10)))
	fmt.Println(h(0), h(h(0)), compose(h, h)(1))

	// recursion through a leaf that calls: the inner calls take frames
	var down func(n int) bool
	down = func(n int) bool { return n <= 0 || down(n-1) }
	fmt.Println(down(3), down(50000))
	var even, odd func(n int) bool
	even = func(n int) bool { return n == 0 || odd(n-1) }
	odd = func(n int) bool { return n != 0 && even(n-1) }
	fmt.Println(even(10), odd(7), even(7))

	// a panic through a leaf that calls, recovered; the leaf still works
	div := func(a, b int) int { return a / b }
	safeDiv := func(a, b int) int { return div(a, b) * 1 }
	try := func(f func() int) (r int, err error) {
		defer func() {
			if e := recover(); e != nil {
				err = fmt.Errorf("%v", e)
			}
		}()
		return f(), nil
	}
	for i := 0; i < 3; i++ {
		fmt.Println(try(func() int { return safeDiv(10, i-1) }))
	}
	fmt.Println(safeDiv(9, 3))

	// a leaf that blocks on a channel while another goroutine calls it
	ch := make(chan int)
	recv := func(k int) int { return <-ch + k }
	var wg sync.WaitGroup
	res := make([]int, 3)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i] = recv(i * 100)
		}()
	}
	for i := 1; i <= 3; i++ {
		ch <- i
	}
	wg.Wait()
	fmt.Println(res[0]+res[1]+res[2], res[0]%100+res[1]%100+res[2]%100)

	// statement leaves that call
	var sb strings.Builder
	put := func(s string) { sb.WriteString(s) }
	pr := func(x int) { fmt.Println("pr", x) }
	t := &T{}
	bump := func(k int) { t.Add(k) }
	for i := 0; i < 3; i++ {
		put(fmt.Sprint(i))
		bump(i)
	}
	pr(t.n)
	fmt.Println(sb.String())
	total := 0
	acc := func(x int) { total += h(x) }
	acc(1)
	acc(2)
	fmt.Println(total)

	// errors and method calls inside leaves
	wrap := func(err error) error { return fmt.Errorf("wrapped: %w", err) }
	base := errors.New("base")
	fmt.Println(wrap(base), errors.Is(wrap(wrap(base)), base))
	up := func(s string) string { return strings.ToUpper(s) + strings.Repeat("!", len(s)) }
	fmt.Println(up("hey"))

	// a leaf deferred and run by go statements
	done := make(chan bool)
	go func() { pr(h(1)); done <- true }()
	<-done
	go func() { done <- even(4) }()
	fmt.Println(<-done)
	func() {
		defer pr(h(2))
		pr(0)
	}()
}

// Output:
// 21 42 43
// true true
// true true false
// -10 <nil>
// 0 runtime error: integer divide by zero
// 10 <nil>
// 3
// 306 6
// pr 3
// 012
// 45
// wrapped: base true
// HEY!!!
// pr 22
// true
// pr 0
// pr 23
