package main

import (
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(7))
	inside := 0
	const n = 100000
	for i := 0; i < n; i++ {
		x, y := r.Float64(), r.Float64()
		if x*x+y*y <= 1 {
			inside++
		}
	}
	fmt.Println(inside, 4*float64(inside)/n)
	hist := make([]int, 6)
	for i := 0; i < 6000; i++ {
		hist[r.Intn(6)]++
	}
	fmt.Println(hist)
	fmt.Printf("%.6f %.6f\n", r.NormFloat64(), r.ExpFloat64())
}

// Output:
// 78472 3.13888
// [1033 987 1017 971 981 1011]
// 0.409991 0.115526
