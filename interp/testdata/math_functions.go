package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(math.Sqrt(2), math.Cbrt(27), math.Pow(2, 10), math.Pow(2, 0.5))
	fmt.Println(math.Exp(1), math.Log(math.E), math.Log2(8), math.Log10(0.001), math.Log1p(1e-10))
	fmt.Println(math.Sin(math.Pi/6), math.Cos(math.Pi), math.Tan(math.Pi/4))
	fmt.Println(math.Asin(1), math.Acos(0), math.Atan(1), math.Atan2(-1, -1))
	fmt.Println(math.Sinh(1), math.Cosh(1), math.Tanh(0.5))
	fmt.Println(math.Hypot(3, 4), math.Abs(-2.5), math.Max(3, 7), math.Min(3, 7))
	fmt.Println(math.Mod(7, 3), math.Mod(-7, 3), math.Remainder(7, 3))
	fmt.Println(math.Floor(-1.5), math.Ceil(-1.5), math.Trunc(-1.5))
	frac, exp := math.Frexp(8)
	ip, fp := math.Modf(3.75)
	fmt.Println(frac, exp, ip, fp)
	fmt.Println(math.Float64bits(1.0), math.Float32bits(1.0), math.Float64frombits(0x4000000000000000))
	fmt.Println(math.Sqrt(-1), math.Log(0), math.Log(-1))
	fmt.Println(math.MaxFloat64, math.SmallestNonzeroFloat64, math.MaxFloat32)
	fmt.Println(math.Pi, math.E, math.Sqrt2, math.Ln2)
	fmt.Println(math.Erf(0.5), math.Gamma(5), math.Expm1(1e-5))
}

// Output:
// 1.4142135623730951 3 1024 1.4142135623730951
// 2.718281828459045 1 3 -3 9.999999999500001e-11
// 0.5 -1 1
// 1.5707963267948966 1.5707963267948966 0.7853981633974483 -2.356194490192345
// 1.1752011936438014 1.5430806348152437 0.46211715726000974
// 5 2.5 7 3
// 1 -1 1
// -2 -1 -1
// 0.5 4 3 0.75
// 4607182418800017408 1065353216 2
// NaN -Inf NaN
// 1.7976931348623157e+308 5e-324 3.4028234663852886e+38
// 3.141592653589793 2.718281828459045 1.4142135623730951 0.6931471805599453
// 0.5204998778130465 24 1.0000050000166668e-05
