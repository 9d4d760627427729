package main

import (
	"fmt"
	"math"
	"time"
)

const c = 5.0
const half = 0.5
const huge = 1e3

func main() {
	var i int = c
	var f float32 = c
	fmt.Println(i, f, c/2, int(c)/2)
	fmt.Println(half*4, int(huge), time.Duration(huge)*time.Millisecond)
	const mask = 1<<8 - 1
	var b byte = mask
	fmt.Println(b, mask&0x0f)
	x := 10
	fmt.Println(float64(x)*half, x*int(c))
	const e = math.E * 2
	fmt.Printf("%.5f %T\n", e, e)
	const r = 'A' * 2
	fmt.Println(r, string(rune(r/2)))
}

// Output:
// 5 5 2.5 2
// 2 1000 1s
// 255 15
// 5 50
// 5.43656 float64
// 130 A
