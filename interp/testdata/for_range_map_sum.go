package main

import (
	"fmt"
	"sort"
)

func main() {
	ages := map[string]int{"ann": 31, "bob": 25, "cy": 40}
	total := 0
	names := []string{}
	for name, age := range ages {
		total += age
		names = append(names, name)
	}
	sort.Strings(names)
	fmt.Println(total, names)
	maxName, maxAge := "", -1
	for n, a := range ages {
		if a > maxAge {
			maxName, maxAge = n, a
		}
	}
	fmt.Println(maxName, maxAge)
	n := 0
	for range ages {
		n++
	}
	fmt.Println(n)
}

// Output:
// 96 [ann bob cy]
// cy 40
// 3
