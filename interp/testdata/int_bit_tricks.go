package main

import "fmt"

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

func isPow2(x uint) bool { return x != 0 && x&(x-1) == 0 }

func reverseBits(x uint8) uint8 {
	var r uint8
	for i := 0; i < 8; i++ {
		r = r<<1 | x&1
		x >>= 1
	}
	return r
}

func main() {
	fmt.Println(popcount(0), popcount(255), popcount(1<<63|1))
	fmt.Println(isPow2(64), isPow2(65), isPow2(0))
	fmt.Println(reverseBits(1), reverseBits(0b10110000))
	x := int32(-8)
	fmt.Println(x>>1, uint32(x)>>1, x&0xF, -x&x)
	var u uint64 = 0xDEADBEEFCAFEBABE
	fmt.Printf("%x %x %x\n", u>>32, u&0xFFFFFFFF, u<<4)
	fmt.Println(^int64(0), ^uint32(0), -(-128))
	var m int8 = -128
	fmt.Println(-m, m-1, m*m)
}

// Output:
// 0 8 2
// true false false
// 128 13
// -4 2147483644 8 8
// deadbeef cafebabe eadbeefcafebabe0
// -1 4294967295 128
// -128 127 0
