package main

import "fmt"

func main() {
	for _, f := range []float64{1e20, 1e21, 123456789012345678, 1e-4, 1e-5, 0.000123, 100, 1.5e300, 5e-324} {
		fmt.Println(f, float32(f))
	}
	fmt.Println(float32(1e20), float32(1e21), float32(16777216), float32(0.1)+float32(0.2))
	fmt.Println(2.0/3, float32(2.0)/3)
	var x float64 = 7
	fmt.Println(x, x/2, x*1e15, x*1e16)
	fmt.Printf("%v %v\n", 1.0, float32(1.0))
}

// Output:
// 1e+20 1e+20
// 1e+21 1e+21
// 1.2345678901234568e+17 1.2345679e+17
// 0.0001 0.0001
// 1e-05 1e-05
// 0.000123 0.000123
// 100 100
// 1.5e+300 +Inf
// 5e-324 0
// 1e+20 1e+21 1.6777216e+07 0.3
// 0.6666666666666666 0.6666667
// 7 3.5 7e+15 7e+16
// 1 1
