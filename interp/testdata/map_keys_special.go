package main

import (
	"fmt"
	"math"
)

func main() {
	m := map[float64]string{}
	m[0.0] = "zero"
	m[math.Copysign(0, -1)] = "negzero"
	fmt.Println(len(m), m[0])
	type K struct {
		a int
		b string
	}
	km := map[K]int{}
	km[K{1, "x"}]++
	km[K{1, "x"}]++
	fmt.Println(km)
	im := map[interface{}]string{}
	im[int8(1)] = "int8"
	im[int16(1)] = "int16"
	im[1] = "int"
	fmt.Println(len(im), im[int16(1)])
	pm := map[*int]int{}
	a, b := 1, 1
	pm[&a] = 1
	pm[&b] = 2
	pm[&a] += 10
	fmt.Println(len(pm), pm[&a])
	am := map[[2]string]bool{{"a", "b"}: true}
	fmt.Println(am[[2]string{"a", "b"}], am[[2]string{"b", "a"}])
}

// Output:
// 1 negzero
// map[{1 x}:2]
// 3 int16
// 2 11
// true false
