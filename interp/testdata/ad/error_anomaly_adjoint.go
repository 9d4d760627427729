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

// check prints a derivative computed by package ad beside its closed form:
// the value and ok when they agree to 1e-12 (relative), else FAIL.
func check(name string, got, want float64) {
	if got == want || math.IsNaN(got) && math.IsNaN(want) ||
		math.Abs(got-want) <= 1e-12*math.Max(1, math.Abs(want)) {
		fmt.Printf("%s = %.10g ok\n", name, got)
	} else {
		fmt.Printf("%s = %.17g, want %.17g FAIL\n", name, got, want)
	}
}

// Output:
// without anomaly detection: NaN
// Error:
// error_anomaly_adjoint.go:12:52: ad anomaly: the adjoint of * became +Inf
