package main

import "fmt"

func main() {
	x := 300
	fmt.Println(int8(x), uint8(x), int16(x))
	y := -1
	fmt.Println(uint8(y), uint16(y), uint32(y), uint64(y))
	z := int64(1<<40 + 5)
	fmt.Println(int32(z), uint32(z), int8(z))
	var b byte = 0xff
	fmt.Println(int8(b), int(int8(b)), int(b))
	var big uint64 = 1<<64 - 1
	fmt.Println(int64(big), int(big))
}

// Output:
// 44 44 300
// 255 65535 4294967295 18446744073709551615
// 5 5 5
// -1 -1 255
// -1 -1
