// cmplx.Rect builds a complex number from floats, as the complex builtin
// does: a float being differentiated is refused at the call (issue 26: the
// derivative of real(cmplx.Rect(x, 0.3)) was silently 0). Constants and
// values of a finished differentiation are fine.
package main

import (
	"ad"
	"fmt"
	"math"
	"math/cmplx"
)

func main() {
	fmt.Printf("%.6f\n", real(cmplx.Rect(2, 0.3)))
	g := ad.Grad(func(x float64) float64 { return x * math.Cos(0.3) })(1)
	fmt.Printf("%.6f\n", real(cmplx.Rect(g, 0)))
	fmt.Println(ad.Grad(func(x float64) float64 {
		return real(cmplx.Rect(x, 0.3))
	})(1))
}

// Output:
// 1.910673
// 0.955336
// Error:
// panic: differentiating through complex numbers is not supported yet: cmplx.Rect
// error_cmplx_rect.go:19:25
