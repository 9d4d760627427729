package main

// Pointer state: a cyclic linked list (snapshots follow pointers once).

import (
	"ad"
	"fmt"
	"math"
)

type node struct {
	v    float64
	next *node
}

func f(p []float64) float64 {
	a := &node{v: p[0]}
	b := &node{v: p[1], next: a}
	a.next = b
	cur := a
	s := 0.0
	//ad:checkpoint snapshots=3
	for i := 0; i < 30; i++ {
		cur.v = cur.v*0.9 + cur.next.v*0.2
		s += cur.v
		cur = cur.next
	}
	return s
}

func main() {
	for _, v := range ad.Grad(f)([]float64{0.5, 0.25}) {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}

// Output:
// 4041c9121708f9f4
// 404499673008fe7c
