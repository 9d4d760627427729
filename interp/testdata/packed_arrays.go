package main

import (
	"fmt"
	"strings"
)

func main() {
	// Arrays of basic types are values: copied, compared with ==.
	a := [3]int{1, 2, 3}
	b := a
	b[0] = 10
	fmt.Println(a, b, a == b, a == [3]int{1, 2, 3})
	m := map[[2]bool]int{{true, false}: 1}
	m[[2]bool{true, false}]++
	fmt.Println(m)

	// An array pointer converted from a slice shares its storage.
	s := []float64{1, 2, 3, 4}
	p := (*[2]float64)(s)
	p[1] = 20
	(*p)[0] += 0.5
	fmt.Println(s, *p, len(p))
	arr := *p
	arr[0] = -1
	fmt.Println(arr, s[0], arr == *p)
	for i, v := range p {
		fmt.Println(i, v)
	}
	*p = [2]float64{7, 8}
	fmt.Println(s)
	q := &p[1]
	*q *= 2
	fmt.Println(s[1])

	// []byte and string conversions are unchanged; []int of runes too.
	bs := []byte("héllo")
	fmt.Println(bs, string(bs[1:3]), strings.ToUpper(string(bs)))
	rs := []rune("héllo")
	ns := make([]int, len(rs))
	for i, r := range rs {
		ns[i] = int(r)
	}
	fmt.Println(ns)

	// Multiple assignment: both sides evaluated first, then stored in order.
	xs := []int{1, 2, 3}
	i := 0
	i, xs[i] = 2, 9
	fmt.Println(i, xs)
	xs[0], xs[2] = xs[2], xs[0]
	fmt.Println(xs)
	var np *int
	defer func() {
		fmt.Println("recovered:", recover(), xs)
		ys := make([]uint8, 2)
		zs := make([]int16, 2)
		k := 5
		defer func() { fmt.Println("recovered:", recover()) }()
		ys[1] = 1
		zs[k-3] = 7
	}()
	xs[1], *np = 5, 6
}

// Output:
// [1 2 3] [10 2 3] false true
// map[[true false]:2]
// [1.5 20 3 4] [1.5 20] 2
// [-1 20] 1.5 false
// 0 1.5
// 1 20
// [7 8 3 4]
// 16
// [104 195 169 108 108 111] é HÉLLO
// [104 233 108 108 111]
// 2 [9 2 3]
// [3 2 9]
// recovered: runtime error: invalid memory address or nil pointer dereference [3 5 9]
// recovered: runtime error: index out of range [2] with length 2
