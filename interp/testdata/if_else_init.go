package main

import (
	"fmt"
	"strconv"
)

func grade(score int) string {
	if score >= 90 {
		return "A"
	} else if score >= 80 {
		return "B"
	} else if score >= 70 {
		return "C"
	}
	return "F"
}

func main() {
	for _, s := range []int{95, 85, 75, 10} {
		fmt.Print(grade(s))
	}
	fmt.Println()
	if n, err := strconv.Atoi("42"); err == nil {
		fmt.Println("parsed", n)
	} else {
		fmt.Println("error", err)
	}
	if n, err := strconv.Atoi("4x2"); err != nil {
		fmt.Println("error:", err, n)
	}
	x := 10
	if x := 5; x > 3 {
		fmt.Println("inner x", x)
	}
	fmt.Println("outer x", x)
	if v := x * 2; v > 100 {
		fmt.Println("big")
	} else if w := v + 1; w > 20 {
		fmt.Println("medium", v, w)
	} else {
		fmt.Println("small", v, w)
	}
}

// Output:
// ABCF
// parsed 42
// error: strconv.Atoi: parsing "4x2": invalid syntax 0
// inner x 5
// outer x 10
// medium 20 21
