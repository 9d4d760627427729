package main

import "fmt"

type Big struct {
	A, B, C, D, E int64
}

type Odd struct {
	A [5]byte
}

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func growth[T any](name string, n int) {
	var s []T
	sink = &s
	var zero T
	caps := []int{}
	last := -1
	for i := 0; i < n; i++ {
		s = append(s, zero)
		if cap(s) != last {
			caps = append(caps, cap(s))
			last = cap(s)
		}
	}
	fmt.Println(name, caps)
}

func main() {
	growth[int32]("int32", 1000)
	growth[bool]("bool", 1000)
	growth[[3]int]("[3]int", 500)
	growth[interface{}]("iface", 500)
	growth[*int]("ptr", 500)
	growth[Big]("Big", 300)
	growth[Odd]("Odd", 600)
	growth[[]int]("slice", 300)
	growth[complex128]("complex128", 300)
	growth[uint16]("uint16", 2000)
}

// Output:
// int32 [2 4 8 16 32 64 128 256 512 864 1344]
// bool [8 16 32 64 128 256 512 896 1408]
// [3]int [1 2 4 8 16 32 64 128 256 512]
// iface [1 2 4 8 16 32 71 143 303 591]
// ptr [1 2 4 8 16 32 64 143 287 607]
// Big [1 2 4 8 16 32 67 134 272 544]
// Odd [1 3 6 12 25 51 102 204 409 819]
// slice [1 2 4 8 16 37 74 170 341]
// complex128 [1 2 4 8 16 32 64 128 256 512]
// uint16 [4 8 16 32 64 128 256 512 896 1344 2048]
