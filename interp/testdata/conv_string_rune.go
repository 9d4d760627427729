package main

import "fmt"

func main() {
	r := rune(65)
	fmt.Println(string(r), string(rune(0x4e16)), string(rune(-1)), string(rune(0x10FFFF+1)))
	b := []byte("héllo")
	fmt.Println(b, len(b))
	rs := []rune("héllo")
	fmt.Println(rs, len(rs))
	fmt.Println(string(b[1:3]), string(rs[1:3]))
	b[0] = 'H'
	fmt.Println(string(b))
	s := "abc"
	bs := []byte(s)
	bs[0] = 'X'
	fmt.Println(s, string(bs))
	var nb []byte
	fmt.Println(string(nb) == "", len(string(nb)))
	fmt.Println(string([]rune{0x1F600, 'x'}))
}

// Output:
// A 世 � �
// [104 195 169 108 108 111] 6
// [104 233 108 108 111] 5
// é él
// Héllo
// abc Xbc
// true 0
// 😀x
