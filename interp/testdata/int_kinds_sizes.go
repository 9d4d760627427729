package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(math.MaxInt8, math.MinInt8, math.MaxUint8)
	fmt.Println(math.MaxInt16, math.MinInt16, math.MaxUint16)
	fmt.Println(math.MaxInt32, math.MinInt32, uint32(math.MaxUint32))
	fmt.Println(math.MaxInt64, math.MinInt64, uint64(math.MaxUint64))
	var i int = math.MaxInt
	var u uint = math.MaxUint
	fmt.Println(i, u)
	fmt.Printf("%T %T %T %T %T\n", int8(1), uint16(2), int32(3), uint64(4), uintptr(5))
	var r rune = 'x'
	var by byte = 'y'
	fmt.Printf("%T %T %v %v\n", r, by, r, by)
}

// Output:
// 127 -128 255
// 32767 -32768 65535
// 2147483647 -2147483648 4294967295
// 9223372036854775807 -9223372036854775808 18446744073709551615
// 9223372036854775807 18446744073709551615
// int8 uint16 int32 uint64 uintptr
// int32 uint8 120 121
