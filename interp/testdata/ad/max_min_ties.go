// The builtins max and min with three or more arguments: at a tie of k
// arguments each gets 1/k of the derivative (as torch.amax does), not the
// 1/4, 1/4, 1/2 that pairwise evaluation would give by position. Reverse
// mode, forward mode, second derivatives and constants among the
// arguments all follow the same rule; away from ties the derivative is
// the one of the argument that wins.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

func max3(v []float64) float64 { return max(v[0], v[1], v[2]) }

func min4(v []float64) float64 { return min(v[0], v[1], 7, v[2]) }

func main() {
	third := 1.0 / 3
	grads("max(a, a, a)", max3, []float64{2, 2, 2}, []float64{third, third, third})
	grads("max(a, b, b), a < b", max3, []float64{1, 2, 2}, []float64{0, 0.5, 0.5})
	grads("max(b, a, b), a < b", max3, []float64{3, 1, 3}, []float64{0.5, 0, 0.5})
	grads("max(a, b, c) distinct", max3, []float64{1, 5, 2}, []float64{0, 1, 0})
	grads("min(a, a, 7, a)", min4, []float64{7, 7, 7}, []float64{0.25, 0.25, 0.25})
	grads("min(a, b, 7, a)", min4, []float64{7, 8, 7}, []float64{third, 0, third})
	grads("min(a, b, 7, c) below 7", min4, []float64{1, 1, 1}, []float64{third, third, third})

	// max(x, x, x, x) is the identity.
	check.Float("d/dx max(x, x, x, x) reverse", ad.Grad(func(x float64) float64 { return max(x, x, x, x) })(2), 1)
	check.Float("d/dx max(x, x, x, x) forward", ad.Derivative(func(x float64) float64 { return max(x, x, x, x) })(2), 1)
	// Second derivatives: max(a², b², c²) at a tie splits 2·a into thirds.
	H := ad.Hessian(func(v []float64) float64 { return max(v[0]*v[0], v[1]*v[1], v[2]*v[2]) })([]float64{1, -1, 1})
	for i := range H {
		for j := range H[i] {
			want := 0.0
			if i == j {
				want = 2 * third
			}
			check.Float(fmt.Sprintf("H[%d][%d]", i, j), H[i][j], want)
		}
	}
	// Away from ties, central differences agree.
	x := []float64{0.8, 0.9, 0.5} // the product wins: 0.72 > sin(0.8) > 0.5
	g := ad.Grad(func(v []float64) float64 { return max(v[0]*v[1], v[2], math.Sin(v[0])) })(x)
	h := 1e-6
	for i := range x {
		xp := append([]float64(nil), x...)
		xm := append([]float64(nil), x...)
		xp[i] += h
		xm[i] -= h
		f := func(v []float64) float64 { return max(v[0]*v[1], v[2], math.Sin(v[0])) }
		cd := (f(xp) - f(xm)) / (2 * h)
		if math.Abs(cd-g[i]) < 1e-8 {
			fmt.Printf("∂%d = %.10g agrees with central differences\n", i, g[i])
		} else {
			fmt.Printf("∂%d = %.17g, central differences %.17g FAIL\n", i, g[i], cd)
		}
	}
}

// grads checks the gradient by reverse mode and, one coordinate at a time,
// by forward mode.
func grads(name string, f func([]float64) float64, x, want []float64) {
	g := ad.Grad(f)(x)
	for i := range x {
		v := make([]float64, len(x))
		v[i] = 1
		_, jv := ad.JVP(f, x, v)
		check.Float(fmt.Sprintf("%s ∂%d reverse", name, i), g[i], want[i])
		check.Float(fmt.Sprintf("%s ∂%d forward", name, i), jv, want[i])
	}
}

// Output:
// max(a, a, a) ∂0 reverse = 0.3333333333 ok
// max(a, a, a) ∂0 forward = 0.3333333333 ok
// max(a, a, a) ∂1 reverse = 0.3333333333 ok
// max(a, a, a) ∂1 forward = 0.3333333333 ok
// max(a, a, a) ∂2 reverse = 0.3333333333 ok
// max(a, a, a) ∂2 forward = 0.3333333333 ok
// max(a, b, b), a < b ∂0 reverse = 0 ok
// max(a, b, b), a < b ∂0 forward = 0 ok
// max(a, b, b), a < b ∂1 reverse = 0.5 ok
// max(a, b, b), a < b ∂1 forward = 0.5 ok
// max(a, b, b), a < b ∂2 reverse = 0.5 ok
// max(a, b, b), a < b ∂2 forward = 0.5 ok
// max(b, a, b), a < b ∂0 reverse = 0.5 ok
// max(b, a, b), a < b ∂0 forward = 0.5 ok
// max(b, a, b), a < b ∂1 reverse = 0 ok
// max(b, a, b), a < b ∂1 forward = 0 ok
// max(b, a, b), a < b ∂2 reverse = 0.5 ok
// max(b, a, b), a < b ∂2 forward = 0.5 ok
// max(a, b, c) distinct ∂0 reverse = 0 ok
// max(a, b, c) distinct ∂0 forward = 0 ok
// max(a, b, c) distinct ∂1 reverse = 1 ok
// max(a, b, c) distinct ∂1 forward = 1 ok
// max(a, b, c) distinct ∂2 reverse = 0 ok
// max(a, b, c) distinct ∂2 forward = 0 ok
// min(a, a, 7, a) ∂0 reverse = 0.25 ok
// min(a, a, 7, a) ∂0 forward = 0.25 ok
// min(a, a, 7, a) ∂1 reverse = 0.25 ok
// min(a, a, 7, a) ∂1 forward = 0.25 ok
// min(a, a, 7, a) ∂2 reverse = 0.25 ok
// min(a, a, 7, a) ∂2 forward = 0.25 ok
// min(a, b, 7, a) ∂0 reverse = 0.3333333333 ok
// min(a, b, 7, a) ∂0 forward = 0.3333333333 ok
// min(a, b, 7, a) ∂1 reverse = 0 ok
// min(a, b, 7, a) ∂1 forward = 0 ok
// min(a, b, 7, a) ∂2 reverse = 0.3333333333 ok
// min(a, b, 7, a) ∂2 forward = 0.3333333333 ok
// min(a, b, 7, c) below 7 ∂0 reverse = 0.3333333333 ok
// min(a, b, 7, c) below 7 ∂0 forward = 0.3333333333 ok
// min(a, b, 7, c) below 7 ∂1 reverse = 0.3333333333 ok
// min(a, b, 7, c) below 7 ∂1 forward = 0.3333333333 ok
// min(a, b, 7, c) below 7 ∂2 reverse = 0.3333333333 ok
// min(a, b, 7, c) below 7 ∂2 forward = 0.3333333333 ok
// d/dx max(x, x, x, x) reverse = 1 ok
// d/dx max(x, x, x, x) forward = 1 ok
// H[0][0] = 0.6666666667 ok
// H[0][1] = 0 ok
// H[0][2] = 0 ok
// H[1][0] = 0 ok
// H[1][1] = 0.6666666667 ok
// H[1][2] = 0 ok
// H[2][0] = 0 ok
// H[2][1] = 0 ok
// H[2][2] = 0.6666666667 ok
// ∂0 = 0.9 agrees with central differences
// ∂1 = 0.8 agrees with central differences
// ∂2 = 0 agrees with central differences
