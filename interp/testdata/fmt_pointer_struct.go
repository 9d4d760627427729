package main

import "fmt"

type T struct {
	A int
	B []string
}

type W struct {
	P *T
}

func main() {
	t := &T{1, []string{"x"}}
	fmt.Println(t)
	fmt.Printf("%v %+v\n", t, t)
	ts := []*T{{A: 1}}
	fmt.Println(len(ts), *ts[0])
	w := W{}
	fmt.Println(w)
	fmt.Printf("%+v\n", w)
	pp := &[]int{1, 2}
	fmt.Println(pp)
	pm := &map[string]int{"a": 1}
	fmt.Println(pm)
	pa := &[2]string{"a", "b"}
	fmt.Println(pa)
}

// Output:
// &{1 [x]}
// &{1 [x]} &{A:1 B:[x]}
// 1 {1 []}
// {<nil>}
// {P:<nil>}
// &[1 2]
// &map[a:1]
// &[a b]
