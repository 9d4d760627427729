package main

import "fmt"

func main() {
	var z complex128
	one := complex(1, 0)
	fmt.Println(one/z, z/z)
	var c complex64 = 2 + 3i
	c *= c
	fmt.Println(c)
}

// Output:
// (+Inf+NaNi) (NaN+NaNi)
// (-5+12i)
