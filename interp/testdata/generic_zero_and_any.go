package main

import "fmt"

type Optional[T any] struct {
	val   T
	valid bool
}

func Some[T any](v T) Optional[T] { return Optional[T]{v, true} }
func None[T any]() Optional[T]    { return Optional[T]{} }

func (o Optional[T]) OrElse(d T) T {
	if o.valid {
		return o.val
	}
	return d
}

func (o Optional[T]) String() string {
	if !o.valid {
		return "None"
	}
	return fmt.Sprintf("Some(%v)", o.val)
}

func main() {
	a := Some(42)
	b := None[int]()
	fmt.Println(a, b, a.OrElse(0), b.OrElse(-1))
	c := Some([]string{"x"})
	fmt.Println(c, None[string]().OrElse("default"))
	fmt.Printf("%v|%+v\n", Some(3.5), None[bool]())
}

// Output:
// Some(42) None 42 -1
// Some([x]) default
// Some(3.5)|None
