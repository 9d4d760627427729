package main

import "fmt"

type Vec struct{ X, Y float64 }

func (v Vec) Len2() float64    { return v.X*v.X + v.Y*v.Y }
func (v *Vec) Scale(k float64) { v.X *= k; v.Y *= k }

func main() {
	f := Vec.Len2
	fmt.Println(f(Vec{3, 4}))
	g := (*Vec).Scale
	v := Vec{1, 2}
	g(&v, 3)
	fmt.Println(v)
	h := (*Vec).Len2
	fmt.Println(h(&v))
	fmt.Printf("%T\n", f)
	fmt.Printf("%T\n", g)
}

// Output:
// 25
// {3 6}
// 45
// func(main.Vec) float64
// func(*main.Vec, float64)
