package main

import (
	"fmt"
	"strings"
)

func apply(fs []func(string) string, s string) string {
	for _, f := range fs {
		s = f(s)
	}
	return s
}

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

type op func(a, b int) int

func main() {
	fmt.Println(apply([]func(string) string{strings.ToUpper, strings.TrimSpace, func(s string) string { return s + "!" }}, "  hi  "))
	double := func(x int) int { return x * 2 }
	inc := func(x int) int { return x + 1 }
	fmt.Println(compose(double, inc)(5), compose(inc, double)(5))
	ops := map[string]op{
		"add": func(a, b int) int { return a + b },
		"mul": func(a, b int) int { return a * b },
	}
	fmt.Println(ops["add"](3, 4), ops["mul"](3, 4))
	var f func()
	fmt.Println(f == nil)
	f = func() {}
	fmt.Println(f != nil)
	fmt.Println(func(a ...int) int { return len(a) }(1, 2, 3))
}

// Output:
// HI!
// 11 12
// 7 12
// true
// true
// 3
