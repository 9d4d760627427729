package main

import "fmt"

func main() {
	for i := range 3 {
		fmt.Println(i)
	}
	n := 0
	for range 5 {
		n++
	}
	fmt.Println(n)
	var u uint8 = 4
	for i := range u {
		fmt.Printf("%T %v\n", i, i)
	}
	for i := range 0 {
		fmt.Println("never", i)
	}
	for i := range -2 {
		fmt.Println("never", i)
	}
	type Count int
	for c := range Count(2) {
		fmt.Printf("%T %v\n", c, c)
	}
}

// Output:
// 0
// 1
// 2
// 5
// uint8 0
// uint8 1
// uint8 2
// uint8 3
// main.Count 0
// main.Count 1
