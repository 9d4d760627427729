package main

import (
	"fmt"
	"sort"
)

type City struct {
	Name string
	Pop  int
}

func main() {
	cities := []City{{"Oslo", 700}, {"Rome", 2800}, {"Lima", 9700}, {"Bern", 130}}
	sort.Slice(cities, func(i, j int) bool { return cities[i].Pop > cities[j].Pop })
	fmt.Println(cities)
	sort.Slice(cities, func(i, j int) bool { return cities[i].Name < cities[j].Name })
	fmt.Println(cities)
	words := []string{"bb", "a", "ccc", "dd", "e", "fff"}
	sort.SliceStable(words, func(i, j int) bool { return len(words[i]) < len(words[j]) })
	fmt.Println(words)
	type rec struct {
		Group int
		ID    string
	}
	recs := []rec{{2, "a"}, {1, "b"}, {2, "c"}, {1, "d"}, {3, "e"}, {1, "f"}}
	sort.SliceStable(recs, func(i, j int) bool { return recs[i].Group < recs[j].Group })
	fmt.Println(recs)
	fmt.Println(sort.SliceIsSorted(recs, func(i, j int) bool { return recs[i].Group < recs[j].Group }))
}

// Output:
// [{Lima 9700} {Rome 2800} {Oslo 700} {Bern 130}]
// [{Bern 130} {Lima 9700} {Oslo 700} {Rome 2800}]
// [a e bb dd ccc fff]
// [{1 b} {1 d} {1 f} {2 a} {2 c} {3 e}]
// true
