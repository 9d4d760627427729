package main

import (
	"fmt"
	"strconv"
)

func main() {
	n := 65
	fmt.Println(string(rune(n)), strconv.Itoa(n), fmt.Sprint(n))
	b := byte(0xe9)
	fmt.Println(string(rune(b)), []byte(string(rune(b))))
	digits := ""
	for i := 0; i < 5; i++ {
		digits += string(rune('0' + i))
	}
	fmt.Println(digits)
	rs := []rune{72, 105}
	fmt.Println(string(rs))
	type MyBytes []byte
	mb := MyBytes("xyz")
	fmt.Println(string(mb), len(mb))
	type MyString string
	ms := MyString(mb)
	fmt.Printf("%T %v\n", ms, ms)
}

// Output:
// A 65 65
// é [195 169]
// 01234
// Hi
// xyz 3
// main.MyString xyz
