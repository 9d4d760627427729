package main

import "fmt"

type Inner struct {
	Vals [3]int
	Ref  []int
}

type Outer struct {
	In   Inner
	Name string
}

func main() {
	a := Outer{Inner{[3]int{1, 2, 3}, []int{1, 2, 3}}, "a"}
	b := a
	b.In.Vals[0] = 100
	b.In.Ref[0] = 100
	b.Name = "b"
	fmt.Println(a)
	fmt.Println(b)
	fmt.Printf("%+v\n", a)
	arr := []Outer{a}
	for _, o := range arr {
		o.Name = "changed"
	}
	fmt.Println(arr[0].Name)
	for i := range arr {
		arr[i].Name = "changed"
	}
	fmt.Println(arr[0].Name)
}

// Output:
// {{[1 2 3] [100 2 3]} a}
// {{[100 2 3] [100 2 3]} b}
// {In:{Vals:[1 2 3] Ref:[100 2 3]} Name:a}
// a
// changed
