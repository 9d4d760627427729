package main

import (
	"fmt"
	"sort"
	"strings"
)

func main() {
	text := "the quick brown fox jumps over the lazy dog the fox"
	counts := map[string]int{}
	for _, w := range strings.Fields(text) {
		counts[w]++
	}
	type kv struct {
		K string
		V int
	}
	var list []kv
	for k, v := range counts {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].V != list[j].V {
			return list[i].V > list[j].V
		}
		return list[i].K < list[j].K
	})
	for _, e := range list[:4] {
		fmt.Println(e.K, e.V)
	}
	fmt.Println(len(counts))
}

// Output:
// the 3
// fox 2
// brown 1
// dog 1
// 8
