// JVP and VJP with structured inputs and outputs: polar to Cartesian
// coordinates, a struct in and an array out.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

type Polar struct{ R, Theta float64 }

func cart(p Polar) [2]float64 {
	return [2]float64{p.R * math.Cos(p.Theta), p.R * math.Sin(p.Theta)}
}

func main() {
	p := Polar{2, 0.6}
	c, s := math.Cos(p.Theta), math.Sin(p.Theta)
	// J = [[cos θ, -r sin θ], [sin θ, r cos θ]].
	v := Polar{0.5, -1}
	y, jv := ad.JVP(cart, p, v)
	check.Float("x", y[0], p.R*c)
	check.Float("y", y[1], p.R*s)
	check.Float("Jv[0]", jv[0], c*v.R-p.R*s*v.Theta)
	check.Float("Jv[1]", jv[1], s*v.R+p.R*c*v.Theta)
	_, pull := ad.VJP(cart, p)
	u := [2]float64{1, 3}
	g := pull(u)
	check.Float("uᵀJ.R", g.R, u[0]*c+u[1]*s)
	check.Float("uᵀJ.Theta", g.Theta, -u[0]*p.R*s+u[1]*p.R*c)
	// The pullback can be called again (its tape is kept).
	g2 := pull([2]float64{0, 1})
	check.Float("second pullback .R", g2.R, s)
	fmt.Printf("%+v\n", g2)
	// det J = r, by JVP columns.
	_, c1 := ad.JVP(cart, p, Polar{1, 0})
	_, c2 := ad.JVP(cart, p, Polar{0, 1})
	check.Float("det J", c1[0]*c2[1]-c1[1]*c2[0], p.R)
}

// Output:
// x = 1.65067123 ok
// y = 1.129284947 ok
// Jv[0] = 1.541952754 ok
// Jv[1] = -1.368349993 ok
// uᵀJ.R = 2.519263035 ok
// uᵀJ.Theta = 3.822728743 ok
// second pullback .R = 0.5646424734 ok
// {R:0.5646424733950354 Theta:1.6506712298193567}
// det J = 2 ok
