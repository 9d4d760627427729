package main

import (
	"fmt"
	"strconv"
)

func main() {
	x := 3.14159265
	fmt.Println(strconv.FormatFloat(x, 'f', 2, 64))
	fmt.Println(strconv.FormatFloat(x, 'e', 3, 64))
	fmt.Println(strconv.FormatFloat(x, 'g', -1, 64))
	fmt.Println(strconv.FormatFloat(x, 'f', -1, 32))
	fmt.Println(strconv.FormatFloat(1e21, 'f', -1, 64), strconv.FormatFloat(0.1, 'b', -1, 64))
	f, err := strconv.ParseFloat("2.5e3", 64)
	fmt.Println(f, err)
	f, err = strconv.ParseFloat("inf", 64)
	fmt.Println(f, err)
	f, err = strconv.ParseFloat("1e400", 64)
	fmt.Println(f, err)
	f, err = strconv.ParseFloat("abc", 64)
	fmt.Println(f, err)
	f, err = strconv.ParseFloat("0.1", 32)
	fmt.Println(f, err)
	fmt.Println(strconv.AppendInt([]byte("n="), 42, 10), string(strconv.AppendFloat(nil, 1.5, 'g', -1, 64)))
}

// Output:
// 3.14
// 3.142e+00
// 3.14159265
// 3.1415927
// 1000000000000000000000 7205759403792794p-56
// 2500 <nil>
// +Inf <nil>
// +Inf strconv.ParseFloat: parsing "1e400": value out of range
// 0 strconv.ParseFloat: parsing "abc": invalid syntax
// 0.10000000149011612 <nil>
// [110 61 52 50] 1.5
