package main

import (
	"fmt"
	"math"
)

func main() {
	f := 255.9
	fmt.Println(uint8(f), int8(int(f)))
	g := -1.9
	fmt.Println(int(g), int64(g))
	h := float32(math.Pi)
	fmt.Println(h, float64(h), float32(float64(h)) == h)
	big := 1e18
	fmt.Println(int64(big), uint64(big))
	var i64 int64 = 1<<53 + 1
	fmt.Println(float64(i64), int64(float64(i64)))
	var u32 uint32 = 4294967295
	fmt.Println(float32(u32), float64(u32))
	c := complex(float32(1.5), 2)
	fmt.Printf("%T %v\n", c, c)
	fmt.Println(int(math.Round(2.5)), int(math.Round(-2.5)))
}

// Output:
// 255 -1
// -1 -1
// 3.1415927 3.1415927410125732 true
// 1000000000000000000 1000000000000000000
// 9.007199254740992e+15 9007199254740992
// 4.2949673e+09 4.294967295e+09
// complex64 (1.5+2i)
// 3 -3
