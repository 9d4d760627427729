// ad.Anomaly(true) stops at the first operation whose value becomes NaN or
// Inf, with its source position: here the elementwise Log of a tensor
// holding -1 (line 17), not the Sum that later reads it (line 18).
package main

import (
	"ad"
	"fmt"
)

func main() {
	ad.Anomaly(true)
	x := ad.Vec([]float64{1, -1})
	fmt.Println("without differentiation:", x.Log())
	g := ad.Grad(func(x ad.Tensor) float64 {
		y := x.Scale(2)
		z := y.Log()
		return z.Sum()
	})(x)
	fmt.Println("not reached", g)
}

// Output:
// without differentiation: tensor[0 NaN]
// Error:
// error_anomaly_tensor.go:17:
// ad anomaly: the value of
// Log became NaN
