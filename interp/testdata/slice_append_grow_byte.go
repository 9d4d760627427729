package main

import "fmt"

// sink makes the slices escape to the heap: cap() after append then follows
// runtime.growslice. (A slice that does not escape may start in a 32-byte
// stack buffer, an optimisation of the gc compiler, not a language rule.)
var sink any

func main() {
	var s []byte
	sink = &s
	last := -1
	for i := 0; i < 5000; i++ {
		s = append(s, byte(i))
		if cap(s) != last {
			fmt.Println(len(s), cap(s))
			last = cap(s)
		}
	}
	b := append([]byte("hello"), " world"...)
	fmt.Println(len(b), cap(b))
	c := append([]byte(nil), make([]byte, 33)...)
	fmt.Println(len(c), cap(c))
}

// Output:
// 1 8
// 9 16
// 17 32
// 33 64
// 65 128
// 129 256
// 257 512
// 513 896
// 897 1408
// 1409 2048
// 2049 3072
// 3073 4096
// 4097 5376
// 11 16
// 33 48
