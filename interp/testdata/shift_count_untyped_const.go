package main

import (
	"fmt"
	"math"
)

func main() {
	// A shift count may be an untyped float or complex constant with an
	// integer value, or a non-constant shift of one.
	var x int = 1
	fmt.Println(x<<1., x<<(1+0i), x<<0i, x<<(1.<<x), x<<((1+0i)<<x))
	const M = math.MaxUint
	fmt.Println(x<<(M+0), x<<(M+0.), x>>(M+0.+0i))
	y := uint8(3)
	y <<= 2.0
	fmt.Println(y)
}

// Output:
// 2 2 1 4 4
// 0 0 0
// 12
