package main

import "fmt"

// Package-level tuple declarations convert each value to its variable's
// type, whichever order initialisation takes.
var c = b
var d = a

var a, b any = any(nil).(bool)

var m = map[string]int{"x": 1}
var e, f any = m["x"]

func main() {
	fmt.Printf("%v %v %v %v\n", a, b, c, d)
	fmt.Printf("%T %T\n", e, f)
}

// Output:
// false false false false
// int bool
