package main

import "fmt"

func main() {
	var a [5]int
	for i := 0; i <= 5; i++ {
		a[i] = i * i
		fmt.Println(a[i])
	}
}

// Output:
// 0
// 1
// 4
// 9
// 16
// Error:
// panic: runtime error: index out of range [5] with length 5
