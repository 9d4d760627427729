// A reduction s = Σ x_i accumulated sequentially or as a pairwise tree: the
// values may differ in the last bits (floating-point addition is not
// associative) but both gradients are exactly one everywhere.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func sequential(x []float64) float64 {
	s := 0.0
	for i := range x {
		s += x[i]
	}
	return s
}

func tree(x []float64) float64 {
	if len(x) == 1 {
		return x[0]
	}
	m := len(x) / 2
	return tree(x[:m]) + tree(x[m:])
}

func main() {
	x := make([]float64, 37)
	for i := range x {
		x[i] = 1 / float64(i+3)
	}
	vs, gs := ad.ValueAndGrad(sequential)(x)
	vt, gt := ad.ValueAndGrad(tree)(x)
	check.Float("sequential vs tree value", vs, vt)
	ones := true
	for i := range x {
		if gs[i] != 1 || gt[i] != 1 {
			ones = false
		}
	}
	fmt.Println("both gradients exactly 1:", ones)
	// The mean: 1/n each.
	g := ad.Grad(func(x []float64) float64 { return sequential(x) / float64(len(x)) })(x)
	check.Float("d mean/dx_0", g[0], 1.0/37)
}

// Output:
// sequential vs tree value = 2.753543039 ok
// both gradients exactly 1: true
// d mean/dx_0 = 0.02702702703 ok
