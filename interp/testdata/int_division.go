package main

import "fmt"

func main() {
	fmt.Println(7/2, -7/2, 7/-2, -7/-2)
	fmt.Println(7%3, -7%3, 7%-3, -7%-3)
	var a int8 = -128
	var b int8 = -1
	fmt.Println(a/b, a%b)
	var x int64 = -9223372036854775808
	var y int64 = -1
	fmt.Println(x/y, x%y)
	var u uint8 = 250
	fmt.Println(u/7, u%7)
	fmt.Println(1<<10, 1024>>3, -16>>2, uint8(255)>>4)
}

// Output:
// 3 -3 -3 3
// 1 -1 1 -1
// -128 0
// -9223372036854775808 0
// 35 5
// 1024 128 -4 15
