package main

import "fmt"

type Shape interface {
	Area() float64
}

type Square struct{ S float64 }

func (s *Square) Area() float64 { return s.S * s.S }

func main() {
	var sh Shape = Square{2}
	fmt.Println(sh.Area())
}

// Error:
// typeerr_not_implemented.go:14:17: cannot use Square{…} (value of struct type Square) as Shape value in variable declaration: Square does not implement Shape (method Area has pointer receiver)
