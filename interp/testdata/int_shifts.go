package main

import "fmt"

func main() {
	var x uint8 = 1
	var vals []uint8
	for i := 0; i < 10; i++ {
		vals = append(vals, x<<i)
	}
	fmt.Println(vals)
	var s int32 = -1
	fmt.Println(s>>31, s>>100, uint32(s)>>31)
	var n uint = 70
	fmt.Println(1<<n == 0, int64(1)<<62, int64(-1)<<63)
	var k int = 3
	var v int16 = 0x7fff
	fmt.Println(v<<k, v>>k)
	fmt.Println(^0, ^uint8(5), 6&^3, 6|3, 6^3, 6&3)
}

// Output:
// [1 2 4 8 16 32 64 128 0 0]
// -1 -1 1
// true 4611686018427387904 -9223372036854775808
// -8 4095
// -1 250 4 7 5 2
