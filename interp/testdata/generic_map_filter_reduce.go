package main

import (
	"fmt"
	"strconv"
)

func Map[T, U any](s []T, f func(T) U) []U {
	out := make([]U, 0, len(s))
	for _, v := range s {
		out = append(out, f(v))
	}
	return out
}

func Filter[T any](s []T, keep func(T) bool) []T {
	var out []T
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

func Reduce[T, A any](s []T, init A, f func(A, T) A) A {
	acc := init
	for _, v := range s {
		acc = f(acc, v)
	}
	return acc
}

func main() {
	nums := []int{1, 2, 3, 4, 5, 6}
	sq := Map(nums, func(x int) int { return x * x })
	fmt.Println(sq)
	strs := Map(nums, strconv.Itoa)
	fmt.Printf("%q\n", strs)
	even := Filter(sq, func(x int) bool { return x%2 == 0 })
	fmt.Println(even)
	sum := Reduce(nums, 0, func(a, x int) int { return a + x })
	cat := Reduce(strs, "", func(a string, s string) string { return a + s })
	fmt.Println(sum, cat)
	lens := Map([]string{"a", "bb", "ccc"}, func(s string) float64 { return float64(len(s)) / 2 })
	fmt.Println(lens)
}

// Output:
// [1 4 9 16 25 36]
// ["1" "2" "3" "4" "5" "6"]
// [4 16 36]
// 21 123456
// [0.5 1 1.5]
