package main

import "fmt"

func main() {
	matrix := [][]int{{1, 2, 3}, {4, -5, 6}, {7, 8, 9}}
	count := 0
rows:
	for r, row := range matrix {
		for c, v := range row {
			if v < 0 {
				fmt.Println("negative at", r, c)
				continue rows
			}
			count++
		}
	}
	fmt.Println(count)
	words := []string{"alpha", "beta", "gamma"}
	var firstWithM string
W:
	for _, w := range words {
		for _, ch := range w {
			if ch == 'm' {
				firstWithM = w
				break W
			}
		}
	}
	fmt.Println(firstWithM)
}

// Output:
// negative at 1 1
// 7
// gamma
