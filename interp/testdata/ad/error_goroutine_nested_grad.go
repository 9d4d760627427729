// Goroutines started inside a differentiation record on its tape; one of
// them opening a differentiation of its own there would let the others
// record into it: refused, with the position, never a wrong gradient.
package main

import (
	"ad"
	"fmt"
)

func main() {
	g := ad.Grad(func(x float64) float64 {
		res := make(chan float64)
		for w := 0; w < 2; w++ {
			go func() {
				res <- ad.Grad(func(y float64) float64 { return x * y * y })(3.0)
			}()
		}
		return <-res + <-res
	})(2.0)
	fmt.Println(g)
}

// Output:
// Error:
// error_goroutine_nested_grad.go:16:
// a differentiation inside a goroutine that records on another goroutine's differentiation is not supported yet
