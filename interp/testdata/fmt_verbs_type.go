package main

import (
	"errors"
	"fmt"
)

type MyMap map[string][]int
type Fn func(int) (string, error)
type Gen[T any] struct{ V T }

func main() {
	var e error = errors.New("x")
	vals := []interface{}{1, "s", 2.0, float32(1), 'r', byte(1), []int{}, [3]string{}, map[int]bool{}, &struct{}{}, e, MyMap{}, Fn(nil), func() {}, nil, Gen[int]{}, Gen[[]string]{}, complex64(1)}
	for _, v := range vals {
		fmt.Printf("%T\n", v)
	}
}

// Output:
// int
// string
// float64
// float32
// int32
// uint8
// []int
// [3]string
// map[int]bool
// *struct {}
// *errors.errorString
// main.MyMap
// main.Fn
// func()
// <nil>
// main.Gen[int]
// main.Gen[[]string]
// complex64
