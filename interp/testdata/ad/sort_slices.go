// Sorting and selecting from []float64 with the library keeps the tape
// marks: sorting permutes the gradient, and slices.Max and slices.Min
// select one element. (sort.Float64s, slices.Sort, slices.Sorted,
// slices.Max and slices.Min used to run on plain float64s and drop them.)
package main

import (
	"ad"
	"adrepl/check"
	"slices"
	"sort"
)

func main() {
	x := []float64{3, 1, 2}
	// After sorting, s[0] is x[1] and s[2] is x[0]: the gradient of s[0] + 10 s[2].
	want := []float64{10, 1, 0}
	check.Vec("sort.Slice", ad.Grad(func(x []float64) float64 {
		sort.Slice(x, func(i, j int) bool { return x[i] < x[j] })
		return x[0] + 10*x[2]
	})(x), want)
	check.Vec("sort.Float64s", ad.Grad(func(x []float64) float64 { sort.Float64s(x); return x[0] + 10*x[2] })(x), want)
	check.Vec("slices.Sort", ad.Grad(func(x []float64) float64 { slices.Sort(x); return x[0] + 10*x[2] })(x), want)
	check.Vec("slices.Sorted", ad.Grad(func(x []float64) float64 {
		s := slices.Sorted(slices.Values(x))
		return s[0] + 10*s[2]
	})(x), want)
	check.Vec("slices.Max", ad.Grad(func(x []float64) float64 { return slices.Max(x) })(x), []float64{1, 0, 0})
	check.Vec("slices.Min", ad.Grad(func(x []float64) float64 { return slices.Min(x) })(x), []float64{0, 1, 0})
}

// Output:
// sort.Slice[0] = 10 ok
// sort.Slice[1] = 1 ok
// sort.Slice[2] = 0 ok
// sort.Float64s[0] = 10 ok
// sort.Float64s[1] = 1 ok
// sort.Float64s[2] = 0 ok
// slices.Sort[0] = 10 ok
// slices.Sort[1] = 1 ok
// slices.Sort[2] = 0 ok
// slices.Sorted[0] = 10 ok
// slices.Sorted[1] = 1 ok
// slices.Sorted[2] = 0 ok
// slices.Max[0] = 1 ok
// slices.Max[1] = 0 ok
// slices.Max[2] = 0 ok
// slices.Min[0] = 0 ok
// slices.Min[1] = 1 ok
// slices.Min[2] = 0 ok
