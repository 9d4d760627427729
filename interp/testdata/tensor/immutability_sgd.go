// Tensors are immutable: operations return new tensors, Data returns a
// copy, and a value the reverse pass saved can never change. "Updating"
// parameters means rebinding them to new tensors, as in this least-squares
// fit by gradient descent, whose gradient is checked against the closed
// form 2 Xᵀ(Xw - y)/n at every step.
package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	x := ad.Vec([]float64{1, 2, 3})
	d := x.Data()
	d[0] = 100 // changes the copy only
	fmt.Println("after writing to Data():", x, d)
	y := x
	y = y.Add(ad.Ones(3)) // rebinding y leaves x alone
	fmt.Println("x =", x, "y =", y)
	fmt.Println("Scale, T, Slice leave their input alone:", x.Scale(2).Len(), x.T().Len(), x.Slice(0, 1), x)

	// The same input tensor used before and after a "mutation" of a
	// variable that held it: the gradient sees the values each use saw.
	g := ad.Grad(func(w ad.Tensor) float64 {
		saved := w
		w = w.Scale(3)                    // rebinds w; saved still holds the input
		return saved.Dot(w) + saved.Sum() // = 3‖w‖² + Σw
	})(x)
	if want := x.Scale(6).AddScalar(1); g.Sub(want).Norm() == 0 {
		fmt.Println("grad of 3‖w‖² + Σw:", g, "ok")
	} else {
		fmt.Println("grad of 3‖w‖² + Σw:", g, "want", want, "FAIL")
	}

	// Least squares by gradient descent.
	X := ad.Mat(4, 2, []float64{1, 0, 1, 1, 1, 2, 1, 3})
	target := ad.Vec([]float64{1, 3, 5, 7}) // exactly 1 + 2t
	w := ad.Zeros(2)
	loss := func(w ad.Tensor) float64 {
		r := X.MatVec(w).Sub(target)
		return r.Dot(r) / 4
	}
	for step := 0; step < 200; step++ {
		l, gw := ad.ValueAndGrad(loss)(w)
		want := X.T().MatVec(X.MatVec(w).Sub(target)).Scale(2.0 / 4)
		if gw.Sub(want).Norm() > 1e-12 {
			fmt.Println("step", step, "gradient", gw, "want", want, "FAIL")
		}
		old := w
		w = w.Sub(gw.Scale(0.1))
		if step%50 == 0 {
			fmt.Printf("step %3d loss %.6g w %v (the old w is still %v)\n", step, l, w, old)
		}
	}
	fmt.Printf("w = [%.6f %.6f]\n", w.At(0), w.At(1))
	if math.Abs(w.At(0)-1) < 1e-3 && math.Abs(w.At(1)-2) < 1e-3 {
		fmt.Println("converged to [1 2] ok")
	} else {
		fmt.Println("did not converge FAIL")
	}
}

// Output:
// after writing to Data(): tensor[1 2 3] [100 2 3]
// x = tensor[1 2 3] y = tensor[2 3 4]
// Scale, T, Slice leave their input alone: 3 3 tensor[1] tensor[1 2 3]
// grad of 3‖w‖² + Σw: tensor[7 13 19] ok
// step   0 loss 21 w tensor[0.8 1.7] (the old w is still tensor[0 0])
// step  50 loss 2.11757e-06 w tensor[0.997727 2.00106] (the old w is still tensor[0.997584 2.00113])
// step 100 loss 4.59509e-09 w tensor[0.999894 2.00005] (the old w is still tensor[0.999887 2.00005])
// step 150 loss 9.97127e-12 w tensor[0.999995 2] (the old w is still tensor[0.999995 2])
// w = [1.000000 2.000000]
// converged to [1 2] ok
