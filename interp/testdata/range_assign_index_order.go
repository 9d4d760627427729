package main

import "fmt"

func main() {
	x := []int{10, 20}
	y := []int{99}
	i := 1
	for i, x[i] = range y {
		break
	}
	fmt.Println(i, x)
	m := map[string]int{"a": 1}
	var k string
	arr := map[string]int{}
	for k, arr[k] = range m {
	}
	fmt.Println(k, arr)
}

// Output:
// 0 [10 99]
// a map[:1]
