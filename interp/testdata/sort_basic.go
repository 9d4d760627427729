package main

import (
	"fmt"
	"sort"
)

func main() {
	ints := []int{5, 2, 8, -1, 0, 3}
	sort.Ints(ints)
	fmt.Println(ints, sort.IntsAreSorted(ints))
	strs := []string{"pear", "Apple", "banana", "apple"}
	sort.Strings(strs)
	fmt.Println(strs)
	fl := []float64{2.5, -1, 3.25, 0}
	sort.Float64s(fl)
	fmt.Println(fl)
	fmt.Println(sort.SearchInts(ints, 3), sort.SearchInts(ints, 4))
	idx := sort.Search(len(ints), func(i int) bool { return ints[i] >= 5 })
	fmt.Println(idx, ints[idx])
	sort.Sort(sort.Reverse(sort.IntSlice(ints)))
	fmt.Println(ints)
	sort.Sort(sort.StringSlice(strs))
	fmt.Println(strs)
}

// Output:
// [-1 0 2 3 5 8] true
// [Apple apple banana pear]
// [-1 0 2.5 3.25]
// 3 4
// 4 5
// [8 5 3 2 0 -1]
// [Apple apple banana pear]
