package main

import (
	"fmt"
	"unicode/utf8"
)

func main() {
	s := "naïve"
	fmt.Println(len(s), utf8.RuneCountInString(s))
	b := []byte(s)
	fmt.Println(b)
	r, size := utf8.DecodeRuneInString(s[2:])
	fmt.Println(string(r), size)
	fmt.Println(utf8.RuneLen('世'), utf8.ValidString("a\xff"), utf8.ValidString(s))
	buf := make([]byte, 0, 8)
	buf = utf8.AppendRune(buf, '世')
	buf = append(buf, "ok"...)
	fmt.Println(string(buf), len(buf))
}

// Output:
// 6 5
// [110 97 195 175 118 101]
// ï 2
// 3 false true
// 世ok 5
