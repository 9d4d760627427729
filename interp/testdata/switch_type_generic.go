package main

import "fmt"

func Describe[T any](v T) string {
	switch x := any(v).(type) {
	case int:
		return fmt.Sprintf("int %d", x)
	case string:
		return fmt.Sprintf("string %q", x)
	case []T:
		return "slice of T"
	case fmt.Stringer:
		return "stringer " + x.String()
	default:
		return fmt.Sprintf("other %T", x)
	}
}

type Name string

func (n Name) String() string { return "name:" + string(n) }

func main() {
	fmt.Println(Describe(1))
	fmt.Println(Describe("s"))
	fmt.Println(Describe(Name("bo")))
	fmt.Println(Describe(2.5))
	fmt.Println(Describe([]int{1}))
	fmt.Println(Describe[any](nil))
}

// Output:
// int 1
// string "s"
// stringer name:bo
// other float64
// other []int
// other <nil>
