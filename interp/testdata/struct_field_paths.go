package main

import "fmt"

// Fields reached through a pointer, through a nested struct, through a
// pointer field and through a call's result, read and written in place.

type In struct{ A, B int }

type S struct {
	X  int
	In In
	P  *In
}

func mk() S { return S{X: 4, In: In{1, 2}, P: &In{7, 8}} }

func main() {
	s := mk()
	p := &s
	p.X += 1
	p.In.B *= 10
	p.P.A -= 3
	fmt.Println(s.X, s.In, *s.P, mk().In.B, mk().P.A)
	q := &s.In
	q.A = 99
	pp := &p
	(*pp).In.B++
	fmt.Println(s.X, s.In, *s.P)
	var np *S
	defer func() { fmt.Println("recovered:", recover()) }()
	np.In.A = 1
}

// Output:
// 5 {1 20} {4 8} 2 7
// 5 {99 21} {4 8}
// recovered: runtime error: invalid memory address or nil pointer dereference
