package main

import "fmt"

func h(x int) int { return x * 2 }

var g = func(x int) int { return x + 1 }

type T struct{ f func(int) int }

func main() {
	fmt.Println(g(func() int { g = h; return 21 }()))
	l := func(x int) int { return x + 100 }
	fmt.Println(l(func() int { l = h; return 21 }()))
	t := T{f: func(x int) int { return -x }}
	fmt.Println(t.f(func() int { t.f = h; return 21 }()))
	m := map[string]func(int) int{"a": func(x int) int { return x - 1 }}
	fmt.Println(m["a"](func() int { m["a"] = h; return 21 }()))
}

func init() {
	// A function expression that calls code runs first (lexical order),
	// and deferred calls and go statements read the func value late too.
	pick := func() func(int) int { return func(x int) int { return x + 1000 } }
	k := func(x int) int { return x }
	fmt.Println(pick()(func() int { k = h; return 1 }()), k(3))
	d := func(x int) { fmt.Println("deferred old", x) }
	func() {
		defer d(func() int { d = func(x int) { fmt.Println("deferred new", x) }; return 7 }())
	}()
	var nilf func(int, int) int
	defer func() { fmt.Println("recovered:", recover() != nil) }()
	two := func(a, b int) int { return a - b }
	fmt.Println(two(func() int { two = func(a, b int) int { return a * b }; return 6 }(), 7))
	fmt.Println(nilf(func() int { nilf = func(a, b int) int { return a + b }; return 1 }(), 2))
}

// Output:
// 1001 6
// deferred new 7
// 42
// 3
// recovered: false
// 42
// 42
// 42
// 42
