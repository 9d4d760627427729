package main

import (
	"fmt"
	"slices"
	"strings"
)

func main() {
	s := []int{3, 1, 4, 1, 5, 9, 2, 6}
	fmt.Println(slices.Contains(s, 9), slices.Contains(s, 7))
	fmt.Println(slices.Index(s, 1), slices.Index(s, 42))
	fmt.Println(slices.Max(s), slices.Min(s))
	c := slices.Clone(s)
	slices.Sort(c)
	fmt.Println(c, s)
	slices.Reverse(c)
	fmt.Println(c)
	i, found := slices.BinarySearch([]int{1, 3, 5, 7}, 5)
	fmt.Println(i, found)
	fmt.Println(slices.Equal(s, c), slices.Equal([]int{}, nil))
	words := []string{"Banana", "apple", "Cherry"}
	slices.SortFunc(words, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	fmt.Println(words)
	fmt.Println(slices.IndexFunc(s, func(v int) bool { return v > 4 }))
	fmt.Println(slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
	fmt.Println(slices.Insert([]int{1, 2, 3}, 1, 10, 11), slices.Delete([]int{0, 1, 2, 3}, 1, 3))
}

// Output:
// true false
// 1 -1
// 9 1
// [1 1 2 3 4 5 6 9] [3 1 4 1 5 9 2 6]
// [9 6 5 4 3 2 1 1]
// 2 true
// false true
// [apple Banana Cherry]
// 4
// [1 2 3 1]
// [1 10 11 2 3] [0 3]
