package main

import "fmt"

type Iter[T any] interface{ Next() T }

type IterFunc[T any] func() T

func (f IterFunc[T]) Next() T { return f() }

func count() int {
	n := 0
	f := func() int { n++; return n }
	// A local blank variable still evaluates its initialiser.
	var _ = f()
	var _ interface{} = f()
	var _, _ = f(), f()
	var _ Iter[int] = IterFunc[int](nil)
	return n
}

func main() {
	for i := range "ab" {
		var _ *int = &i
	}
	var _ = 7 / "0"[0]
	fmt.Println(count())
}

// Output:
// 4
