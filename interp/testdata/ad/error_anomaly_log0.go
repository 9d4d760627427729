// ad.Anomaly(true): the first NaN or Inf stops the program with the source
// position of the operation that produced it, here math.Log(0) = -Inf.
package main

import (
	"ad"
	"fmt"
	"math"
)

func logLikelihood(p []float64) float64 {
	s := 0.0
	for _, v := range p {
		s += math.Log(v * v)
	}
	return s
}

func main() {
	fmt.Println(ad.Grad(logLikelihood)([]float64{1, 2}))
	ad.Anomaly(true)
	fmt.Println(ad.Grad(logLikelihood)([]float64{0.5, 0, 3}))
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
// [2 1]
// Error:
// error_anomaly_log0.go:14:16: ad anomaly: the value of Log became -Inf
