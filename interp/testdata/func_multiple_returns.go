package main

import (
	"errors"
	"fmt"
)

func divmod(a, b int) (q, r int) {
	q = a / b
	r = a % b
	return
}

func safeDiv(a, b float64) (float64, error) {
	if b == 0 {
		return 0, errors.New("division by zero")
	}
	return a / b, nil
}

func three() (int, string, bool) { return 1, "two", true }

func pass() (int, int) { return divmod(17, 5) }

func main() {
	q, r := divmod(17, 5)
	fmt.Println(q, r)
	fmt.Println(divmod(-17, 5))
	if v, err := safeDiv(1, 0); err != nil {
		fmt.Println("error:", err, v)
	}
	v, err := safeDiv(1, 4)
	fmt.Println(v, err)
	a, b, c := three()
	fmt.Println(a, b, c)
	_, s, _ := three()
	fmt.Println(s)
	fmt.Println(pass())
	x, y := 1, 2
	x, y = y, x+y
	fmt.Println(x, y)
}

// Output:
// 3 2
// -3 -2
// error: division by zero 0
// 0.25 <nil>
// 1 two true
// two
// 3 2
// 2 3
