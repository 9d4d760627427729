package main

import "fmt"

type Matrix [][]float64

func NewMatrix(r, c int) Matrix {
	m := make(Matrix, r)
	for i := range m {
		m[i] = make([]float64, c)
	}
	return m
}

func (a Matrix) Mul(b Matrix) Matrix {
	out := NewMatrix(len(a), len(b[0]))
	for i := range a {
		for j := range b[0] {
			var s float64
			for k := range b {
				s += a[i][k] * b[k][j]
			}
			out[i][j] = s
		}
	}
	return out
}

func (a Matrix) Transpose() Matrix {
	t := NewMatrix(len(a[0]), len(a))
	for i := range a {
		for j := range a[i] {
			t[j][i] = a[i][j]
		}
	}
	return t
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	fmt.Println(a.Mul(b))
	fmt.Println(b.Mul(a))
	fmt.Println(a.Transpose())
	// power of a rotation-ish matrix
	m := Matrix{{0.5, -0.25}, {0.25, 0.5}}
	p := Matrix{{1, 0}, {0, 1}}
	for i := 0; i < 10; i++ {
		p = p.Mul(m)
	}
	for _, row := range p {
		fmt.Printf("%.8f %.8f\n", row[0], row[1])
	}
}

// Output:
// [[58 64] [139 154]]
// [[39 54 69] [49 68 87] [59 82 105]]
// [[1 4] [2 5] [3 6]]
// -0.00022602 0.00297165
// -0.00297165 -0.00022602
