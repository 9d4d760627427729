package main

import "fmt"

type Acc struct{ total int }

func (a *Acc) Add(n int) { a.total += n }
func (a Acc) Total() int { return a.total }

func main() {
	a := &Acc{}
	add := a.Add
	for i := 1; i <= 3; i++ {
		add(i)
	}
	fmt.Println(a.total)
	v := Acc{10}
	tot := v.Total // receiver copied now
	v.total = 99
	fmt.Println(tot(), v.Total())
	fs := []func(int){a.Add, a.Add}
	for _, f := range fs {
		f(100)
	}
	fmt.Println(a.Total())
}

// Output:
// 6
// 10 99
// 206
