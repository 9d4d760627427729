package main

import (
	"fmt"
	"strings"
)

func solve(n int) (count int, first []int) {
	cols := make([]bool, n)
	d1 := make([]bool, 2*n)
	d2 := make([]bool, 2*n)
	pos := make([]int, n)
	var place func(r int)
	place = func(r int) {
		if r == n {
			count++
			if first == nil {
				first = append([]int(nil), pos...)
			}
			return
		}
		for c := 0; c < n; c++ {
			if cols[c] || d1[r+c] || d2[r-c+n] {
				continue
			}
			cols[c], d1[r+c], d2[r-c+n] = true, true, true
			pos[r] = c
			place(r + 1)
			cols[c], d1[r+c], d2[r-c+n] = false, false, false
		}
	}
	place(0)
	return
}

func main() {
	for n := 1; n <= 8; n++ {
		c, _ := solve(n)
		fmt.Print(c, " ")
	}
	fmt.Println("|")
	_, sol := solve(6)
	for _, c := range sol {
		fmt.Println(strings.Repeat(".", c) + "Q" + strings.Repeat(".", 6-c-1))
	}
}

// Output:
// 1 0 0 2 10 4 40 92 |
// .Q....
// ...Q..
// .....Q
// Q.....
// ..Q...
// ....Q.
