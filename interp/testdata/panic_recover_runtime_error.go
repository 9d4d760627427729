package main

import (
	"fmt"
	"runtime"
)

func try(name string, f func()) {
	defer func() {
		r := recover()
		err, ok := r.(error)
		fmt.Println(name, ok, err)
		if re, ok := r.(runtime.Error); ok {
			fmt.Println("  runtime.Error:", re.Error())
		}
	}()
	f()
}

func main() {
	var s []int
	var m map[string]int
	var p *struct{ X int }
	var i interface{} = "str"
	zero := 0
	try("index", func() { _ = s[3] })
	try("nilmap", func() { m["a"] = 1 })
	try("nilptr", func() { _ = p.X })
	try("assert", func() { _ = i.(int) })
	try("div", func() { _ = 10 / zero })
	try("slice", func() { _ = s[1:zero] })
	try("conversion", func() { _ = [2]int(make([]int, 1)) })
}

// Output:
// index true runtime error: index out of range [3] with length 0
//   runtime.Error: runtime error: index out of range [3] with length 0
// nilmap true assignment to entry in nil map
//   runtime.Error: assignment to entry in nil map
// nilptr true runtime error: invalid memory address or nil pointer dereference
//   runtime.Error: runtime error: invalid memory address or nil pointer dereference
// assert true interface conversion: interface {} is string, not int
//   runtime.Error: interface conversion: interface {} is string, not int
// div true runtime error: integer divide by zero
//   runtime.Error: runtime error: integer divide by zero
// slice true runtime error: slice bounds out of range [1:0]
//   runtime.Error: runtime error: slice bounds out of range [1:0]
// conversion true runtime error: cannot convert slice with length 1 to array or pointer to array with length 2
//   runtime.Error: runtime error: cannot convert slice with length 1 to array or pointer to array with length 2
