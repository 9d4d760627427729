package main

import "fmt"

func main() {
	var a float32 = 1.0e8
	var b float32 = 1.0
	fmt.Println(a+b == a, a+b)
	var c float32 = 0.1
	var d float32 = 0.2
	fmt.Println(c+d, float64(c)+float64(d))
	var sum float32
	for i := 0; i < 1000; i++ {
		sum += 0.001
	}
	fmt.Println(sum)
	x := float32(3) / 7
	fmt.Printf("%v %.10f %T\n", x, x, x)
	var big float32 = 3.4e38
	fmt.Println(big*10, -big*10)
}

// Output:
// true 1e+08
// 0.3 0.30000000447034836
// 0.9999907
// 0.42857143 0.4285714328 float32
// +Inf -Inf
