package main

import (
	"fmt"
	"math"
)

type I int64

// s += a % k in one step (addRem): a a local, a product of locals (which
// wraps), or a subexpression; negative values and divisors, the int64
// edges, and a named type.
func main() {
	vals := []int{0, 1, -1, 7, -7, 1000003, -1000004, math.MaxInt64, math.MinInt64, 3037000500, -3037000500}
	s, t, u, w := 0, 0, 0, 0
	for _, v := range vals {
		s += v % 1000003
		t += v * v % 1000003
		u += (v + 1) % -7
		w += v % math.MinInt64
		fmt.Println(v, s, t, u, w)
	}
	var n I = -9
	var acc I
	for i := I(-5); i < 5; i++ {
		acc += i * n % 4
		acc += i % 3
	}
	fmt.Println(acc)
}

// Output:
// 0 0 0 1 0
// 1 1 1 3 1
// -1 0 2 3 0
// 7 7 51 4 7
// -7 0 100 -2 0
// 1000003 0 100 3 1000003
// -1000004 -1 101 -1 -1
// 9223372036854775807 675343 102 -2 9223372036854775806
// -9223372036854775808 -2 102 -2 9223372036854775806
// 3037000500 991390 -201486 1 -9223372033817775310
// -3037000500 -2 -403074 0 9223372036854775806
// -1
