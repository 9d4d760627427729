package main

import "fmt"

type T struct{ n int }

func (t T) show(tag string)   { fmt.Println(tag, t.n) }
func (t *T) showP(tag string) { fmt.Println(tag, t.n) }

func main() {
	x := 1
	defer fmt.Println("deferred x =", x)
	defer func() { fmt.Println("closure sees x =", x) }()
	x = 2
	t := T{1}
	defer t.show("value receiver copied:")
	defer t.showP("pointer receiver:")
	t.n = 5
	s := []int{1}
	defer fmt.Println("slice shares array:", s)
	s[0] = 100
	f := func() { fmt.Println("first f") }
	defer f()
	f = func() { fmt.Println("second f") }
	x = 3
}

// Output:
// first f
// slice shares array: [100]
// pointer receiver: 5
// value receiver copied: 1
// closure sees x = 3
// deferred x = 1
