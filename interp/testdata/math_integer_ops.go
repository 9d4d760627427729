package main

import (
	"fmt"
	"math"
	"math/bits"
)

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func isqrt(n int) int { return int(math.Sqrt(float64(n))) }

func main() {
	fmt.Println(gcd(48, 18), gcd(17, 5), 48*18/gcd(48, 18))
	fmt.Println(isqrt(99), isqrt(100))
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros(8), bits.Len(1023))
	fmt.Println(bits.Reverse8(1), bits.RotateLeft32(1, -1))
	hi, lo := bits.Mul64(1<<63, 4)
	fmt.Println(hi, lo)
	fmt.Println(math.MaxInt64/2+1, -math.MaxInt32)
}

// Output:
// 6 1 144
// 9 10
// 8 63 3 10
// 128 2147483648
// 2 0
// 4611686018427387904 -2147483647
