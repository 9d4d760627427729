package main

import "fmt"

func modify(a [3]int)     { a[0] = 100 }
func modifyPtr(a *[3]int) { a[0] = 100 }

func main() {
	a := [3]int{1, 2, 3}
	b := a
	b[1] = 20
	fmt.Println(a, b)
	modify(a)
	fmt.Println(a)
	modifyPtr(&a)
	fmt.Println(a)
	c := [...]string{2: "c", 0: "a"}
	fmt.Println(len(c), c, c[1] == "")
	fmt.Printf("%q\n", c)
	var z [4]bool
	fmt.Println(z)
	s := a[:]
	s[2] = 30
	fmt.Println(a, s)
}

// Output:
// [1 2 3] [1 20 3]
// [1 2 3]
// [100 2 3]
// 3 [a  c] true
// ["a" "" "c"]
// [false false false false]
// [100 2 30] [100 2 30]
