package main

import "fmt"

func main() {
	var a int8 = 127
	a++
	fmt.Println(a)
	var b int8 = -128
	b--
	fmt.Println(b)
	var c int8 = 100
	c *= 3
	fmt.Println(c)
	var d int8 = -128
	fmt.Println(-d, d/-1, d*-1)
	var e int16 = 32767
	e += 10
	fmt.Println(e)
	var f int32 = 1 << 30
	f *= 4
	fmt.Println(f)
	var g int64 = 1<<63 - 1
	g++
	fmt.Println(g)
}

// Output:
// -128
// 127
// 44
// -128 -128 -128
// -32759
// 0
// -9223372036854775808
