// ad.Grad of a func(string) float64 cannot be differentiated: the call is a
// compile error, so nothing runs.
package main

import (
	"ad"
	"fmt"
)

func main() {
	fmt.Println("never printed")
	g := ad.Grad(func(s string) float64 { return float64(len(s)) })
	fmt.Println(g("abc"))
}

// Output:
// Error:
// error_grad_string.go:12:7: ad.Grad: cannot differentiate with X = string
