package main

import (
	"fmt"
	"strconv"
)

func main() {
	fmt.Println(strconv.Itoa(-45), strconv.Itoa(0))
	n, err := strconv.Atoi("123")
	fmt.Println(n, err)
	n, err = strconv.Atoi("12a")
	fmt.Println(n, err)
	n, err = strconv.Atoi("")
	fmt.Println(n, err)
	n, err = strconv.Atoi("99999999999999999999")
	fmt.Println(n, err)
	i64, err := strconv.ParseInt("-ff", 16, 64)
	fmt.Println(i64, err)
	i64, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(i64, err)
	u, err := strconv.ParseUint("0b1011", 0, 64)
	fmt.Println(u, err)
	b, err := strconv.ParseBool("true")
	fmt.Println(b, err)
	_, err = strconv.ParseBool("yes")
	fmt.Println(err)
	fmt.Println(strconv.FormatInt(-255, 16), strconv.FormatInt(5, 2), strconv.FormatUint(1<<63, 36))
	fmt.Println(strconv.FormatBool(false))
}

// Output:
// -45 0
// 123 <nil>
// 0 strconv.Atoi: parsing "12a": invalid syntax
// 0 strconv.Atoi: parsing "": invalid syntax
// 9223372036854775807 strconv.Atoi: parsing "99999999999999999999": value out of range
// -255 <nil>
// 127 strconv.ParseInt: parsing "300": value out of range
// 11 <nil>
// true <nil>
// strconv.ParseBool: parsing "yes": invalid syntax
// -ff 101 1y2p0ij32e8e8
// false
