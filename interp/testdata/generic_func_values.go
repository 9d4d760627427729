package main

import "fmt"

func Identity[T any](x T) T { return x }

func Compose[A, B, C any](f func(A) B, g func(B) C) func(A) C {
	return func(a A) C { return g(f(a)) }
}

func Repeat[T any](v T, n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = v
	}
	return out
}

func main() {
	idInt := Identity[int]
	fmt.Println(idInt(5))
	f := Compose(func(i int) string { return fmt.Sprint(i * 2) }, func(s string) int { return len(s) })
	fmt.Println(f(12345))
	fmt.Println(Repeat("ab", 3), len(Repeat[float64](0, 4)))
	fns := []func(int) int{Identity[int], func(x int) int { return -x }}
	for _, fn := range fns {
		fmt.Println(fn(7))
	}
	fmt.Printf("%T\n", Identity[string])
}

// Output:
// 5
// 5
// [ab ab ab] 4
// 7
// -7
// func(string) string
