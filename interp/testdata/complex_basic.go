package main

import (
	"fmt"
	"math/cmplx"
)

func main() {
	c := complex(1, 2)
	d := 3 + 4i
	fmt.Println(c, d, c+d, c*d, d/c, c-d)
	fmt.Println(real(d), imag(d), cmplx.Abs(d))
	var c64 complex64 = complex64(c)
	fmt.Printf("%v %T %T\n", c64, c64, real(c64))
	fmt.Println(c == complex(1, 2), c != d)
	fmt.Printf("%.2f %g\n", d, cmplx.Sqrt(-1))
	z := 1i * 1i
	fmt.Println(z, cmplx.Conj(d))
}

// Output:
// (1+2i) (3+4i) (4+6i) (-5+10i) (2.2-0.4i) (-2-2i)
// 3 4 5
// (1+2i) complex64 float32
// true true
// (3.00+4.00i) (0+1i)
// (-1+0i) (3-4i)
