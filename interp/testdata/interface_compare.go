package main

import "fmt"

type K struct{ A int }

func main() {
	var a, b interface{}
	fmt.Println(a == b)
	a, b = 1, 1
	fmt.Println(a == b)
	b = int64(1)
	fmt.Println(a == b)
	a, b = "s", "s"
	fmt.Println(a == b)
	a, b = K{1}, K{1}
	fmt.Println(a == b)
	a, b = &K{1}, &K{1}
	fmt.Println(a == b)
	var e1 error
	var s fmt.Stringer
	fmt.Println(e1 == nil, s == nil)
	a = 3
	fmt.Println(a == 3, a != 4, a == "3")
	type MyInt int
	a = MyInt(3)
	fmt.Println(a == 3, a == MyInt(3))
}

// Output:
// true
// true
// false
// true
// true
// false
// true true
// true true false
// false true
