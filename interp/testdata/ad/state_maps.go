// Maps hold tracked values: accumulating into map entries, reading them
// back, and deleting them.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func main() {
	words := []string{"a", "b", "a", "c", "a", "b"}
	// Weighted counts: total[w] += x_i for each occurrence, then Σ total[w]^2.
	g := ad.Grad(func(x []float64) float64 {
		total := map[string]float64{}
		for i, w := range words {
			total[w] += x[i]
		}
		delete(total, "c")
		s := 0.0
		for _, k := range []string{"a", "b", "c"} {
			s += total[k] * total[k]
		}
		return s
	})([]float64{1, 2, 3, 4, 5, 6})
	// total[a] = 1+3+5 = 9, total[b] = 2+6 = 8: the gradient is 2·total[w].
	check.Vec("map accumulation", g, []float64{18, 16, 18, 0, 18, 16})
	// Float keys: the tracked value indexes by its value.
	d := ad.Derivative(func(x float64) float64 {
		m := map[float64]float64{2: 10}
		m[x] = m[x] * x
		return m[2]
	})(2)
	check.Float("m[x] *= x at x = 2", d, 10)
	// Map of structs of slices.
	type Acc struct{ V []float64 }
	d2 := ad.Derivative(func(x float64) float64 {
		m := map[string]*Acc{"k": {V: []float64{x, x * x}}}
		m["k"].V[1] *= 3
		return m["k"].V[0] + m["k"].V[1]
	})(2)
	check.Float("map of pointers", d2, 1+6*2)
	fmt.Println("done")
}

// Output:
// map accumulation[0] = 18 ok
// map accumulation[1] = 16 ok
// map accumulation[2] = 18 ok
// map accumulation[3] = 0 ok
// map accumulation[4] = 18 ok
// map accumulation[5] = 16 ok
// m[x] *= x at x = 2 = 10 ok
// map of pointers = 13 ok
// done
