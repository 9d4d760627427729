package main

import "fmt"

type E struct{}
type Nested struct {
	A []map[string][]int
	B [2]*int
}

func main() {
	one := 1
	n := Nested{A: []map[string][]int{{"x": {1, 2}}, nil}, B: [2]*int{nil, nil}}
	fmt.Println(n.A)
	fmt.Printf("%+v\n", n.A)
	n.B[0] = &one
	fmt.Println(n.B[1], *n.B[0])
	fmt.Println(E{}, []E{{}, {}}, struct{}{})
	fmt.Println([][]string{{"a"}, {}, nil})
	fmt.Println([]interface{}{[]int{1}, map[int]int{1: 1}, "s"})
	fmt.Printf("%v %d\n", [3]uint8{1, 2, 3}, []int8{-1, 2})
	fmt.Printf("%s\n", []string{"x", "y"})
	fmt.Printf("%v\n", [][2]float64{{0.5, 1}, {2, 3.25}})
}

// Output:
// [map[x:[1 2]] map[]]
// [map[x:[1 2]] map[]]
// <nil> 1
// {} [{} {}] {}
// [[a] [] []]
// [[1] map[1:1] s]
// [1 2 3] [-1 2]
// [x y]
// [[0.5 1] [2 3.25]]
