// Mandelbrot: escape-time iteration over a size×size grid of the complex
// plane, in float64 pairs (no complex numbers); the picture's bits are
// packed eight to a byte and hashed.
package main

import "fmt"

var size = 200

func main() {
	n := size
	var hash uint32 = 2166136261
	inside := 0
	for y := 0; y < n; y++ {
		ci := 2*float64(y)/float64(n) - 1
		var bits byte
		for x := 0; x < n; x++ {
			cr := 2*float64(x)/float64(n) - 1.5
			zr, zi := 0.0, 0.0
			in := true
			for i := 0; i < 50; i++ {
				zr, zi = zr*zr-zi*zi+cr, 2*zr*zi+ci
				if zr*zr+zi*zi > 4 {
					in = false
					break
				}
			}
			bits <<= 1
			if in {
				bits |= 1
				inside++
			}
			if x%8 == 7 || x == n-1 {
				hash = (hash ^ uint32(bits)) * 16777619
				bits = 0
			}
		}
	}
	fmt.Println(inside, hash)
}
