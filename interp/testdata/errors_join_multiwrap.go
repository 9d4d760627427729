package main

import (
	"errors"
	"fmt"
)

var (
	ErrA = errors.New("a failed")
	ErrB = errors.New("b failed")
)

func main() {
	j := errors.Join(ErrA, ErrB)
	fmt.Println(j)
	fmt.Println(errors.Is(j, ErrA), errors.Is(j, ErrB))
	w := fmt.Errorf("both: %w and %w", ErrA, ErrB)
	fmt.Println(w, errors.Is(w, ErrB))
	fmt.Println(errors.Join(nil, nil) == nil)
	var target interface{ Unwrap() []error }
	fmt.Println(errors.As(w, &target), len(target.Unwrap()))
}

// Output:
// a failed
// b failed
// true true
// both: a failed and b failed true
// true
// true 2
