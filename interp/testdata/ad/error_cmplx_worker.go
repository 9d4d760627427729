// A worker started before the differentiation that builds a complex number
// from a tracked float it receives is refused too (the operand's tape is
// open: its mark is live), not given a derivative of 0.
package main

import (
	"ad"
	"fmt"
)

func main() {
	req := make(chan float64)
	resp := make(chan float64)
	go func() {
		for v := range req {
			z := complex(v, 1)
			resp <- real(z * z)
		}
	}()
	req <- 2
	fmt.Println(<-resp)
	fmt.Println(ad.Grad(func(x float64) float64 { req <- x; return <-resp })(2))
}

// Output:
// 3
// Error:
// panic: differentiating through complex numbers is not supported yet
// error_cmplx_worker.go:16:16
