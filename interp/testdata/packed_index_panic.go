package main

import "fmt"

func try(f func()) {
	defer func() { fmt.Println(recover()) }()
	f()
}

func main() {
	bs := make([]bool, 3)
	fs := [][]float64{{1, 2}, {3}}
	ws := []uint64{1}
	j, k := 3, -1
	try(func() { bs[j] = true })
	try(func() { _ = bs[j] })
	try(func() { fmt.Println(fs[1][j]) })
	try(func() { fs[1][1] += 2 })
	try(func() { ws[k] |= 1 })
	try(func() { _ = &ws[j] })
	try(func() { fmt.Println(fs[0][:j]) })
	for i := 0; i <= len(ws); i++ {
		ws[i]++
	}
}

// Output:
// runtime error: index out of range [3] with length 3
// runtime error: index out of range [3] with length 3
// runtime error: index out of range [3] with length 1
// runtime error: index out of range [1] with length 1
// runtime error: index out of range [-1]
// runtime error: index out of range [3] with length 1
// runtime error: slice bounds out of range [:3] with capacity 2
// Error:
// panic: runtime error: index out of range [1] with length 1
