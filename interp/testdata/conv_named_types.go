package main

import "fmt"

type Meters float64
type Feet float64
type MyInt int
type IntSlice []int
type Str string

func main() {
	m := Meters(10)
	f := Feet(m * 3.28084)
	fmt.Printf("%.2f %T\n", f, f)
	var i MyInt = 5
	j := int(i) + 1
	fmt.Println(j, MyInt(j)*i)
	s := IntSlice([]int{3, 1, 2})
	var raw []int = s
	raw[0] = 99
	fmt.Println(s, len(s))
	var st Str = "go"
	fmt.Println(string(st)+"!", []byte(st))
	type Pair struct{ A, B int }
	type Pair2 struct{ A, B int }
	p := Pair{1, 2}
	q := Pair2(p)
	fmt.Println(q)
}

// Output:
// 32.81 main.Feet
// 6 30
// [99 1 2] 3
// go! [103 111]
// {1 2}
