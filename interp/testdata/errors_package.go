package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

type QueryError struct {
	Query string
	Err   error
}

func (e *QueryError) Error() string { return e.Query + ": " + e.Err.Error() }
func (e *QueryError) Unwrap() error { return e.Err }

func lookup(q string) error {
	return &QueryError{q, ErrNotFound}
}

func main() {
	err := lookup("select")
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrNotFound), err == ErrNotFound)
	var qe *QueryError
	if errors.As(err, &qe) {
		fmt.Println("query was", qe.Query)
	}
	wrapped := fmt.Errorf("handler: %w", err)
	fmt.Println(wrapped)
	fmt.Println(errors.Is(wrapped, ErrNotFound), errors.Unwrap(wrapped) == err, errors.Unwrap(errors.Unwrap(wrapped)) == ErrNotFound)
	fmt.Println(errors.Unwrap(ErrNotFound) == nil)
	notWrapped := fmt.Errorf("handler: %v", err)
	fmt.Println(errors.Is(notWrapped, ErrNotFound), notWrapped)
	e1, e2 := errors.New("same"), errors.New("same")
	fmt.Println(e1 == e2, errors.Is(e1, e2))
}

// Output:
// select: not found
// true false
// query was select
// handler: select: not found
// true true true
// true
// false handler: select: not found
// false false
