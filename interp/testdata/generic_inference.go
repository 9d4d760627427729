package main

import "fmt"

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	var ks []K
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

func First[S ~[]E, E any](s S) E { return s[0] }

func Zero[T any]() T {
	var z T
	return z
}

func Apply[T any, R any](v T, f func(T) R) R { return f(v) }

type Names []string

func main() {
	ks := Keys(map[string]bool{"only": true})
	fmt.Println(ks, len(ks))
	fmt.Println(First(Names{"x", "y"}))
	fmt.Printf("%q %v %v\n", Zero[string](), Zero[int](), Zero[*int]() == nil)
	fmt.Println(Apply(3, func(i int) string { return fmt.Sprint(i, "!") }))
	fmt.Printf("%T\n", First[[]float64])
}

// Output:
// [only] 1
// x
// "" 0 true
// 3!
// func([]float64) float64
