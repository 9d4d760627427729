// The tape of x^8 by repeated squaring, as :tape shows it: one input and three
// products, each reading the previous entry twice; adjoints 1, 2x_2, 4x_1x_2, 8x^7.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
	"strings"
)

func main() {
	x := 1.5
	g := ad.Grad(func(x float64) float64 {
		for i := 0; i < 3; i++ {
			x = x * x
		}
		return x
	})(x)
	check.Float("8x^7", g, 8*math.Pow(x, 7))
	fmt.Print(trimLines(ad.LastTape().String()))
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
// 8x^7 = 136.6875 ok
//     #  op       in1       in2              value      adjoint  at      iter
//     0  input                                 1.5      136.688  20:4
//     1  *        #0        #0                2.25      45.5625  17:10   0
//     2  *        #1        #1              5.0625       10.125  17:10   1
//     3  *        #2        #2             25.6289            1  17:10   2
// 4 entries, 148 B = 4 × 21 B + 64 B of loop marks, peak 4 entries
