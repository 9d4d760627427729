package main

import (
	"errors"
	"fmt"
	"runtime"
)

func main() {
	defer func() {
		r := recover()
		fmt.Println(r != nil)
		err, ok := r.(error)
		fmt.Println(ok, err)
		var pne *runtime.PanicNilError
		fmt.Println(errors.As(err, &pne))
	}()
	panic(nil)
}

// Output:
// true
// true panic called with nil argument
// true
