package main

import "fmt"

func main() {
	rows := make([][]int, 3)
	for i := range rows {
		rows[i] = make([]int, i+1)
		for j := range rows[i] {
			rows[i][j] = i + j
		}
	}
	fmt.Println(rows)
	// Pascal's triangle
	tri := [][]int{{1}}
	for i := 1; i < 6; i++ {
		prev := tri[i-1]
		row := []int{1}
		for j := 1; j < len(prev); j++ {
			row = append(row, prev[j-1]+prev[j])
		}
		row = append(row, 1)
		tri = append(tri, row)
	}
	for _, r := range tri {
		fmt.Println(r)
	}
	shared := make([]int, 2)
	m := [][]int{shared, shared}
	m[0][0] = 5
	fmt.Println(m)
}

// Output:
// [[0] [1 2] [2 3 4]]
// [1]
// [1 1]
// [1 2 1]
// [1 3 3 1]
// [1 4 6 4 1]
// [1 5 10 10 5 1]
// [[5 0] [5 0]]
