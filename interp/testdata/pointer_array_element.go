package main

import "fmt"

func main() {
	arr := [4]int{1, 2, 3, 4}
	p := &arr[2]
	*p *= 10
	fmt.Println(arr)
	s := []int{5, 6, 7}
	q := &s[0]
	s[0] = 50
	fmt.Println(*q)
	pa := &arr
	pa[3] = 40
	fmt.Println(arr, len(pa))
	grid := [2][2]int{}
	row := &grid[1]
	row[0] = 9
	fmt.Println(grid)
	ptrs := []*int{}
	for i := range 3 {
		ptrs = append(ptrs, &arr[i])
	}
	for _, pt := range ptrs {
		*pt = -*pt
	}
	fmt.Println(arr)
}

// Output:
// [1 2 30 4]
// 50
// [1 2 30 40] 4
// [[0 0] [9 0]]
// [-1 -2 -30 40]
