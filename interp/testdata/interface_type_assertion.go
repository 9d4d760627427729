package main

import "fmt"

type Stringer interface{ String() string }
type T int

func (t T) String() string { return fmt.Sprintf("T(%d)", int(t)) }

func main() {
	var x interface{} = 42
	n := x.(int)
	fmt.Println(n + 1)
	s, ok := x.(string)
	fmt.Printf("%q %v\n", s, ok)
	f, ok := x.(float64)
	fmt.Println(f, ok)
	var y interface{} = T(7)
	st, ok := y.(Stringer)
	fmt.Println(st, ok)
	_, ok = x.(Stringer)
	fmt.Println(ok)
	var z interface{}
	_, ok = z.(int)
	fmt.Println(ok)
	t := y.(T)
	fmt.Println(int(t) * 2)
}

// Output:
// 43
// "" false
// 0 false
// T(7) true
// false
// false
// 14
