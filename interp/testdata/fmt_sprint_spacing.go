package main

import "fmt"

func main() {
	fmt.Println(fmt.Sprint("a", "b", 1, 2, "c", 3.5, true))
	fmt.Println(fmt.Sprint(1, 2), fmt.Sprint("x", 1, "y"))
	fmt.Println(fmt.Sprintln("a", 1) == "a 1\n")
	fmt.Print("no", "space", 1, 2, "\n")
	fmt.Print(1, 2, 3, "\n")
	s := fmt.Sprintf("%d-%s", 7, "x")
	fmt.Println(s, len(s))
	fmt.Println(fmt.Sprintf("%v", nil), fmt.Sprint(nil))
	fmt.Println(fmt.Sprintf("%d %s", 1))
	fmt.Println(fmt.Sprintf("%d", "str"))
	fmt.Println(fmt.Sprintf("%d", 1, 2))
	fmt.Println(fmt.Sprintf("%!", 1))
}

// Output:
// ab1 2c3.5 true
// 1 2 x1y
// true
// nospace1 2
// 1 2 3
// 7-x 3
// <nil> <nil>
// 1 %!s(MISSING)
// %!d(string=str)
// 1%!(EXTRA int=2)
// %!!(int=1)
