package main

import (
	"errors"
	"fmt"
)

func main() {
	err := errors.New("bad thing")
	fmt.Printf("%v|%s|%q|%x\n", err, err, err, err)
	fmt.Printf("%v\n", []error{err})
	var nilErr error
	fmt.Printf("%v\n", nilErr)
	e2 := fmt.Errorf("context: %v (%d)", err, 3)
	fmt.Println(e2)
	fmt.Printf("%T %T\n", err, e2)
}

// Output:
// bad thing|bad thing|"bad thing"|626164207468696e67
// [bad thing]
// <nil>
// context: bad thing (3)
// *errors.errorString *errors.errorString
