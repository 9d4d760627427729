package main

import (
	"errors"
	"fmt"
	"strconv"
)

func parseAll(ss []string) (sum int, err error) {
	for _, s := range ss {
		n, err := strconv.Atoi(s) // shadows the named result
		if err != nil {
			return 0, errors.New("bad " + s)
		}
		sum += n
	}
	return sum, err
}

func main() {
	fmt.Println(parseAll([]string{"1", "2", "3"}))
	fmt.Println(parseAll([]string{"1", "x"}))
	var err error
	if true {
		_, err := strconv.Atoi("q")
		_ = err
	}
	fmt.Println(err == nil)
	a, b := 1, 2
	a, c := 3, 4 // a reused, c new
	fmt.Println(a, b, c)
}

// Output:
// 6 <nil>
// 0 bad x
// true
// 3 2 4
