// Differentiation inputs are float64: a float32 field in a parameter
// struct would not be a leaf and would come back with derivative 0, so it
// is refused at the call.
package main

import (
	"ad"
	"fmt"
)

type params struct {
	W float64
	B float32
}

func main() {
	g := ad.Grad(func(p params) float64 { return p.W * float64(p.B) })
	fmt.Println(g(params{2, 3}))
}

// Output:
// Error:
// error_float32_leaf.go:17:7: ad.Grad: cannot differentiate with X = main.params: float32 leaves are not supported yet (use float64)
