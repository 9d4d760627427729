package main

import (
	"fmt"
	"math"
)

func main() {
	inf := math.Inf(1)
	ninf := math.Inf(-1)
	nan := math.NaN()
	fmt.Println(inf, ninf, nan)
	fmt.Println(nan == nan, nan != nan, nan < 1, nan > 1)
	fmt.Println(inf > math.MaxFloat64, -inf == ninf, inf-inf)
	zero := 0.0
	fmt.Println(1/zero, -1/zero, zero/zero)
	negz := math.Copysign(0, -1)
	fmt.Println(negz, negz == 0, math.Signbit(negz), 1/negz)
	fmt.Printf("%v %.2f %g\n", negz, negz, -zero)
	fmt.Println(math.IsNaN(nan), math.IsInf(inf, 1), math.IsInf(ninf, 0))
	m := map[float64]int{}
	m[nan] = 1
	m[nan] = 2
	fmt.Println(len(m))
}

// Output:
// +Inf -Inf NaN
// false true false false
// true true NaN
// +Inf -Inf NaN
// -0 true true -Inf
// -0 -0.00 -0
// true true true
// 2
