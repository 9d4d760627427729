package main

import "fmt"

func main() {
	var a [3][3]int
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			a[i][j] = i*3 + j
		}
	}
	a[0], a[2] = a[2], a[0]
	a[1][0], a[1][2] = a[1][2], a[1][0]
	k := 1
	a[k][k] *= 7
	a[k][k+1] <<= 2
	p := &a[2][1]
	*p = -1
	row := a[1][:]
	row[0] = 99
	fmt.Println(a, row, len(row), cap(row))
	row = append(row[:1], 5)
	fmt.Println(a[1], row)
	b := a
	b[0][0] = 1000
	fmt.Println(a[0], b[0], a == b)
	var fl [2]float64
	fl[1] += 0.5
	fs := fl[:]
	fs = append(fs, 3)
	fs[0] = 8
	fmt.Println(fl, fs)
}

// Output:
// [[6 7 8] [99 28 12] [0 -1 2]] [99 28 12] 3 3
// [99 5 12] [99 5]
// [6 7 8] [1000 7 8] false
// [0 0.5] [8 0.5 3]
