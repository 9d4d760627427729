package main

import "fmt"

type Point3 struct{ X, Y, Z float64 }
type Small struct {
	A int8
	B int16
}

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func main() {
	var ps []Point3
	sink = &ps
	last := -1
	for i := 0; i < 300; i++ {
		ps = append(ps, Point3{float64(i), 0, 0})
		if cap(ps) != last {
			fmt.Println("P", len(ps), cap(ps))
			last = cap(ps)
		}
	}
	var ss []Small
	sink = &ss
	last = -1
	for i := 0; i < 300; i++ {
		ss = append(ss, Small{})
		if cap(ss) != last {
			fmt.Println("S", len(ss), cap(ss))
			last = cap(ss)
		}
	}
}

// Output:
// P 1 1
// P 2 2
// P 3 4
// P 5 8
// P 9 16
// P 17 32
// P 33 64
// P 65 128
// P 129 256
// P 257 512
// S 1 2
// S 3 4
// S 5 8
// S 9 16
// S 17 32
// S 33 64
// S 65 128
// S 129 256
// S 257 512
