package main

import "fmt"

func split(sum int) (x, y int) {
	x = sum * 4 / 9
	y = sum - x
	return
}

func shadow() (n int) {
	n = 1
	{
		n := 2
		_ = n
	}
	return
}

func explicit() (a, b string) {
	a, b = "x", "y"
	return b, a
}

func main() {
	fmt.Println(split(17))
	fmt.Println(shadow())
	fmt.Println(explicit())
}

// Output:
// 7 10
// 1
// y x
