// Fused particle bodies (fieldBody) on fields of a named float type, next
// to promoted fields of an embedded struct and a pointer-receiver method
// called from the branch (which reads p's slot, written just before).

package main

import "fmt"

type Meters float64

type Vec struct{ X, Y Meters }

type Body struct {
	Vec
	PX, PY, VX, VY Meters
	M              Meters
	Hits           int
}

func (b *Body) Bounce() { b.Hits++; b.VY = -b.VY / 2 }

func main() {
	bs := []Body{{Vec: Vec{1, 2}, PY: 1, VX: 3, VY: -4, M: 2}, {Vec: Vec{0, 0.1}, PY: 0.5, VX: 1, VY: -1, M: 1}}
	dt := Meters(0.5)
	for s := 0; s < 4; s++ {
		for i := range bs {
			b := &bs[i]
			b.PX += b.VX * dt
			b.PY += b.VY * dt
			b.M *= dt + 1
			if b.PY < 0 {
				b.Bounce()
				b.PY = -b.PY
				b.X += b.M
			}
		}
	}
	fmt.Println(bs)
	fmt.Printf("%+v %T\n", bs[0], bs[0].M)
}

// Output:
// [{{4 2} 6 4 3 2 10.125 1} {{2.25 0.1} 2 1 1 0.5 5.0625 1}]
// {Vec:{X:4 Y:2} PX:6 PY:4 VX:3 VY:2 M:10.125 Hits:1} main.Meters
