// Tracked float64 values kept in packed []float64 slices (interp/packed.go)
// keep their tape marks through every way in and out of the storage:
// append and its growth, copy, &s[i] and stores through it, a store at a
// computed index (the general path), op= on elements, sorting, range,
// and an array pointer converted from the slice. Each gradient is
// compared with its derivative written out by hand.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"sort"
)

func idx(i int) int { return i }

func main() {
	f := func(w []float64) float64 {
		var s []float64
		for i := 0; i < 5; i++ {
			s = append(s, w[i%2]*float64(i+1)) // grows 1, 2, 4, 8
		}
		t := make([]float64, 3)
		copy(t, s[2:]) // 3*w0, 4*w1, 5*w0
		p := &t[1]
		*p *= w[1]              // 4*w1^2
		t[idx(2)] = t[2] * w[0] // 5*w0^2
		t[0] += s[1]            // 3*w0 + 2*w1
		sort.Float64s(t)
		sum := 0.0
		for _, v := range t {
			sum += v
		}
		a := (*[2]float64)(s)
		a[1] *= 3 // s[1] = 6*w1
		return sum + s[1] + a[0]
	}
	w := []float64{1.5, -2}
	g := ad.Grad(f)(w)
	// sum = 3w0 + 2w1 + 4w1^2 + 5w0^2; + 6w1 + w0
	want := []float64{3 + 10*w[0] + 1, 2 + 8*w[1] + 6}
	check.Vec("packed", g, want)

	// A tracked value stored into a []float64 by a host-built slice path
	// (variadic arguments) and read back.
	h := func(w []float64) float64 {
		sq := func(xs ...float64) float64 {
			r := 0.0
			for i := range xs {
				r += xs[i] * xs[i]
			}
			return r
		}
		return sq(w...) + sq(w[0], 2*w[1])
	}
	check.Vec("variadic", ad.Grad(h)([]float64{1, 3}), []float64{4, 30})
	fmt.Println("done")
}

// Output:
// packed[0] = 19 ok
// packed[1] = -8 ok
// variadic[0] = 4 ok
// variadic[1] = 30 ok
// done
