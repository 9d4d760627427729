package main

import "fmt"

const big = 1 << 100
const small = big >> 98

const pi = 3.14159265358979323846264338327950288419716939937510582097494459
const third = 1.0 / 3

func main() {
	fmt.Println(small, big/(1<<97))
	fmt.Println(pi, float32(pi))
	fmt.Println(third, third*3 == 1)
	const c = 'a' + 1
	fmt.Printf("%v %T %c\n", c, c, c)
	const s = "hello" + ", " + "world"
	fmt.Println(s, len(s))
	var f float64 = 1 / 2
	var g float64 = 1.0 / 2
	fmt.Println(f, g)
	const h = 10 / 4
	const k = 10 / 4.0
	fmt.Println(h, k)
	x := 5
	fmt.Println(x / 2 * 2.0)
}

// Output:
// 4 8
// 3.141592653589793 3.1415927
// 0.3333333333333333 true
// 98 int32 b
// hello, world 12
// 0 0.5
// 2 2.5
// 4
