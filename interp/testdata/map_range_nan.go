package main

import (
	"fmt"
	"math"
)

func main() {
	// Every NaN key is a new entry, and range produces each of them.
	m := map[float64]int{}
	nan := math.NaN()
	for i := 0; i < 5; i++ {
		m[nan] = i
	}
	m[1] = 10
	iters, sum := 0, 0
	for k, v := range m {
		iters++
		sum += v
		if k == k {
			delete(m, k)
		}
	}
	fmt.Println(len(m), iters, sum)
	n := 0
	for range m {
		clear(m)
		n++
	}
	fmt.Println(n, len(m))
}

// Output:
// 5 6 20
// 1 0
