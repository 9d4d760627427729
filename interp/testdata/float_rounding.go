package main

import (
	"fmt"
	"math"
)

func main() {
	for _, x := range []float64{2.5, 3.5, -2.5, 2.4999, -0.5, 0.5} {
		fmt.Println(x, math.Round(x), math.RoundToEven(x), math.Floor(x), math.Ceil(x), math.Trunc(x))
	}
	fmt.Printf("%.0f %.0f %.0f %.1f %.2f\n", 0.5, 1.5, 2.5, 0.05, 1.005)
	var f32 float32 = 1.1
	fmt.Println(float64(f32) == 1.1, f32 == 1.1)
	a := 0.1
	s := 0.0
	for i := 0; i < 10; i++ {
		s += a
	}
	fmt.Println(s, s == 1.0)
}

// Output:
// 2.5 3 2 2 3 2
// 3.5 4 4 3 4 3
// -2.5 -3 -2 -3 -2 -2
// 2.4999 2 2 2 3 2
// -0.5 -1 -0 -1 -0 -0
// 0.5 1 0 0 1 0
// 0 2 2 0.1 1.00
// false true
// 0.9999999999999999 false
