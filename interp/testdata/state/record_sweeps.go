// A persistent tape swept once per output gives the rows of the Jacobian.
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	f := func(x []float64) []float64 {
		return []float64{x[0] * x[1], math.Exp(x[0]) + x[1]*x[1], math.Sin(x[0] * x[1])}
	}
	x := []float64{0.5, 2}
	_, tp := ad.Record(f, x)
	J := ad.Jacobian(f)(x)
	for i := range J {
		seed := make([]float64, 3)
		seed[i] = 1
		row := tp.Sweep(seed...)
		ok := row[0] == J[i][0] && row[1] == J[i][1]
		fmt.Println(row, ok)
	}
	tp.Release()
	fmt.Println("released:", tp.Released())
}

// Output:
// [2 0.5] true
// [1.6487212707001282 4] true
// [1.0806046117362795 0.2701511529340699] true
// released: true
