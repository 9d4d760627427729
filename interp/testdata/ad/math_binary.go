// Every differentiable function of two arguments of package math: both
// partial derivatives against the analytic ones, forward against reverse,
// and central differences, away from ties and kinks.
package main

import (
	"ad"
	"fmt"
	"math"
)

type fn2 struct {
	name string
	f    func(x, y float64) float64
	d    func(x, y float64) (float64, float64)
	pts  [][2]float64
}

func main() {
	fns := []fn2{
		{"Atan2", func(y, x float64) float64 { return math.Atan2(y, x) },
			func(y, x float64) (float64, float64) { r := x*x + y*y; return x / r, -y / r },
			[][2]float64{{1, 2}, {-0.5, -1}, {3, -0.2}}},
		{"Pow", func(x, y float64) float64 { return math.Pow(x, y) },
			func(x, y float64) (float64, float64) { return y * math.Pow(x, y-1), math.Pow(x, y) * math.Log(x) },
			[][2]float64{{2, 3}, {0.5, -1.5}, {3.7, 0.25}}},
		{"Hypot", func(x, y float64) float64 { return math.Hypot(x, y) },
			func(x, y float64) (float64, float64) { h := math.Sqrt(x*x + y*y); return x / h, y / h },
			[][2]float64{{3, 4}, {-1, 0.5}, {1e-3, -2}}},
		{"Max", func(x, y float64) float64 { return math.Max(x, y) },
			func(x, y float64) (float64, float64) {
				if x > y {
					return 1, 0
				}
				return 0, 1
			},
			[][2]float64{{1, 2}, {3, -1}}},
		{"Min", func(x, y float64) float64 { return math.Min(x, y) },
			func(x, y float64) (float64, float64) {
				if x < y {
					return 1, 0
				}
				return 0, 1
			},
			[][2]float64{{1, 2}, {3, -1}}},
		{"Mod", func(x, y float64) float64 { return math.Mod(x, y) },
			func(x, y float64) (float64, float64) { return 1, -math.Trunc(x / y) },
			[][2]float64{{7.5, 2}, {-7.5, 2}, {5.3, -1.7}}},
		{"Remainder", func(x, y float64) float64 { return math.Remainder(x, y) },
			func(x, y float64) (float64, float64) { return 1, -math.RoundToEven(x / y) },
			[][2]float64{{7.4, 2}, {-7.4, 2}, {5.3, -1.7}}},
		{"Dim", func(x, y float64) float64 { return math.Dim(x, y) },
			func(x, y float64) (float64, float64) {
				if x > y {
					return 1, -1
				}
				return 0, 0
			},
			[][2]float64{{3, 1}, {1, 3}}},
		{"Copysign", func(x, y float64) float64 { return math.Copysign(x, y) },
			func(x, y float64) (float64, float64) {
				if (x < 0) != (y < 0) {
					return -1, 0
				}
				return 1, 0
			},
			[][2]float64{{2, 3}, {2, -3}, {-2, 3}, {-2, -3}}},
	}
	for _, f := range fns {
		for _, p := range f.pts {
			g := func(v [2]float64) float64 { return f.f(v[0], v[1]) }
			r := ad.Check(g, p)
			dx, dy := f.d(p[0], p[1])
			fx := ad.Derivative(func(x float64) float64 { return f.f(x, p[1]) })(p[0])
			fy := ad.Derivative(func(y float64) float64 { return f.f(p[0], y) })(p[1])
			near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-12*math.Max(1, math.Abs(b)) }
			ok := near(r.Reverse[0], dx) && near(r.Reverse[1], dy) && near(fx, dx) && near(fy, dy) &&
				r.MaxModeDiff <= 1e-12*math.Max(1, math.Max(math.Abs(dx), math.Abs(dy))) && r.MaxErr < 1e-6
			if ok {
				fmt.Printf("%s%v: ∂x %.10g ∂y %.10g ok\n", f.name, p, r.Reverse[0], r.Reverse[1])
			} else {
				fmt.Printf("%s%v: reverse %v forward %v %v want %v %v central %v FAIL\n", f.name, p, r.Reverse, fx, fy, dx, dy, r.Central)
			}
		}
	}
}

// Output:
// Atan2[1 2]: ∂x 0.4 ∂y -0.2 ok
// Atan2[-0.5 -1]: ∂x -0.8 ∂y 0.4 ok
// Atan2[3 -0.2]: ∂x -0.02212389381 ∂y -0.3318584071 ok
// Pow[2 3]: ∂x 12 ∂y 5.545177444 ok
// Pow[0.5 -1.5]: ∂x -8.485281374 ∂y -1.960516287 ok
// Pow[3.7 0.25]: ∂x 0.09371059937 ∂y 1.81454886 ok
// Hypot[3 4]: ∂x 0.6 ∂y 0.8 ok
// Hypot[-1 0.5]: ∂x -0.894427191 ∂y 0.4472135955 ok
// Hypot[0.001 -2]: ∂x 0.0004999999375 ∂y -0.999999875 ok
// Max[1 2]: ∂x 0 ∂y 1 ok
// Max[3 -1]: ∂x 1 ∂y 0 ok
// Min[1 2]: ∂x 1 ∂y 0 ok
// Min[3 -1]: ∂x 0 ∂y 1 ok
// Mod[7.5 2]: ∂x 1 ∂y -3 ok
// Mod[-7.5 2]: ∂x 1 ∂y 3 ok
// Mod[5.3 -1.7]: ∂x 1 ∂y 3 ok
// Remainder[7.4 2]: ∂x 1 ∂y -4 ok
// Remainder[-7.4 2]: ∂x 1 ∂y 4 ok
// Remainder[5.3 -1.7]: ∂x 1 ∂y 3 ok
// Dim[3 1]: ∂x 1 ∂y -1 ok
// Dim[1 3]: ∂x 0 ∂y 0 ok
// Copysign[2 3]: ∂x 1 ∂y 0 ok
// Copysign[2 -3]: ∂x -1 ∂y 0 ok
// Copysign[-2 3]: ∂x -1 ∂y 0 ok
// Copysign[-2 -3]: ∂x 1 ∂y 0 ok
