package main

import (
	"bytes"
	"fmt"
	"unicode"
)

// Package bytes: searching, comparing, changing case; the results that are
// parts of their argument share its array, as in Go.
func main() {
	s := []byte("  Hello, Gophers!  ")
	fmt.Println(bytes.Contains(s, []byte("Go")), bytes.Index(s, []byte("o")), bytes.LastIndex(s, []byte("o")))
	fmt.Println(bytes.Count(s, []byte("l")), bytes.IndexByte(s, ','), bytes.IndexRune(s, 'G'), bytes.IndexAny(s, "!,"))
	fmt.Println(bytes.Equal([]byte("a"), []byte("a")), bytes.Equal(nil, []byte{}), bytes.Compare([]byte("a"), []byte("b")))
	fmt.Println(bytes.HasPrefix(s, []byte("  H")), bytes.HasSuffix(s, []byte("!")), bytes.EqualFold([]byte("Go"), []byte("GO")))
	fmt.Printf("%q %q %q\n", bytes.ToUpper(s), bytes.ToLower(s), bytes.Title([]byte("ab cd")))

	t := bytes.TrimSpace(s)
	fmt.Printf("%q len %d cap %d\n", t, len(t), cap(t))
	t[0] = 'J'
	fmt.Printf("%q\n", s)
	fmt.Println(bytes.TrimSpace([]byte("   ")) == nil, bytes.TrimRight([]byte("xx"), "x") == nil, bytes.Trim(nil, "x") == nil)
	fmt.Printf("%q %q %q\n", bytes.Trim([]byte("xxhixx"), "x"), bytes.TrimLeft([]byte("ababc"), "ab"), bytes.TrimRight([]byte("héé"), "é"))
	fmt.Printf("%q %q\n", bytes.TrimPrefix([]byte("prefix-body"), []byte("prefix-")), bytes.TrimSuffix([]byte("a.go"), []byte(".go")))
	fmt.Printf("%q\n", bytes.TrimFunc([]byte("123abc456"), unicode.IsDigit))

	before, after, found := bytes.Cut([]byte("key=value"), []byte("="))
	fmt.Printf("%q %q %v\n", before, after, found)
	before, after, found = bytes.Cut([]byte("novalue"), []byte("="))
	fmt.Printf("%q %q %v %v\n", before, after, found, after == nil)
	rest, ok := bytes.CutPrefix([]byte("v1.2"), []byte("v"))
	fmt.Printf("%q %v\n", rest, ok)

	parts := bytes.Split([]byte("a,b,,c"), []byte(","))
	fmt.Printf("%q %d\n", parts, len(parts))
	var lc []int
	for _, p := range parts {
		lc = append(lc, len(p), cap(p))
	}
	fmt.Println(lc)
	fmt.Printf("%q\n", bytes.SplitN([]byte("a,b,c,d"), []byte(","), 2))
	fmt.Printf("%q\n", bytes.SplitAfter([]byte("a,b,c"), []byte(",")))
	fmt.Printf("%q\n", bytes.Split([]byte("héllo"), nil))
	fmt.Printf("%q\n", bytes.Fields([]byte("  the quick\tbrown\n fox ")))
	fmt.Printf("%q\n", bytes.FieldsFunc([]byte("a1b22c333"), unicode.IsDigit))
	fmt.Printf("%q\n", bytes.Join([][]byte{[]byte("x"), []byte("y"), []byte("z")}, []byte(", ")))
	fmt.Printf("%q %q\n", bytes.Repeat([]byte("ab"), 3), bytes.ReplaceAll([]byte("a-b-c"), []byte("-"), []byte("+")))
	fmt.Printf("%q\n", bytes.Replace([]byte("aaaa"), []byte("a"), []byte("b"), 2))
	fmt.Printf("%q\n", bytes.Map(func(r rune) rune { return r + 1 }, []byte("HAL")))
	fmt.Println(bytes.Runes([]byte("héllo")), bytes.ContainsFunc([]byte("abc1"), unicode.IsDigit))
	var seen [][]byte
	for line := range bytes.Lines([]byte("one\ntwo\nthree")) {
		seen = append(seen, line)
	}
	for f := range bytes.FieldsSeq([]byte(" x  y ")) {
		seen = append(seen, f)
	}
	fmt.Printf("%q\n", seen)
	c := bytes.Clone([]byte("abc"))
	fmt.Println(string(c), bytes.Clone(nil) == nil)
}

// Output:
// true 6 10
// 2 7 9 7
// true true -1
// true false true
// "  HELLO, GOPHERS!  " "  hello, gophers!  " "Ab Cd"
// "Hello, Gophers!" len 15 cap 17
// "  Jello, Gophers!  "
// true false true
// "hi" "c" "h"
// "body" "a"
// "abc"
// "key" "value" true
// "novalue" "" false true
// "1.2" true
// ["a" "b" "" "c"] 4
// [1 1 1 1 0 0 1 1]
// ["a" "b,c,d"]
// ["a," "b," "c"]
// ["h" "é" "l" "l" "o"]
// ["the" "quick" "brown" "fox"]
// ["a" "b" "c"]
// "x, y, z"
// "ababab" "a+b+c"
// "bbaa"
// "IBM"
// [104 233 108 108 111] true
// ["one\n" "two\n" "three" "x" "y"]
// abc true
