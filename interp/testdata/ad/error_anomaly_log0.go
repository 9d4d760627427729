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

// Output:
// [2 1]
// Error:
// error_anomaly_log0.go:14:16: ad anomaly: the value of Log became -Inf
