package main

import "fmt"

func main() {
	fs := []float64{2.9, -2.9, 0.5, -0.5, 1e9 + 0.99}
	for _, f := range fs {
		fmt.Println(int(f), int64(f), int32(f))
	}
	x := 3.999
	fmt.Println(uint8(x), int(x*10)/10)
	var f32 float32 = 16777217
	fmt.Println(int(f32))
	i := 7
	fmt.Println(float64(i)/2, float32(i)/3, i/2)
}

// Output:
// 2 2 2
// -2 -2 -2
// 0 0 0
// 0 0 0
// 1000000000 1000000000 1000000000
// 3 3
// 16777216
// 3.5 2.3333333 3
