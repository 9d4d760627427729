package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Double[T Number](x T) T { return x * 2 }

func main() {
	fmt.Println(Double("ab"))
}

// Error:
// typeerr_constraint_not_satisfied.go:12:14: string does not satisfy Number (string missing in ~int | ~float64)
