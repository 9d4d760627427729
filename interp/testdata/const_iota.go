package main

import "fmt"

const (
	A = iota
	B
	C
	_
	E
)

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
)

const (
	x, y = iota, iota * 10
	z, w
)

type Flag uint8

const (
	FlagA Flag = 1 << iota
	FlagB
	FlagC
)

const (
	p = "s"
	q
	r = iota
)

func main() {
	fmt.Println(A, B, C, E)
	fmt.Println(KB, MB, GB)
	fmt.Println(x, y, z, w)
	fmt.Println(FlagA|FlagC, FlagB, FlagA&FlagB)
	fmt.Println(p, q, r)
}

// Output:
// 0 1 2 4
// 1024 1048576 1073741824
// 0 0 1 10
// 5 2 0
// s s 2
