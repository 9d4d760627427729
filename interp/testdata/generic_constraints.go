package main

import "fmt"

type Number interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~float32 | ~float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type MyFloat float64

type Ordered interface {
	~int | ~float64 | ~string
}

func Max[T Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[int8](100, 100))
	fmt.Println(Sum(MyFloat(1), MyFloat(2)))
	fmt.Printf("%T\n", Sum(MyFloat(1)))
	fmt.Println(Max(3, 7), Max("abc", "abd"), Max(2.5, -1))
	fmt.Println(Sum[float32]())
}

// Output:
// 6 3.75 -56
// 3
// main.MyFloat
// 7 abd 2.5
// 0
