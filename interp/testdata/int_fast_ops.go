package main

import "fmt"

// Integer operations on locals and constants take a shorter path; they must
// still wrap, compare signed and unsigned, and shift as Go does.
func main() {
	var u uint64 = 1<<63 + 5
	var i int64 = -7
	var n int = 3
	var k uint = 10
	fmt.Println(u > 5, i < 0, i >= -7, n == 3, n != 3, k <= 10, u < 1)
	u += u
	i -= 1
	i ^= -1
	n |= 4
	n &= 6
	k <<= 63
	u >>= 1
	i >>= 1
	j := int64(-9)
	j >>= 2
	fmt.Println(u, i, n, k, j)
	var b uint8 = 250
	b += 10
	var s int8 = 127
	s++
	fmt.Println(b, s)
	x, y := 5, 9
	fmt.Println(x+y, x-y, x&y, x|y, x^y, y-x > x, x+1 < y)
	var z uint32 = 1
	z <<= 2.0
	fmt.Println(z)
}

// Output:
// true true true true false true false
// 5 3 6 0 -3
// 4 -128
// 14 -4 1 13 12 false true
// 4
