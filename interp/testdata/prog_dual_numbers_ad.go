package main

import (
	"fmt"
	"math"
)

// Dual numbers: forward-mode automatic differentiation.
type Dual struct{ V, D float64 }

func Const(v float64) Dual     { return Dual{v, 0} }
func Var(v float64) Dual       { return Dual{v, 1} }
func (a Dual) Add(b Dual) Dual { return Dual{a.V + b.V, a.D + b.D} }
func (a Dual) Sub(b Dual) Dual { return Dual{a.V - b.V, a.D - b.D} }
func (a Dual) Mul(b Dual) Dual { return Dual{a.V * b.V, a.D*b.V + a.V*b.D} }
func (a Dual) Div(b Dual) Dual {
	return Dual{a.V / b.V, (a.D*b.V - a.V*b.D) / (b.V * b.V)}
}
func Sin(a Dual) Dual  { return Dual{math.Sin(a.V), a.D * math.Cos(a.V)} }
func Exp(a Dual) Dual  { e := math.Exp(a.V); return Dual{e, a.D * e} }
func Tanh(a Dual) Dual { t := math.Tanh(a.V); return Dual{t, a.D * (1 - t*t)} }
func Log(a Dual) Dual  { return Dual{math.Log(a.V), a.D / a.V} }

func (a Dual) String() string { return fmt.Sprintf("%.6f (d=%.6f)", a.V, a.D) }

// f(x) = sin(x) * exp(x) / (1 + x*x) + log(x)
func f(x Dual) Dual {
	one := Const(1)
	return Sin(x).Mul(Exp(x)).Div(one.Add(x.Mul(x))).Add(Log(x))
}

func main() {
	for _, x := range []float64{0.5, 1, 2} {
		r := f(Var(x))
		h := 1e-6
		fd := (f(Const(x+h)).V - f(Const(x-h)).V) / (2 * h)
		fmt.Println(r, math.Abs(fd-r.D) < 1e-6)
	}
	// derivative of a tanh RNN step, unrolled
	x := Var(0.3)
	for i := 0; i < 5; i++ {
		x = Tanh(x.Mul(Const(1.5)).Add(Const(0.1)))
	}
	fmt.Println(x)
}

// Output:
// -0.060796 (d=3.283981) true
// 1.143678 (d=1.734347) true
// 2.036917 (d=0.153768) true
// 0.885407 (d=0.053960)
