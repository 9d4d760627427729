package main

import "fmt"

func idx(name string, i int) int {
	fmt.Println("index", name)
	return i
}

func val(name string, v int) int {
	fmt.Println("value", name)
	return v
}

func main() {
	a := []int{0, 0, 0}
	i := 0
	i, a[i] = 1, 9 // a[0] is set: index operands are evaluated first
	fmt.Println(i, a)
	a[idx("x", 1)], a[idx("y", 2)] = val("p", 5), val("q", 6)
	fmt.Println(a)
	x, y := 1, 2
	x, y = y, x
	fmt.Println(x, y)
	m := map[string]int{}
	calls := 0
	key := func() string { calls++; return "k" }
	m[key()] += 5
	m[key()]++
	fmt.Println(m, calls)
	arr := [3]int{1, 2, 3}
	j := 0
	arr[j], j = 100, 2
	fmt.Println(arr, j)
}

// Output:
// 1 [9 0 0]
// index x
// index y
// value p
// value q
// [9 5 6]
// 2 1
// map[k:6] 2
// [100 2 3] 2
