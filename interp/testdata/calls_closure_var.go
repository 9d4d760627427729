package main

import (
	"fmt"
	"strings"
)

type T struct{ n int }

func (t T) Add(k int) int { return t.n + k }

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func main() {
	add := func(k int) func(int) int { return func(x int) int { return x + k } }
	h := compose(add(3), add(4))
	acc := 1
	for i := 0; i < 5; i++ {
		f := add(i)
		acc = h(f(acc))
	}
	fmt.Println(acc)

	// a method value holds a bound receiver
	t := T{10}
	m := t.Add
	x := 5
	fmt.Println(m(x), m(1))

	// a declared function in a variable
	up := strings.ToUpper
	s := "abc"
	fmt.Println(up(s))

	// int8 arguments wrap in the callee's own arithmetic
	var sm func(int8) int8 = func(v int8) int8 { return v + 1 }
	var b int8 = 127
	fmt.Println(sm(b))

	// a captured func variable reassigned between calls
	k := func(v int) int { return v + 100 }
	call := func(v int) int { return k(v) }
	fmt.Println(call(1))
	k = func(v int) int { return v + 200 }
	fmt.Println(call(1))

	defer func() { fmt.Println("recovered:", recover()) }()
	var nilf func(int) int
	fmt.Println(nilf(x))
}

// Output:
// 46
// 15 11
// ABC
// -128
// 101
// 201
// recovered: runtime error: invalid memory address or nil pointer dereference
