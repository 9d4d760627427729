// Issue 26: a goroutine started inside ad.Grad records on that
// differentiation's tape every time, also when the tape object is the one an
// earlier differentiation used (the session reuses the tape before last):
// an alternating loop got 0 every other step.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

func main() {
	f := func(x float64) float64 {
		ch := make(chan float64)
		go func() { ch <- x * x }()
		return <-ch + x
	}
	sq := func(x float64) float64 { return x * x }
	for step := 0; step < 4; step++ {
		x := 3.0 + float64(step)
		check.Float(fmt.Sprint("step ", step, ": d/dx (x² in a goroutine + x)"), ad.Grad(f)(x), 2*x+1)
		check.Float(fmt.Sprint("step ", step, ": unrelated d/dx x²"), ad.Grad(sq)(x), 2*x)
	}
	// The same inside a nested differentiation: (x² + x)'' = 2.
	check.Float("d²/dx² through the goroutine", ad.Grad(ad.Grad(f))(3), 2)
}

// Output:
// step 0: d/dx (x² in a goroutine + x) = 7 ok
// step 0: unrelated d/dx x² = 6 ok
// step 1: d/dx (x² in a goroutine + x) = 9 ok
// step 1: unrelated d/dx x² = 8 ok
// step 2: d/dx (x² in a goroutine + x) = 11 ok
// step 2: unrelated d/dx x² = 10 ok
// step 3: d/dx (x² in a goroutine + x) = 13 ok
// step 3: unrelated d/dx x² = 12 ok
// d²/dx² through the goroutine = 2 ok
