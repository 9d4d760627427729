package main

import (
	"errors"
	"fmt"
)

var ErrNeg = errors.New("negative")

func check(n int) int {
	if n < 0 {
		panic(ErrNeg)
	}
	if n == 0 {
		panic("zero")
	}
	return 100 / n
}

func safeCheck(n int) (v int, err error) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case error:
			err = r
		default:
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return check(n), nil
}

func main() {
	for _, n := range []int{5, -1, 0, 50} {
		v, err := safeCheck(n)
		fmt.Println(v, err, errors.Is(err, ErrNeg))
	}
}

// Output:
// 20 <nil> false
// 0 negative true
// 0 panic: zero false
// 2 <nil> false
