package main

// Dropout whose uniform draws come from a generator held in a variable
// (r.Float64 passed as a func): recomputed iterations must replay the same
// masks, though no math/rand call appears in the loop's text, and leave the
// generator where the forward pass left it.
import (
	"ad"
	"fmt"
	"math"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(7))
	f := func(w float64) float64 {
		x, y := 0.5, 0.0
		//ad:checkpoint snapshots=4
		for i := 0; i < 100; i++ {
			x = math.Sin(x*w + 0.1)
			d := ad.DropoutSlice([]float64{x, x * x}, 0.5, r.Float64)
			y += d[0] + d[1]
		}
		return y
	}
	v, g := ad.ValueAndGrad(f)(1.3)
	fmt.Printf("%x %x\n", math.Float64bits(v), math.Float64bits(g))
	// After the gradient the generator is where the forward pass left it.
	fmt.Println(r.Int63())
}

// Output:
// 40695e1bc7f1e781 4053e42576d38ea6
// 7789460894866441262
