// Arrays and nested arrays as inputs, ValueAndGrad, and a named float type
// inside a struct.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

type Meters float64

type Seg struct {
	From, To [2]Meters
}

func length(s Seg) float64 {
	dx := float64(s.To[0] - s.From[0])
	dy := float64(s.To[1] - s.From[1])
	return math.Sqrt(dx*dx + dy*dy)
}

func main() {
	s := Seg{From: [2]Meters{1, 2}, To: [2]Meters{4, 6}}
	v, g := ad.ValueAndGrad(length)(s)
	check.Float("length", v, 5)
	check.Float("dFrom[0]", float64(g.From[0]), -0.6)
	check.Float("dFrom[1]", float64(g.From[1]), -0.8)
	check.Float("dTo[0]", float64(g.To[0]), 0.6)
	check.Float("dTo[1]", float64(g.To[1]), 0.8)
	fmt.Printf("%T\n", g)
	// A 2x3 array: the gradient of the sum of squares.
	var a [2][3]float64
	for i := range a {
		for j := range a[i] {
			a[i][j] = float64(i*3+j) - 2.5
		}
	}
	ga := ad.Grad(func(a [2][3]float64) float64 {
		s := 0.0
		for _, row := range a {
			for _, v := range row {
				s += v * v
			}
		}
		return s
	})(a)
	for i := range a {
		for j := range a[i] {
			check.Float(fmt.Sprintf("a[%d][%d]", i, j), ga[i][j], 2*a[i][j])
		}
	}
	// A slice of structs.
	type P struct{ X, Y float64 }
	pts := []P{{1, 2}, {3, -1}}
	gp := ad.Grad(func(ps []P) float64 {
		s := 0.0
		for _, p := range ps {
			s += p.X * p.Y
		}
		return s
	})(pts)
	fmt.Println(gp)
}

// Output:
// length = 5 ok
// dFrom[0] = -0.6 ok
// dFrom[1] = -0.8 ok
// dTo[0] = 0.6 ok
// dTo[1] = 0.8 ok
// main.Seg
// a[0][0] = -5 ok
// a[0][1] = -3 ok
// a[0][2] = -1 ok
// a[1][0] = 1 ok
// a[1][1] = 3 ok
// a[1][2] = 5 ok
// [{2 1} {-1 3}]
