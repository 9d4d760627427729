package main

import "fmt"

type A struct{}
type B struct{}

func (A) M() {}

type M interface{ M() }

func kind(v any) int {
	switch v.(type) {
	case M:
		return 1
	case B, *B:
		return 2
	}
	return 0
}

func main() {
	fmt.Println(kind(A{}), kind(&A{}), kind(B{}), kind(&B{}), kind(nil), kind(3))
	var x any = 2.5
	switch y := x.(type) {
	case int:
		fmt.Println("int", y)
	default:
		fmt.Printf("%T %v\n", y, y)
	}
}

// Output:
// 1 1 2 2 0 0
// float64 2.5
