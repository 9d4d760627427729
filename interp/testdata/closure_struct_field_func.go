package main

import "fmt"

type Button struct {
	Label   string
	OnClick func() string
}

type Middleware func(func(int) int) func(int) int

func main() {
	clicks := 0
	b := Button{Label: "ok"}
	b.OnClick = func() string {
		clicks++
		return fmt.Sprintf("%s clicked %d", b.Label, clicks)
	}
	fmt.Println(b.OnClick())
	b.Label = "OK!"
	fmt.Println(b.OnClick())
	logging := Middleware(func(next func(int) int) func(int) int {
		return func(x int) int {
			r := next(x)
			fmt.Println("f(", x, ") =", r)
			return r
		}
	})
	sq := logging(func(x int) int { return x * x })
	sq(3)
	sq(-4)
}

// Output:
// ok clicked 1
// OK! clicked 2
// f( 3 ) = 9
// f( -4 ) = 16
