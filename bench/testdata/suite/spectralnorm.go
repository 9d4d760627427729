// Spectral norm: the largest singular value of the infinite matrix
// a(i,j) = 1/((i+j)(i+j+1)/2+i+1), by power iteration on AᵀA. The entry is a
// two-line function called in the innermost loop.
package main

import (
	"fmt"
	"math"
)

var size = 250

func a(i, j int) float64 {
	return 1 / float64((i+j)*(i+j+1)/2+i+1)
}

func times(v, u []float64) {
	for i := range v {
		s := 0.0
		for j, x := range u {
			s += a(i, j) * x
		}
		v[i] = s
	}
}

func timesTransp(v, u []float64) {
	for i := range v {
		s := 0.0
		for j, x := range u {
			s += a(j, i) * x
		}
		v[i] = s
	}
}

func atimesTransp(v, u []float64) {
	x := make([]float64, len(u))
	times(x, u)
	timesTransp(v, x)
}

func main() {
	n := size
	u := make([]float64, n)
	for i := range u {
		u[i] = 1
	}
	v := make([]float64, n)
	for i := 0; i < 10; i++ {
		atimesTransp(v, u)
		atimesTransp(u, v)
	}
	var vBv, vv float64
	for i, vi := range v {
		vBv += u[i] * vi
		vv += vi * vi
	}
	fmt.Printf("%0.9f\n", math.Sqrt(vBv/vv))
}
