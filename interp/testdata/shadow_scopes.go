package main

import "fmt"

var x = "package"

func show() string { return x }

func main() {
	fmt.Println(x)
	x := "main"
	fmt.Println(x, show())
	{
		x := 3
		x++
		fmt.Println(x)
	}
	for x := 0; x < 2; x++ {
		fmt.Println("loop", x)
	}
	if x := len(x); x > 3 {
		fmt.Println("if", x)
	}
	fmt.Println(x)
	len := func(s string) int { return 42 }
	fmt.Println(len("abc"))
	true := false
	fmt.Println(true)
}

// Output:
// package
// main package
// 4
// loop 0
// loop 1
// if 4
// main
// 42
// false
