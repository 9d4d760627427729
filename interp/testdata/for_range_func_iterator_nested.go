package main

import (
	"fmt"
	"iter"
)

func Fib() iter.Seq[int] {
	return func(yield func(int) bool) {
		a, b := 0, 1
		for {
			if !yield(a) {
				return
			}
			a, b = b, a+b
		}
	}
}

func Take[T any](seq iter.Seq[T], n int) iter.Seq[T] {
	return func(yield func(T) bool) {
		if n <= 0 {
			return
		}
		i := 0
		for v := range seq {
			if !yield(v) {
				return
			}
			i++
			if i == n {
				return
			}
		}
	}
}

func find() int {
	for v := range Fib() {
		if v > 100 {
			return v // return from inside a range-over-func loop
		}
	}
	return -1
}

func main() {
	for v := range Take(Fib(), 8) {
		fmt.Print(v, " ")
	}
	fmt.Println("|")
	fmt.Println(find())
outer:
	for a := range Take(Fib(), 5) {
		for b := range Take(Fib(), 5) {
			if a+b == 5 {
				fmt.Println("found", a, b)
				break outer
			}
		}
	}
}

// Output:
// 0 1 1 2 3 5 8 13 |
// 144
// found 2 3
