package main

import (
	"fmt"
	"math"
)

func det(m [][]float64) float64 {
	n := len(m)
	a := make([][]float64, n)
	for i := range m {
		a[i] = append([]float64(nil), m[i]...)
	}
	d := 1.0
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if a[p][c] == 0 {
			return 0
		}
		if p != c {
			a[p], a[c] = a[c], a[p]
			d = -d
		}
		d *= a[c][c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	return d
}

func detInt(m [3][3]int) int {
	return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
		m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
		m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
}

func main() {
	fmt.Printf("%.6f\n", det([][]float64{{2, -3, 1}, {2, 0, -1}, {1, 4, 5}}))
	fmt.Printf("%.6f\n", det([][]float64{{1, 2}, {2, 4}}))
	fmt.Printf("%.6f\n", det([][]float64{{0, 1}, {1, 0}}))
	fmt.Println(detInt([3][3]int{{2, -3, 1}, {2, 0, -1}, {1, 4, 5}}))
	h := make([][]float64, 5)
	for i := range h {
		h[i] = make([]float64, 5)
		for j := range h[i] {
			h[i][j] = 1 / float64(i+j+1)
		}
	}
	fmt.Printf("%.6e\n", det(h))
}

// Output:
// 49.000000
// 0.000000
// -1.000000
// 49
// 3.749295e-12
