package main

import (
	"errors"
	"fmt"
)

func parse(s string) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("parse %q: %v", s, r)
			n = -1
		}
	}()
	for _, c := range s {
		if c < '0' || c > '9' {
			panic(fmt.Sprintf("bad digit %q", c))
		}
		n = n*10 + int(c-'0')
	}
	return n, nil
}

func divide(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = e
			}
		}
	}()
	q = a / b
	return
}

func main() {
	fmt.Println(parse("1234"))
	fmt.Println(parse("12x4"))
	q, err := divide(7, 0)
	fmt.Println(q, err)
	var re interface{ RuntimeError() }
	fmt.Println(errors.As(err, &re))
	fmt.Println(divide(7, 2))
}

// Output:
// 1234 <nil>
// -1 parse "12x4": bad digit 'x'
// 0 runtime error: integer divide by zero
// true
// 3 <nil>
