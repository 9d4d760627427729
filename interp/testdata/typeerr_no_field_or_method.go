package main

import "fmt"

type Point struct{ X, Y int }

func main() {
	p := Point{1, 2}
	fmt.Println(p.Z)
}

// Error:
// typeerr_no_field_or_method.go:9:16: p.Z undefined (type Point has no field or method Z)
