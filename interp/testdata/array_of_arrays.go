package main

import "fmt"

func main() {
	var grid [3][4]int
	for i := range grid {
		for j := range grid[i] {
			grid[i][j] = i * j
		}
	}
	fmt.Println(grid)
	row := grid[2]
	row[0] = 99
	fmt.Println(grid[2], row)
	g2 := grid
	g2[1][1] = -1
	fmt.Println(grid[1][1], g2[1][1])
	fmt.Println(len(grid), len(grid[0]))
	id := [2][2]float64{{1, 0}, {0, 1}}
	fmt.Println(id, id == [2][2]float64{{1, 0}, {0, 1}})
}

// Output:
// [[0 0 0 0] [0 1 2 3] [0 2 4 6]]
// [0 2 4 6] [99 2 4 6]
// 1 -1
// 3 4
// [[1 0] [0 1]] true
