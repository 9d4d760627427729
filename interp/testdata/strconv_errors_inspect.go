package main

import (
	"errors"
	"fmt"
	"strconv"
)

func main() {
	_, err := strconv.Atoi("x1")
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		fmt.Println(ne.Func, ne.Num, ne.Err)
	}
	fmt.Println(errors.Is(err, strconv.ErrSyntax))
	_, err = strconv.ParseInt("128", 10, 8)
	fmt.Println(errors.Is(err, strconv.ErrRange), err)
}

// Output:
// Atoi x1 invalid syntax
// true
// true strconv.ParseInt: parsing "128": value out of range
