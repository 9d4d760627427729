package main

import (
	"fmt"
	"math"
)

// Fit y = a*x + b by gradient descent on mean squared error, with hand-written gradients.
func main() {
	xs := []float64{0, 1, 2, 3, 4, 5}
	ys := make([]float64, len(xs))
	for i, x := range xs {
		ys[i] = 2.5*x - 1 + 0.1*math.Sin(x)
	}
	a, b := 0.0, 0.0
	lr := 0.02
	for step := 0; step <= 2000; step++ {
		var ga, gb, loss float64
		for i, x := range xs {
			r := a*x + b - ys[i]
			loss += r * r
			ga += 2 * r * x
			gb += 2 * r
		}
		n := float64(len(xs))
		loss, ga, gb = loss/n, ga/n, gb/n
		if step%500 == 0 {
			fmt.Printf("step %4d loss %.8f a %.6f b %.6f\n", step, loss, a, b)
		}
		a -= lr * ga
		b -= lr * gb
	}
}

// Output:
// step    0 loss 45.39600598 a 0.000000 b 0.000000
// step  500 loss 0.00252051 a 2.469299 b -0.919151
// step 1000 loss 0.00251558 a 2.470404 b -0.923071
// step 1500 loss 0.00251558 a 2.470407 b -0.923081
// step 2000 loss 0.00251558 a 2.470407 b -0.923081
