package main

import "fmt"

func describe(n int) []string {
	var out []string
	switch {
	case n > 100:
		out = append(out, "huge")
		fallthrough
	case n > 10:
		out = append(out, "big")
		fallthrough
	case n > 0:
		out = append(out, "positive")
	case n == 0:
		out = append(out, "zero")
	default:
		out = append(out, "negative")
	}
	return out
}

func main() {
	for _, n := range []int{500, 50, 5, 0, -5} {
		fmt.Println(n, describe(n))
	}
	switch 2 {
	case 1:
		fmt.Println(1)
	case 2:
		fmt.Println(2)
		fallthrough
	default:
		fmt.Println("default")
	case 3:
		fmt.Println(3)
	}
}

// Output:
// 500 [huge big positive]
// 50 [big positive]
// 5 [positive]
// 0 [zero]
// -5 [negative]
// 2
// default
