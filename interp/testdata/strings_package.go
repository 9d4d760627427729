package main

import (
	"fmt"
	"strings"
)

func main() {
	s := "  Hello, World! Hello!  "
	fmt.Println(strings.Contains(s, "World"), strings.ContainsRune(s, 'z'), strings.ContainsAny(s, "xyz!"))
	fmt.Println(strings.Index(s, "Hello"), strings.LastIndex(s, "Hello"), strings.IndexByte(s, 'W'), strings.IndexRune(s, 'ö'))
	fmt.Println(strings.Count(s, "l"), strings.Count("five", ""))
	fmt.Printf("%q\n", strings.TrimSpace(s))
	fmt.Printf("%q\n", strings.Trim("xxhixx", "x"))
	fmt.Printf("%q %q\n", strings.TrimLeft("aabcaa", "a"), strings.TrimRight("aabcaa", "a"))
	fmt.Printf("%q %q\n", strings.TrimPrefix("prefix-body", "prefix-"), strings.TrimSuffix("file.go", ".go"))
	fmt.Println(strings.ToUpper("mixed Case ß"), strings.ToLower("MIXED"))
	fmt.Println(strings.HasPrefix("golang", "go"), strings.HasSuffix("golang", "ng"))
	fmt.Println(strings.Replace("oink oink oink", "k", "ky", 2), strings.ReplaceAll("oink oink", "oink", "moo"))
	fmt.Printf("%q\n", strings.Split("a,b,,c", ","))
	fmt.Printf("%q\n", strings.SplitN("a,b,c,d", ",", 2))
	fmt.Printf("%q\n", strings.Fields("  foo bar\tbaz\n "))
	fmt.Printf("%q\n", strings.Split("abc", ""))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.Compare("a", "b"))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'l' {
			return -1
		}
		return r + 1
	}, "hello"))
	before, after, found := strings.Cut("key=value", "=")
	fmt.Println(before, after, found)
	fmt.Printf("%q\n", strings.SplitAfter("a.b.c", "."))
	fmt.Println(strings.IndexFunc("abc1", func(r rune) bool { return r >= '0' && r <= '9' }))
}

// Output:
// true false true
// 2 16 9 -1
// 5 5
// "Hello, World! Hello!"
// "hi"
// "bcaa" "aabc"
// "body" "file"
// MIXED CASE ß mixed
// true true
// oinky oinky oink moo moo
// ["a" "b" "" "c"]
// ["a" "b,c,d"]
// ["foo" "bar" "baz"]
// ["a" "b" "c"]
// true -1
// ifp
// key value true
// ["a." "b." "c"]
// 3
