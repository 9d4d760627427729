package main

import (
	"fmt"
	"math"
)

func main() {
	inf, nan := math.Inf(1), math.NaN()
	fmt.Println(min(inf, nan), max(inf, nan), min(nan, inf), max(-inf, nan), min(1.0, nan, 2.0))
	fmt.Println(min(-0.0, 0.0), max(-0.0, 0.0))
	z := 0.0
	nz := -z
	fmt.Println(math.Signbit(min(z, nz)), math.Signbit(max(z, nz)), math.Signbit(min(nz, z)), math.Signbit(max(nz, z)))
	var f32 float32 = float32(nan)
	fmt.Println(min(f32, 1), max(float32(1), f32))
	fmt.Println(min("b", "a", "c"), max(3, 7, 5))
}

// Output:
// NaN NaN NaN NaN NaN
// 0 0
// true false true false
// NaN NaN
// a 7
