package main

import (
	"fmt"
	"math"
)

type ID int64

func main() {
	k := int64(7)
	var u uint64 = 5
	p := 1000003
	mulMod := func(x int) int { return x * 3 % p }
	lin := func(x int64) int64 { return (x*k - 3) / 4 }
	rem := func(x int64) int64 { return x % 10 }
	quo := func(x int64) int64 { return x / 10 }
	urem := func(x uint64) uint64 { return (x - u) % 7 }
	uquo := func(x uint64) uint64 { return (x &^ u) / 3 }
	bitsF := func(x int) int { return x&0xF0 | p ^ 3 }
	wrapMul := func(x int64) int64 { return x * k * k }
	id := func(x ID) ID { return x*2 - ID(k) }
	small := func(x int8) int8 { return x * 3 }
	nested := func(x int) int { return (x + p) * (x - p) % 1000 }
	addK := func(x int64) int64 { return x + k }
	subK := func(x int64) int64 { return x - k }
	mulK := func(x int64) int64 { return x * k }
	mulKMod := func(x int64) int64 { return x * k % 1000003 }
	mulKQuo := func(x int64) int64 { return x * k / -3 }
	for _, x := range []int64{0, 1, -1, 9, -9, 10, -10, 11, -11, math.MaxInt64, math.MinInt64, math.MinInt64 + 1} {
		fmt.Println(x, lin(x), rem(x), quo(x), wrapMul(x), id(ID(x)), small(int8(x)))
		fmt.Println(addK(x), subK(x), mulK(x), mulKMod(x), mulKQuo(x))
	}
	for _, x := range []uint64{0, 1, 4, 5, 6, math.MaxUint64} {
		fmt.Println(x, urem(x), uquo(x))
	}
	for _, x := range []int{0, 5, -5, 1 << 40, -(1 << 40), 2000006} {
		fmt.Println(x, mulMod(x), bitsF(x), nested(x))
	}
	acc := 1
	for i := 0; i < 1000; i++ {
		acc = mulMod(acc + i)
	}
	fmt.Println(acc)
}

// Output:
// 0 0 0 0 0 -7 0
// 7 -7 0 0 0
// 1 1 1 0 49 -5 3
// 8 -6 7 7 -2
// -1 -2 -1 0 -49 -9 -3
// 6 -8 -7 -7 2
// 9 15 9 0 441 11 27
// 16 2 63 63 -21
// -9 -16 -9 0 -441 -25 -27
// -2 -16 -63 -63 21
// 10 16 0 1 490 13 30
// 17 3 70 70 -23
// -10 -18 0 -1 -490 -27 -30
// -3 -17 -70 -70 23
// 11 18 1 1 539 15 33
// 18 4 77 77 -25
// -11 -20 -1 -1 -539 -29 -33
// -4 -18 -77 -77 25
// 9223372036854775807 2305843009213693949 7 922337203685477580 9223372036854775759 -9 -3
// -9223372036854775802 9223372036854775800 9223372036854775801 675338 -3074457345618258600
// -9223372036854775808 2305843009213693951 -8 -922337203685477580 -9223372036854775808 -7 0
// -9223372036854775801 9223372036854775801 -9223372036854775808 -675345 3074457345618258602
// -9223372036854775807 -2305843009213693951 -7 -922337203685477580 -9223372036854775759 -5 3
// -9223372036854775800 9223372036854775802 -9223372036854775801 -675338 3074457345618258600
// 0 4 0
// 1 5 0
// 4 1 0
// 5 0 0
// 6 1 0
// 18446744073709551615 3 6148914691236517203
// 0 0 1000000 -9
// 5 15 1000000 -984
// -5 -15 1000176 -984
// 1099511627776 987756 1000000 -9
// -1099511627776 -987756 1000000 -9
// 2000006 0 1000128 27
// 376628
