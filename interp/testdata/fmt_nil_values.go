package main

import "fmt"

type S struct {
	Sl []int
	M  map[string]int
	P  *int
	I  interface{}
	F  func()
	E  error
}

func main() {
	var s S
	fmt.Printf("%v\n", s.Sl)
	fmt.Printf("%v\n", s.M)
	fmt.Printf("%v\n", s.P)
	fmt.Printf("%v\n", s.I)
	fmt.Printf("%v\n", s.E)
	fmt.Printf("%d %s\n", s.Sl, s.Sl)
	fmt.Println(s.Sl, s.M, s.P, s.I, s.E)
	fmt.Printf("%+v\n", S{Sl: []int{}})
	fmt.Printf("%#v\n", s.Sl)
	fmt.Printf("%#v\n", s.M)
	fmt.Printf("%#v\n", s.I)
}

// Output:
// []
// map[]
// <nil>
// <nil>
// <nil>
// [] []
// [] map[] <nil> <nil> <nil>
// {Sl:[] M:map[] P:<nil> I:<nil> F:<nil> E:<nil>}
// []int(nil)
// map[string]int(nil)
// <nil>
