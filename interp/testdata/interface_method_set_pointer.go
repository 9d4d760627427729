package main

import "fmt"

type Incrementer interface{ Inc() }

type C struct{ n int }

func (c *C) Inc() { c.n++ }

type V struct{ n int }

func (v V) Inc() {}

func bump(i Incrementer, times int) {
	for k := 0; k < times; k++ {
		i.Inc()
	}
}

func main() {
	c := &C{}
	bump(c, 3)
	fmt.Println(c.n)
	var v V
	bump(v, 2)
	bump(&v, 2)
	fmt.Println(v.n)
	var i interface{} = C{}
	_, ok := i.(Incrementer)
	fmt.Println(ok)
	i = &C{}
	_, ok = i.(Incrementer)
	fmt.Println(ok)
}

// Output:
// 3
// 0
// false
// true
