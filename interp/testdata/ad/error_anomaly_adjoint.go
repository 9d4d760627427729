// Anomaly detection also watches the reverse sweep: sqrt(x*x) at 0 has a
// finite value, but the adjoint of x*x is 0.5/sqrt(0) = +Inf.
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	f := func(x float64) float64 { return math.Sqrt(x * x) }
	fmt.Println("without anomaly detection:", ad.Grad(f)(0))
	ad.Anomaly(true)
	fmt.Println(ad.Grad(f)(0))
}

// Output:
// without anomaly detection: NaN
// Error:
// error_anomaly_adjoint.go:12:52: ad anomaly: the adjoint of * became +Inf
