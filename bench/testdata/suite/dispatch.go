// Interface method dispatch: a slice of shapes of four concrete types
// behind one interface, their areas and perimeters summed many times over.
package main

import (
	"fmt"
	"math"
)

var size = 300000

type shape interface {
	area() float64
	perimeter() float64
}

type rect struct{ w, h float64 }
type circle struct{ r float64 }
type square float64
type tri struct{ a, b, c float64 }

func (r rect) area() float64         { return r.w * r.h }
func (r rect) perimeter() float64    { return 2 * (r.w + r.h) }
func (c *circle) area() float64      { return math.Pi * c.r * c.r }
func (c *circle) perimeter() float64 { return 2 * math.Pi * c.r }
func (s square) area() float64       { return float64(s * s) }
func (s square) perimeter() float64  { return float64(4 * s) }
func (t tri) area() float64 {
	p := (t.a + t.b + t.c) / 2
	return math.Sqrt(p * (p - t.a) * (p - t.b) * (p - t.c))
}
func (t tri) perimeter() float64 { return t.a + t.b + t.c }

func main() {
	shapes := make([]shape, 0, 64)
	for i := 0; i < 64; i++ {
		f := float64(i%7 + 1)
		switch i % 4 {
		case 0:
			shapes = append(shapes, rect{f, f + 1})
		case 1:
			shapes = append(shapes, &circle{f})
		case 2:
			shapes = append(shapes, square(f))
		default:
			shapes = append(shapes, tri{f + 2, f + 3, f + 4})
		}
	}
	var a, p float64
	for n := 0; n < size/64; n++ {
		for _, s := range shapes {
			a += s.area()
			p += s.perimeter()
		}
	}
	fmt.Printf("%.6e %.6e\n", a, p)
}
