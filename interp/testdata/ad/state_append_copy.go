// append and copy move tracked values: the derivatives travel with them,
// through reallocation when append grows the slice.
package main

import (
	"ad"
	"fmt"
	"math"
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
	check("d/dx Σ i·x (i<20)", d, 190)
	// append of a whole slice, and a slice that keeps sharing after append.
	g := ad.Grad(func(v []float64) float64 {
		w := append([]float64{}, v...)
		w = append(w, v[0]*v[1])
		u := w[:2]
		u[0] = u[0] * 3
		return w[0] + w[2]
	})([]float64{2, 5})
	checkVec("append and share", g, []float64{3 + 5, 2})
	// A slice with spare capacity: append writes into the shared array.
	g2 := ad.Grad(func(v []float64) float64 {
		base := make([]float64, 1, 4)
		base[0] = v[0]
		a := append(base, v[1]*2)
		b := append(base, v[1]*7) // overwrites a[1]
		return a[1] + b[1]
	})([]float64{1, 1})
	checkVec("append into shared capacity", g2, []float64{0, 14})
	fmt.Println("done")
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

// checkVec is check for each element.
func checkVec(name string, got, want []float64) {
	if len(got) != len(want) {
		fmt.Printf("%s: length %d, want %d FAIL\n", name, len(got), len(want))
		return
	}
	for i := range got {
		check(fmt.Sprintf("%s[%d]", name, i), got[i], want[i])
	}
}

// Output:
// d/dx Σ i·x (i<20) = 190 ok
// append and share[0] = 8 ok
// append and share[1] = 2 ok
// append into shared capacity[0] = 0 ok
// append into shared capacity[1] = 14 ok
// done
