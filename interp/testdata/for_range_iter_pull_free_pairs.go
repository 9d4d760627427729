package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
)

func Enumerate[T any](s []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, v := range s {
			if !yield(i, v) {
				return
			}
		}
	}
}

func Filter[T any](seq iter.Seq[T], pred func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if pred(v) && !yield(v) {
				return
			}
		}
	}
}

func main() {
	for i, s := range Enumerate([]string{"x", "y"}) {
		fmt.Println(i, s)
	}
	evens := slices.Collect(Filter(slices.Values([]int{1, 2, 3, 4, 5, 6}), func(v int) bool { return v%2 == 0 }))
	fmt.Println(evens)
	m := map[string]int{"a": 1, "b": 2, "c": 3}
	for _, k := range slices.Sorted(maps.Keys(m)) {
		fmt.Println(k, m[k])
	}
	for i, v := range slices.All([]float64{1.5, 2.5}) {
		fmt.Println(i, v)
	}
	for i, v := range slices.Backward([]int{7, 8}) {
		fmt.Println(i, v)
	}
}

// Output:
// 0 x
// 1 y
// [2 4 6]
// a 1
// b 2
// c 3
// 0 1.5
// 1 2.5
// 1 8
// 0 7
