package main

import (
	"fmt"
	"maps"
	"slices"
)

func main() {
	m := map[string]int{"b": 2, "a": 1, "c": 3}
	keys := slices.Sorted(maps.Keys(m))
	fmt.Println(keys)
	vals := slices.Collect(maps.Values(m))
	slices.Sort(vals)
	fmt.Println(vals)
	c := maps.Clone(m)
	c["d"] = 4
	fmt.Println(len(m), len(c), maps.Equal(m, c))
	delete(c, "d")
	fmt.Println(maps.Equal(m, c))
}

// Output:
// [a b c]
// [1 2 3]
// 3 4 false
// true
