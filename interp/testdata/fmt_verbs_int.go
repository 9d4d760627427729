package main

import "fmt"

func main() {
	n := 255
	fmt.Printf("%d|%5d|%-5d|%05d|%+d\n", n, n, n, n, n)
	fmt.Printf("%x|%X|%#x|%o|%#o|%O|%b\n", n, n, n, n, n, n, n)
	fmt.Printf("%c|%q|%U|%#U\n", 65, 'x', 0x1F600, 'é')
	fmt.Printf("%d %d\n", -42, uint8(200))
	fmt.Printf("%x %X\n", -255, int8(-1))
	fmt.Printf("%08b\n", 5)
	fmt.Printf("%v %v\n", int64(-1)<<40, uint64(1)<<63)
	fmt.Printf("%3c|%-3c|\n", 'a', 'b')
	fmt.Printf("%d%%\n", 50)
}

// Output:
// 255|  255|255  |00255|+255
// ff|FF|0xff|377|0377|0o377|11111111
// A|'x'|U+1F600|U+00E9 'é'
// -42 200
// -ff -1
// 00000101
// -1099511627776 9223372036854775808
//   a|b  |
// 50%
