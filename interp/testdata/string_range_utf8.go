package main

import "fmt"

func main() {
	for i, r := range "aé世😀" {
		fmt.Println(i, r, string(r), fmt.Sprintf("%q %U", r, r))
	}
	// invalid UTF-8 yields U+FFFD with width 1
	bad := "a\xffb\xe4\xb8"
	for i, r := range bad {
		fmt.Println(i, r == 0xFFFD, r)
	}
	n := 0
	for range "日本語" {
		n++
	}
	fmt.Println(n)
	for i := range "ab" {
		fmt.Println("index", i)
	}
}

// Output:
// 0 97 a 'a' U+0061
// 1 233 é 'é' U+00E9
// 3 19990 世 '世' U+4E16
// 6 128512 😀 '😀' U+1F600
// 0 false 97
// 1 true 65533
// 2 false 98
// 3 true 65533
// 4 true 65533
// 3
// index 0
// index 1
