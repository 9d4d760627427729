package main

import "fmt"

func main() {
	a := [][]float64{{1, 2, 3}, {4, 5, 6}}
	b := [][]float64{{1, 0}, {0, 1}, {2, 2}}
	n, m := 2, 3
	for i := 0; i < n; i++ {
		for j := 0; j < 2; j++ {
			s := 0.0
			for k := 0; k < m; k++ {
				s += a[i][k] * b[k][j]
			}
			fmt.Println(i, j, s)
		}
	}
	// The row index is the counter: fetched per iteration.
	d := 0.0
	for k := 0; k < 2; k++ {
		d += a[k][k] * b[k][k]
	}
	fmt.Println(d)
	// A row held as []Value (a slice of an array) and an index out of range.
	arr := [3]float64{1, 1, 1}
	c := [][]float64{arr[:], {2, 2, 2}}
	t := 0.0
	for k := 0; k < len(c[0]); k++ {
		t += c[0][k] * c[1][k]
	}
	fmt.Println(t)
	defer func() { fmt.Println("recovered:", recover(), t) }()
	for k := 0; k < 4; k++ {
		t += c[1][k] * a[1][k]
	}
}

// Output:
// 0 0 7
// 0 1 8
// 1 0 16
// 1 1 17
// 6
// 6
// recovered: runtime error: index out of range [3] with length 3 36
