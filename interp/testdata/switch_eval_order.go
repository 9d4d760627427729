package main

import "fmt"

func v(n int) int {
	fmt.Println("eval", n)
	return n
}

func main() {
	switch v(2) {
	case v(1), v(2), v(3):
		fmt.Println("matched")
	case v(4):
		fmt.Println("no")
	}
	type T struct{ a int }
	switch (T{1}) {
	case T{0}:
		fmt.Println("zero")
	case T{1}:
		fmt.Println("one")
	}
	var i interface{} = 3
	switch i {
	case "3":
		fmt.Println("string")
	case 3.0:
		fmt.Println("float")
	case 3:
		fmt.Println("int")
	}
}

// Output:
// eval 2
// eval 1
// eval 2
// matched
// one
// int
