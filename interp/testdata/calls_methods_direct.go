package main

import (
	"errors"
	"fmt"
)

type V struct{ x, y float64 }

func (v V) Dot(w V) float64   { return v.x*w.x + v.y*w.y }
func (v V) Scale(k float64) V { return V{v.x * k, v.y * k} }
func (v *V) Add(w V) *V       { v.x += w.x; v.y += w.y; return v }
func (v *V) Norm1() float64 {
	if v == nil {
		panic(errors.New("nil V"))
	}
	return abs(v.x) + abs(v.y)
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

type Named struct {
	V
	name string
}

type Shape interface{ Area() float64 }

type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }

type Circ struct{ r float64 }

func (c *Circ) Area() float64 { return 3 * c.r * c.r }

type Counter struct{ n int }

func (c *Counter) Next() int { c.n++; return c.n }

func (c *Counter) Deferred() (r int) {
	defer func() { r += 100 }()
	return c.Next()
}

func trace(s string, v float64) float64 {
	fmt.Println("eval", s)
	return v
}

func main() {
	a := V{1, 2}
	b := V{3, 4}
	fmt.Println(a.Dot(b), a.Scale(2).Dot(b), b.Scale(0.5))
	fmt.Println(a.Add(b).Add(b).Dot(V{1, 0}), a)
	p := &a
	fmt.Println(p.Dot(b), p.Norm1(), (&b).Scale(trace("k", 3)))
	n := Named{V{1, 1}, "n"}
	fmt.Println(n.Dot(b), n.Add(V{1, 1}).Norm1(), n.V)
	shapes := []Shape{Sq{2}, &Circ{1}, Sq{3}}
	tot := 0.0
	for _, s := range shapes {
		tot += s.Area()
	}
	fmt.Println(tot)
	var c Counter
	fmt.Println(c.Next(), c.Next(), c.Deferred(), c.n)
	sum := 0
	for i := 0; i < 1000; i++ {
		sum += c.Next() % 7
	}
	fmt.Println(sum)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var np *V
		fmt.Println(np.Norm1())
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var s Shape
		fmt.Println(s.Area() + trace("after", 1))
	}()
	var s Shape
	fmt.Println(s.Area())
}

// Output:
// 11 22 {1.5 2}
// 7 {7 10}
// eval k
// 61 17 {9 12}
// 7 4 {2 2}
// 16
// 1 2 103 3
// 3000
// recovered: nil V
// recovered: runtime error: invalid memory address or nil pointer dereference
// Error:
// panic: runtime error: invalid memory address or nil pointer dereference
