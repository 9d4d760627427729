// Higher-order derivatives through tensor operations are not supported
// yet: a clear error at the position of the inner differentiation, never a
// wrong number.
package main

import (
	"ad"
	"fmt"
)

func main() {
	f := func(x ad.Tensor) float64 {
		g := ad.Grad(func(y ad.Tensor) float64 { return y.Mul(x).Sum() })(x)
		return g.Sum()
	}
	fmt.Println("first derivatives work:", ad.Grad(func(y ad.Tensor) float64 { return y.Mul(y).Sum() })(ad.Ones(2)))
	fmt.Println(ad.Grad(f)(ad.Ones(2)))
}

// Output:
// first derivatives work: tensor[2 2]
// Error:
// error_nested_tensor.go:13:
// higher-order derivatives through tensor operations are not supported yet
