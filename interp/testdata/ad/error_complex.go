// complex arithmetic is not recorded: building a complex number from a
// float being differentiated is refused where it happens, rather than
// returning a derivative of 0. Complex numbers of constants are fine.
package main

import (
	"ad"
	"fmt"
)

func main() {
	c := complex(2.0, 1)
	fmt.Println(ad.Grad(func(x float64) float64 { return real(c*c) * x })(3))
	fmt.Println(ad.Grad(func(x float64) float64 {
		z := complex(x, 1)
		return real(z * z)
	})(2))
}

// Output:
// 3
// Error:
// panic: differentiating through complex numbers is not supported yet
// error_complex.go:15:15
