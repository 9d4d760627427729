package main

import (
	"fmt"
	"sort"
	"strings"
)

func main() {
	words := []string{"banana", "Apple", "cherry", "apple", "Banana", "éclair", "zebra", ""}
	sort.Strings(words)
	fmt.Printf("%q\n", words)
	sort.Slice(words, func(i, j int) bool {
		a, b := strings.ToLower(words[i]), strings.ToLower(words[j])
		if a != b {
			return a < b
		}
		return words[i] < words[j]
	})
	fmt.Printf("%q\n", words)
	fmt.Println("a" < "b", "ab" < "b", "abc" > "ab", "Z" < "a", "é" > "z")
	fmt.Println(strings.Compare("x", "x"), max("go", "golang", "gopher"), min("b", "a"))
}

// Output:
// ["" "Apple" "Banana" "apple" "banana" "cherry" "zebra" "éclair"]
// ["" "Apple" "apple" "Banana" "banana" "cherry" "zebra" "éclair"]
// true true true true true
// 0 gopher a
