package main

import (
	"fmt"
	"sort"
)

func main() {
	groups := map[int][]string{}
	words := []string{"go", "is", "fun", "and", "fast", "yes", "a"}
	for _, w := range words {
		groups[len(w)] = append(groups[len(w)], w)
	}
	fmt.Println(groups)
	keys := make([]int, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		fmt.Println(k, groups[k], len(groups[k]))
	}
	nested := map[string]map[string]int{}
	if nested["a"] == nil {
		nested["a"] = map[string]int{}
	}
	nested["a"]["b"]++
	nested["a"]["b"]++
	fmt.Println(nested)
}

// Output:
// map[1:[a] 2:[go is] 3:[fun and yes] 4:[fast]]
// 1 [a] 1
// 2 [go is] 2
// 3 [fun and yes] 3
// 4 [fast] 1
// map[a:map[b:2]]
