package main

import "fmt"

func t() bool { fmt.Println("t called"); return true }
func f() bool { fmt.Println("f called"); return false }

func main() {
	a, b := true, false
	fmt.Println(a && b, a || b, !a, a != b, a == !b)
	// short-circuit evaluation
	fmt.Println(f() && t())
	fmt.Println(t() || f())
	var z bool
	fmt.Println(z, fmt.Sprint(z), fmt.Sprintf("%v %t", a, b))
	type flag bool
	var fl flag = true
	fmt.Printf("%v %T\n", fl, fl)
}

// Output:
// false true false true true
// f called
// false
// t called
// true
// false false true false
// true main.flag
