package main

import "fmt"

func main() {
	sum := 0
	for i := 0; i < 10; i++ {
		sum += i
	}
	fmt.Println(sum)
	for i, j := 0, 10; i < j; i, j = i+1, j-2 {
		fmt.Println(i, j)
	}
	k := 0
	for ; k < 3; k++ {
	}
	fmt.Println(k)
	for i := 10; i > 0; i /= 3 {
		fmt.Print(i, ",")
	}
	fmt.Println()
	var f float64
	for f = 0; f < 1; f += 0.25 {
	}
	fmt.Println(f)
}

// Output:
// 45
// 0 10
// 1 8
// 2 6
// 3 4
// 3
// 10,3,1,
// 1
