// Differentiating through an optimizer: T steps of gradient descent on
// (θ - c)^2, each step's gradient itself computed by ad.Grad (nested), and
// the final θ differentiated with respect to the learning rate. Closed form:
// θ_T = c + (θ_0 - c)(1 - 2lr)^T, so dθ_T/dlr = -2T(θ_0 - c)(1 - 2lr)^(T-1).
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
	"math"
)

const c, theta0 = 3.0, 0.5

func train(lr float64, steps int) float64 {
	theta := theta0
	loss := func(th float64) float64 { return (th - c) * (th - c) }
	for t := 0; t < steps; t++ {
		theta = theta - lr*ad.Grad(loss)(theta)
	}
	return theta
}

func main() {
	for _, T := range []int{1, 5, 20} {
		lr := 0.1
		f := func(lr float64) float64 { return train(lr, T) }
		want := -2 * float64(T) * (theta0 - c) * math.Pow(1-2*lr, float64(T-1))
		check.Float(fmt.Sprintf("T=%d θ_T", T), f(lr), c+(theta0-c)*math.Pow(1-2*lr, float64(T)))
		check.Float(fmt.Sprintf("T=%d dθ_T/dlr reverse", T), ad.Grad(f)(lr), want)
		check.Float(fmt.Sprintf("T=%d dθ_T/dlr forward", T), ad.Derivative(f)(lr), want)
	}
}

// Output:
// T=1 θ_T = 1 ok
// T=1 dθ_T/dlr reverse = 5 ok
// T=1 dθ_T/dlr forward = 5 ok
// T=5 θ_T = 2.1808 ok
// T=5 dθ_T/dlr reverse = 10.24 ok
// T=5 dθ_T/dlr forward = 10.24 ok
// T=20 θ_T = 2.971176962 ok
// T=20 dθ_T/dlr reverse = 1.441151881 ok
// T=20 dθ_T/dlr forward = 1.441151881 ok
