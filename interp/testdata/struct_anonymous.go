package main

import "fmt"

func main() {
	pt := struct {
		X, Y int
	}{3, 4}
	fmt.Println(pt, pt.X*pt.Y)
	items := []struct {
		Name  string
		Price float64
	}{
		{"apple", 0.5},
		{"pear", 0.75},
	}
	total := 0.0
	for _, it := range items {
		total += it.Price
	}
	fmt.Printf("%.2f %+v\n", total, items[1])
	type named struct{ X, Y int }
	var n named = pt
	fmt.Println(n)
	var empty struct{}
	fmt.Println(empty, struct{}{} == empty)
	fmt.Printf("%T\n", pt)
}

// Output:
// {3 4} 12
// 1.25 {Name:pear Price:0.75}
// {3 4}
// {} true
// struct { X int; Y int }
