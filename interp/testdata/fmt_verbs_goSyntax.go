package main

import "fmt"

type Color int
type P struct {
	X, Y int
	Tag  string
}

func main() {
	fmt.Printf("%#v\n", []int{1, 2})
	fmt.Printf("%#v\n", map[string]int{"b": 2, "a": 1})
	fmt.Printf("%#v\n", P{1, 2, "t"})
	fmt.Printf("%#v\n", &P{})
	fmt.Printf("%#v\n", "q\"s")
	fmt.Printf("%#v %#v %#v\n", 42, 3.0, 1e9)
	fmt.Printf("%#v\n", Color(3))
	fmt.Printf("%#v\n", []interface{}{1, "a", nil})
	fmt.Printf("%#v\n", [2]bool{true})
	fmt.Printf("%#v\n", struct{ A []string }{})
	var ip *int
	fmt.Printf("%#v\n", ip)
}

// Output:
// []int{1, 2}
// map[string]int{"a":1, "b":2}
// main.P{X:1, Y:2, Tag:"t"}
// &main.P{X:0, Y:0, Tag:""}
// "q\"s"
// 42 3 1e+09
// 3
// []interface {}{1, "a", interface {}(nil)}
// [2]bool{true, false}
// struct { A []string }{A:[]string(nil)}
// (*int)(nil)
