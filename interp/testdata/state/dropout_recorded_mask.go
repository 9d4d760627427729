// The dropout mask is drawn once; the gradient is zero where the forward
// pass dropped and 1/(1-p) elsewhere. A second gradient call draws anew.
package main

import (
	"ad"
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(7))
	x := ad.Ones(8)
	for call := 0; call < 2; call++ {
		var y ad.Tensor
		g := ad.Grad(func(x ad.Tensor) float64 {
			y = ad.Dropout(x, 0.5, r.Float64)
			return y.Sum()
		})(x)
		ok := true
		for i := 0; i < 8; i++ {
			ok = ok && g.At(i) == y.At(i)
		}
		fmt.Println(y, ok)
	}
}

// Output:
// tensor[2 0 0 2 2 0 0 0] true
// tensor[0 2 0 0 0 2 0 0] true
