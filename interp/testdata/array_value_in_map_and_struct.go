package main

import "fmt"

type Board struct {
	Cells [3][3]byte
}

func (b Board) With(r, c int, v byte) Board {
	b.Cells[r][c] = v
	return b
}

func (b *Board) Set(r, c int, v byte) { b.Cells[r][c] = v }

func main() {
	var b Board
	b2 := b.With(1, 1, 'X')
	fmt.Println(b.Cells[1][1], b2.Cells[1][1])
	b.Set(0, 0, 'O')
	fmt.Printf("%q\n", b.Cells[0][:])
	m := map[string][2]int{"a": {1, 2}}
	v := m["a"]
	v[0] = 100
	fmt.Println(m, v)
	arrs := [][2]int{{1, 2}, {3, 4}}
	for _, a := range arrs {
		a[0] = 0
	}
	fmt.Println(arrs, b == b2, b.With(1, 1, 'X').With(0, 0, 0) == b2)
}

// Output:
// 0 88
// "O\x00\x00"
// map[a:[1 2]] [100 2]
// [[1 2] [3 4]] false true
