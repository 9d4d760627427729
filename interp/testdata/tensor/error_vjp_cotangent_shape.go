// The pullback of ad.VJP called with a cotangent of another shape than
// f(x): an error naming ad.VJP and both shapes at the call of the
// pullback, not an index-out-of-range from inside the engine.
package main

import (
	"ad"
	"fmt"
)

func main() {
	f := func(x ad.Tensor) ad.Tensor { return x.Tanh() }
	y, pull := ad.VJP(f, ad.Ones(3))
	fmt.Println(y.Shape())
	g := pull(ad.Ones(5))
	fmt.Println("not reached", g)
}

// Output:
// [3]
// Error:
// error_vjp_cotangent_shape.go:15:
// ad.VJP
// (3)
// (5)
