package main

import "fmt"

func day(n int) string {
	switch n {
	case 0, 6:
		return "weekend"
	case 1, 2, 3, 4, 5:
		return "weekday"
	default:
		return "invalid"
	}
}

func main() {
	for _, n := range []int{0, 3, 6, 9} {
		fmt.Println(n, day(n))
	}
	switch x := 5; {
	case x > 3:
		fmt.Println("x > 3")
		fallthrough
	case x > 100:
		fmt.Println("fallthrough reached")
	case x > 1:
		fmt.Println("not reached")
	}
	switch s := "go"; s + "lang" {
	case "golang":
		fmt.Println("matched", s)
	}
	switch {
	default:
		fmt.Println("default first but evaluated last")
	case 1 > 2:
		fmt.Println("no")
	}
}

// Output:
// 0 weekend
// 3 weekday
// 6 weekend
// 9 invalid
// x > 3
// fallthrough reached
// matched go
// default first but evaluated last
