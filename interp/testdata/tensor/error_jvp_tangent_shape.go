// ad.JVP with a tangent whose tensor leaf has another shape than the
// input's: an error naming ad.JVP and both shapes, not a silently wrong
// J·v (the missing tangent elements must not be read as zeros).
package main

import (
	"ad"
	"fmt"
)

func main() {
	f := func(x ad.Tensor) ad.Tensor { return x.Tanh() }
	_, jv := ad.JVP(f, ad.Ones(3), ad.Ones(2))
	fmt.Println("not reached", jv)
}

// Output:
// Error:
// error_jvp_tangent_shape.go:13:
// ad.JVP
// (3)
// (2)
