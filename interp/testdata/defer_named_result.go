package main

import (
	"errors"
	"fmt"
)

func double() (n int) {
	defer func() { n *= 2 }()
	return 21
}

func wrapErr() (err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("wrapped: %w", err)
		}
	}()
	return errors.New("inner")
}

func unnamed() int {
	x := 1
	defer func() { x = 100 }()
	return x
}

func counter() (i int) {
	defer func() { i++ }()
	defer func() { i *= 10 }()
	i = 1
	return i + 1
}

func main() {
	fmt.Println(double())
	fmt.Println(wrapErr())
	fmt.Println(unnamed())
	fmt.Println(counter())
}

// Output:
// 42
// wrapped: inner
// 1
// 21
