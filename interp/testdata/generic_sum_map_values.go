package main

import (
	"fmt"
	"sort"
)

type Numeric interface {
	~int | ~int64 | ~float64
}

func SumValues[K comparable, V Numeric](m map[K]V) V {
	var s V
	for _, v := range m {
		s += v
	}
	return s
}

func GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	out := make(map[K][]T)
	for _, x := range xs {
		k := key(x)
		out[k] = append(out[k], x)
	}
	return out
}

func SortedKeys[V any](m map[int]V) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	return keys
}

func main() {
	fmt.Println(SumValues(map[string]int{"a": 1, "b": 2, "c": 39}))
	fmt.Println(SumValues(map[int]float64{1: 0.5, 2: 0.25}))
	g := GroupBy([]string{"apple", "avocado", "banana", "blueberry", "cherry"}, func(s string) int { return len(s) })
	for _, k := range SortedKeys(g) {
		fmt.Println(k, g[k])
	}
	fmt.Println(GroupBy([]int{1, 2, 3, 4, 5, 6}, func(i int) bool { return i%2 == 0 }))
}

// Output:
// 42
// 0.75
// 5 [apple]
// 6 [banana cherry]
// 7 [avocado]
// 9 [blueberry]
// map[false:[1 3 5] true:[2 4 6]]
