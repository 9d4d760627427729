// A map input is not a pytree: ad.ValueAndGrad of a func(map[string]float64)
// float64 is a compile error at the call.
package main

import (
	"ad"
	"fmt"
)

func main() {
	f := func(m map[string]float64) float64 { return m["a"] * m["a"] }
	fmt.Println(ad.ValueAndGrad(f)(map[string]float64{"a": 1}))
}

// Output:
// Error:
// error_grad_map.go:12:14: ad.ValueAndGrad: cannot differentiate with X = map[string]float64
