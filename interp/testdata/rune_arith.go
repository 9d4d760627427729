package main

import (
	"fmt"
	"unicode"
)

func main() {
	r := 'a'
	r += 2
	fmt.Println(r, string(r), r-'a')
	upper := []rune{}
	for _, c := range "Hello, World 42" {
		if unicode.IsLetter(c) {
			upper = append(upper, unicode.ToUpper(c))
		} else if unicode.IsDigit(c) {
			upper = append(upper, '#')
		}
	}
	fmt.Println(string(upper))
	fmt.Println(unicode.IsSpace(' '), unicode.IsUpper('Q'), unicode.IsLower('Q'), unicode.IsPunct('!'))
	var b byte = 'z'
	fmt.Println(b-'a', string(rune(b)))
	caesar := func(s string, k rune) string {
		out := []rune(s)
		for i, c := range out {
			if c >= 'a' && c <= 'z' {
				out[i] = 'a' + (c-'a'+k)%26
			}
		}
		return string(out)
	}
	fmt.Println(caesar("xyz abc", 3))
}

// Output:
// 99 c 2
// HELLOWORLD##
// true true false true
// 25 z
// abc def
