package main

import (
	"fmt"
	"math"
)

// Counted loops and conditions compiled to direct frame reads
// (interp/fastloop.go, interp/fastops.go): bounds that are locals or
// constants, steps, a body that changes the counter or the bound, break,
// continue and labels, unsigned and small counters, float conditions
// with NaN, && and || with side effects, constants on the left.

var trace []string

func see(s string, b bool) bool { trace = append(trace, s); return b }

func counted() {
	n := 5
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	for i := 0; i <= 5; i++ {
		s += i * 10
	}
	for i := 10; i > 0; i -= 3 {
		s += i * 100
	}
	for i := 10; i >= n; i-- {
		s += i * 1000
	}
	for i := 0; i != 9; i += 3 {
		s += i * 10000
	}
	step := 4
	for i := 1; i < 20; i += step {
		s += i * 100000
	}
	fmt.Println(s)

	// The body changes the counter and the bound.
	m := 10
	var got []int
	for i := 0; i < m; i++ {
		if i == 2 {
			i += 3
		}
		if i == 7 {
			m = 8
		}
		got = append(got, i)
	}
	fmt.Println(got)

	// break, continue, labels, return from inside.
	got = got[:0]
outer:
	for i := 0; i < 5; i++ {
		for j := 0; j < 5; j++ {
			if j == 3 {
				continue outer
			}
			if i == 3 {
				break outer
			}
			if (i+j)%2 == 0 {
				continue
			}
			got = append(got, i*10+j)
		}
	}
	fmt.Println(got, find(7), find(100))

	// Unsigned and wrapping counters.
	var u uint = 3
	c := 0
	for k := u; k < 1<<63+2; k += 1 << 62 {
		c++
	}
	fmt.Println(c)
	c = 0
	for k := uint64(0); k != 10; k-- {
		c++
		if c > 3 {
			break
		}
	}
	fmt.Println(c)
	c = 0
	for k := math.MaxInt64 - 2; k > 0; k++ {
		c++
	}
	fmt.Println(c)
	var b8 int8
	for k := int8(120); k > 0; k++ {
		b8 = k
	}
	fmt.Println(b8)
	// Closures per iteration see their own counter.
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	fmt.Println(fs[0](), fs[1](), fs[2]())
	// A loop whose body is empty, or one statement.
	k := 0
	for i := 0; i < 1000; i++ {
	}
	for i := 0; i < 1000; i++ {
		k++
	}
	fmt.Println(k)
}

func find(x int) int {
	for i := 0; i < 10; i++ {
		if i*i > x {
			return i
		}
	}
	return -1
}

func conds() {
	nan := math.NaN()
	one, inf := 1.0, math.Inf(1)
	xs := []float64{nan, 1, -2, inf}
	for i := 0; i < len(xs); i++ {
		x := xs[i]
		fmt.Println(x < 1, x <= 1, x > 1, x >= 1, x == 1, x != 1, 0 < x, 1 >= x, x < one, one < x, x == x, x != x, xs[i] < inf, inf > xs[i])
	}
	a := []int{5, -3, 7}
	v := 4
	var u8 uint8 = 200
	var i8 int8 = -100
	us := []uint8{100, 250}
	is := []int8{-5, 5}
	for j := 0; j < len(a); j++ {
		fmt.Println(a[j] > v, v < a[j], a[j] >= 5, 0 > a[j], a[j] != v, us[j%2] < u8, is[j%2] > i8, -10 < is[j%2])
	}
	if !(a[0] > v) || see("or", false) {
		fmt.Println("no")
	}
	if a[0] > v && see("and", true) && !see("not", false) {
		fmt.Println("yes")
	}
	if a[1] > v && see("skipped", true) {
		fmt.Println("no")
	}
	if a[1] > v || see("or2", true) {
		fmt.Println("yes2")
	}
	fmt.Println(trace)
	flags := []bool{true, false}
	for j := 0; j < 2; j++ {
		if !flags[j] {
			fmt.Println("not", j)
		}
	}
	j := 2
	for j >= 0 && a[j] > v {
		j--
	}
	fmt.Println(j)
}

func lens() {
	s := []int{1, 2, 3}
	sum := 0
	for i := 0; i < len(s); i++ {
		sum += s[i]
		if s[i] < 3 {
			s = append(s, s[i]+10)
		}
	}
	fmt.Println(sum, s)
	var empty []int
	for i := 0; i < len(empty); i++ {
		fmt.Println("never")
	}
	t := []string{"a", "b", "c", "d"}
	for i := 0; i < len(t); i++ {
		t = t[:len(t)-1]
		fmt.Print(" ", i, len(t))
	}
	fmt.Println()
	for i := len(s) - 1; i >= 0; i -= 2 {
		fmt.Print(" ", s[i])
	}
	fmt.Println()
}

func flagAt(fl []bool, i int) string {
	if fl[i] {
		return "set"
	}
	if !fl[i+1] {
		return "next clear"
	}
	return "next set"
}

func flags() {
	fl := []bool{true, false, true, false}
	fmt.Println(flagAt(fl, 0), flagAt(fl, 1), flagAt(fl, 2))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(flagAt(fl, 3))
}

func ranges() {
	s := []int{1, 2, 3, 4, 5}
	sum := 0
	for i, v := range s {
		if i+1 < len(s) {
			s[i+1] += v // seen by the next iteration: same backing array
		}
		s = append(s, v) // not seen: the range evaluated s once
		if v > 20 {
			break
		}
		if i == 1 {
			continue
		}
		sum += v
	}
	fmt.Println(sum, len(s))
	var nilS []string
	for i := range nilS {
		fmt.Println("never", i)
	}
	n := 0
	for range s {
		n++
	}
	for _, v := range []any{1, "a", nil} {
		fmt.Print(" ", v)
	}
	fmt.Println("", n)
	var fs []func() int
	for i, v := range []int{7, 8} {
		fs = append(fs, func() int { return i*10 + v })
	}
	fmt.Println(fs[0](), fs[1]())
}

func main() {
	ranges()
	flags()
	lens()
	counted()
	conds()
}

// Output:
// 13 10
//  1 a <nil> 10
// 7 18
// set next set set
// recovered: runtime error: index out of range [4] with length 4
// 29 [1 2 3 11 12]
//  0 3 1 2
//  12 3 1
// 4637360
// [0 1 5 6 7]
// [1 10 12 21] 3 -1
// 2
// 4
// 3
// 127
// 0 1 2
// 1000
// false false false false false true false false false false false true false false
// false true false true true false true true false false true false true true
// true true false false false true false true true false true false true true
// false false true true false true true false false true true false false false
// true true true false true true true true
// false false false true true false true true
// true true true false true true true true
// yes
// yes2
// [or and not or2]
// not 1
// 1
