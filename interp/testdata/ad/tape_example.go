// The tape of v1 = x1*x2, v2 = sin(v1), y = v2 + x1: two inputs, three entries,
// swept backwards from y to the gradient (x2 cos(x1 x2) + 1, x1 cos(x1 x2));
// the adjoint column shows every intermediate adjoint, "at" the source position.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
	"strings"
)

func f(x [2]float64) float64 {
	v1 := x[0] * x[1]
	v2 := math.Sin(v1)
	return v2 + x[0]
}

func main() {
	x := [2]float64{0.5, 2}
	g := ad.Grad(f)(x)
	c := math.Cos(x[0] * x[1])
	check.Float("dy/dx1", g[0], x[1]*c+1)
	check.Float("dy/dx2", g[1], x[0]*c)
	t := ad.LastTape()
	fmt.Println("entries:", t.Len(), "bytes:", t.Bytes())
	fmt.Print(trimLines(t.String()))
	// Constants cost nothing: only operations on tracked values are recorded.
	ad.Grad(func(x float64) float64 {
		k := 2.0 * 3.0
		k = math.Sin(k) + k
		return x*k + k*k
	})(1)
	fmt.Println("entries with constants:", ad.LastTape().Len())
}

// trimLines removes the blanks that end the table's lines (an empty last column).
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// Output:
// dy/dx1 = 2.080604612 ok
// dy/dx2 = 0.2701511529 ok
// entries: 5 bytes: 105
//     #  op       in1       in2              value      adjoint  at      iter
//     0  input                                 0.5       2.0806  22:17
//     1  input                                   2     0.270151  22:17
//     2  *        #0        #1                   1     0.540302  15:13
//     3  Sin      #2                      0.841471            1  16:16
//     4  +        #3        #0             1.34147            1  17:12
// 5 entries, 105 B = 5 × 21 B, peak 5 entries
// entries with constants: 3
