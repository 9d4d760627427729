package main

import "fmt"

func main() {
	var a uint8 = 255
	a++
	fmt.Println(a)
	var b uint8 = 0
	b--
	fmt.Println(b)
	var c uint16 = 65535
	c += 2
	fmt.Println(c)
	var d uint32 = 0
	d -= 1
	fmt.Println(d)
	var e uint64 = 0
	e--
	fmt.Println(e)
	var u uint = 3
	fmt.Println(u-4 > 0)
	var p uintptr = 10
	p -= 11
	fmt.Println(p == ^uintptr(0))
	var x uint8 = 200
	var y uint8 = 100
	fmt.Println(x+y, x*y, y-x)
}

// Output:
// 0
// 255
// 1
// 4294967295
// 18446744073709551615
// true
// true
// 44 32 156
