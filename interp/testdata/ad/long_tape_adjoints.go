// A gradient long enough that the reverse sweep keeps its adjoints by
// chunk (more than two chunks of 2^18 entries): the gradient, the
// per-iteration norms read after the sweep and a second gradient on the
// reused tape print the same bits as a sweep with one adjoint array.
package main

import (
	"ad"
	"fmt"
	"math"
)

type P struct{ W, B float64 }

func loop(n int) func(P) float64 {
	return func(p P) float64 {
		x, y := 0.3, 0.0
		for i := 0; i < n; i++ {
			x = math.Sin(x*p.W + p.B)
			if i%3 == 0 {
				y += x / (1 + math.Abs(x))
			} else {
				y += x * x
			}
		}
		return y
	}
}

func main() {
	for _, n := range []int{150000, 140000} {
		y, g := ad.ValueAndGrad(loop(n))(P{W: 0.5, B: 0.1})
		fmt.Printf("n=%d y=%.17g dW=%.17g dB=%.17g entries=%d\n", n, y, g.W, g.B, ad.LastTape().Len())
		norms := ad.GradNorms("x")
		fmt.Println("norms:", len(norms.Norms))
		for _, k := range []int{0, 1, n / 2, n - 2, n - 1} {
			fmt.Printf("  %d %.17g\n", norms.Iters[k], norms.Norms[k])
		}
		fmt.Printf("%s: %.4g, %s\n", norms.Var, norms.Factor, norms.Verdict)
	}
}

// Output:
// n=150000 y=12138.872685526318 dW=28219.913661154096 dB=142964.00634331047 entries=850002
// norms: 150000
//   0 1.0887601665756541
//   1 0.91498584275293937
//   75000 1.1174260442026205
//   149998 0.58828736998064257
//   149999 0.3947806869035978
// x: 1, stable
// n=140000 y=11329.660145318654 dW=26338.624262026209 dB=133433.19867440907 entries=793336
// norms: 140000
//   0 1.0887601665756541
//   1 0.91498584275293937
//   70000 0.85675932790492348
//   139998 0.89098144486375486
//   139999 0.3947806869035978
// x: 1, stable
