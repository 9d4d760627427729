package main

import "fmt"

type T struct{ A, B int }

func main() {
	a := T{1, 2}
	p1, p2 := &a, &a
	fmt.Println(p1 == p2, &a.A == &a.A, &a.A == &p1.A)
	b := a
	fmt.Println(&b == &a, b == a)
	arr := [3]int{}
	fmt.Println(&arr[0] == &arr[0], &arr[0] == &arr[1])
	s := arr[:]
	fmt.Println(&s[1] == &arr[1])
	n1, n2 := new(int), new(int)
	fmt.Println(n1 == n2, *n1 == *n2)
	x := 5
	var ip interface{} = &x
	var ip2 interface{} = &x
	fmt.Println(ip == ip2)
}

// Output:
// true true true
// false true
// true false
// true
// false true
// true
