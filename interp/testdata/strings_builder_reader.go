package main

import (
	"fmt"
	"strings"
)

func main() {
	var b strings.Builder
	for i := 0; i < 3; i++ {
		b.WriteString("ab")
	}
	fmt.Println(b.String(), b.Len())
	b.Reset()
	fmt.Printf("%q\n", b.String())
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("<b>bold</b>"))
	fmt.Println(strings.Repeat("=", 10))
	lines := strings.Split("l1\nl2\nl3", "\n")
	for i, l := range lines {
		fmt.Println(i, l)
	}
	fmt.Println(strings.Join(nil, ","), strings.Join([]string{"solo"}, ","))
	fmt.Println(strings.LastIndexByte("a/b/c", '/'), strings.TrimFunc("123abc456", func(r rune) bool { return r < 'a' }))
}

// Output:
// ababab 6
// ""
// &lt;b&gt;bold&lt;/b&gt;
// ==========
// 0 l1
// 1 l2
// 2 l3
//  solo
// 3 abc
