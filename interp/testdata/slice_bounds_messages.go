package main

import (
	"fmt"
	"slices"
)

func try(f func()) {
	defer func() { fmt.Println(recover()) }()
	f()
}

func main() {
	s := []int{1, 2, 3, 4}
	var a [4]int
	i, j, k := 2, 1, 5
	try(func() { _ = s[i:j:k] })
	try(func() { _ = s[i:j] })
	try(func() { _ = s[1:2:k] })
	try(func() { _ = s[j:k] })
	try(func() { _ = a[j:k] })
	try(func() { _ = a[i:j] })
	try(func() { _ = a[1:2:k] })
	try(func() { _ = a[:k] })
	try(func() { _ = s[:k] })
	try(func() { _ = slices.Delete(s, 2, 1) })
	try(func() { _ = slices.Delete(s, 1, 9) })
	p := &a
	try(func() { _ = p[j:k] })
	str := "abc"
	try(func() { _ = str[j:k] })
	try(func() { _ = str[i:j] })
	x := slices.Insert([]int{1, 2, 3, 4, 5}, 2, 9)
	fmt.Println(len(x), cap(x))
	y := slices.Insert(make([]int, 3, 3), 1, 7, 8)
	fmt.Println(len(y), cap(y))
}

// Output:
// runtime error: slice bounds out of range [::5] with capacity 4
// runtime error: slice bounds out of range [2:1]
// runtime error: slice bounds out of range [::5] with capacity 4
// runtime error: slice bounds out of range [:5] with capacity 4
// runtime error: slice bounds out of range [:5] with length 4
// runtime error: slice bounds out of range [2:1]
// runtime error: slice bounds out of range [::5] with length 4
// runtime error: slice bounds out of range [:5] with length 4
// runtime error: slice bounds out of range [:5] with capacity 4
// runtime error: slice bounds out of range [2:1:]
// runtime error: slice bounds out of range [:9:4]
// runtime error: slice bounds out of range [:5] with length 4
// runtime error: slice bounds out of range [:5] with length 3
// runtime error: slice bounds out of range [2:1]
// 6 10
// 5 6
