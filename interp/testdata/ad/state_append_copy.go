// append and copy move tracked values: the derivatives travel with them,
// through reallocation when append grows the slice.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func main() {
	x := 0.8
	d := ad.Derivative(func(x float64) float64 {
		var s []float64
		for i := 0; i < 20; i++ {
			s = append(s, x*float64(i))
		}
		t := make([]float64, len(s))
		copy(t, s)
		s[19] = 0 // does not affect t
		sum := 0.0
		for _, v := range t {
			sum += v
		}
		return sum
	})(x)
	check.Float("d/dx Σ i·x (i<20)", d, 190)
	// append of a whole slice, and a slice that keeps sharing after append.
	g := ad.Grad(func(v []float64) float64 {
		w := append([]float64{}, v...)
		w = append(w, v[0]*v[1])
		u := w[:2]
		u[0] = u[0] * 3
		return w[0] + w[2]
	})([]float64{2, 5})
	check.Vec("append and share", g, []float64{3 + 5, 2})
	// A slice with spare capacity: append writes into the shared array.
	g2 := ad.Grad(func(v []float64) float64 {
		base := make([]float64, 1, 4)
		base[0] = v[0]
		a := append(base, v[1]*2)
		b := append(base, v[1]*7) // overwrites a[1]
		return a[1] + b[1]
	})([]float64{1, 1})
	check.Vec("append into shared capacity", g2, []float64{0, 14})
	fmt.Println("done")
}

// Output:
// d/dx Σ i·x (i<20) = 190 ok
// append and share[0] = 8 ok
// append and share[1] = 2 ok
// append into shared capacity[0] = 0 ok
// append into shared capacity[1] = 14 ok
// done
