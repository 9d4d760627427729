package main

import "fmt"

type Inner struct {
	A int
	B string
}

type Outer struct {
	Name string
	In   Inner
	Ptr  *Inner
	List []Inner
	M    map[string]int
	Any  interface{}
	priv float64
}

func main() {
	o := Outer{"o", Inner{1, "x"}, &Inner{2, "y"}, []Inner{{3, "z"}}, map[string]int{"k": 1}, Inner{4, "w"}, 1.5}
	fmt.Printf("%v\n", o.In)
	fmt.Printf("%+v\n", o.In)
	fmt.Printf("%#v\n", o.In)
	fmt.Printf("%v\n", o.List)
	fmt.Printf("%+v\n", o.List)
	fmt.Printf("%v %+v\n", o.Ptr, o.Ptr)
	fmt.Printf("%v\n", o.M)
	fmt.Printf("%v\n", o.Any)
	fmt.Printf("%T %T %T\n", o, o.Ptr, o.List)
	o.Ptr = nil
	fmt.Printf("%v\n", o.Ptr)
	fmt.Printf("%+v\n", Outer{Name: "e"})
}

// Output:
// {1 x}
// {A:1 B:x}
// main.Inner{A:1, B:"x"}
// [{3 z}]
// [{A:3 B:z}]
// &{2 y} &{A:2 B:y}
// map[k:1]
// {4 w}
// main.Outer *main.Inner []main.Inner
// <nil>
// {Name:e In:{A:0 B:} Ptr:<nil> List:[] M:map[] Any:<nil> priv:0}
