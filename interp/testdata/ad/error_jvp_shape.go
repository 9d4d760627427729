// The tangent given to ad.JVP must have the shape of the input.
package main

import (
	"ad"
	"fmt"
)

func main() {
	f := func(x []float64) []float64 { return []float64{x[0] * x[1]} }
	y, jv := ad.JVP(f, []float64{1, 2}, []float64{1, 0})
	fmt.Println(y, jv)
	ad.JVP(f, []float64{1, 2}, []float64{1})
}

// Output:
// [2] [2]
// Error:
// panic: ad.JVP: the tangent v does not have the shape of x
// error_jvp_shape.go:13:8
