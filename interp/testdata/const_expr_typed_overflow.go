package main

import "fmt"

func main() {
	var x uint8 = 255
	fmt.Println(x + 1)
	const y = 255
	fmt.Println(y + 1)
	var z int8 = 1
	fmt.Println(z << 7)
	fmt.Println(len("héllo"), len([3]int{}))
	const n = len([4]string{})
	var arr [n * 2]int
	fmt.Println(len(arr))
}

// Output:
// 0
// 256
// -128
// 6 3
// 8
