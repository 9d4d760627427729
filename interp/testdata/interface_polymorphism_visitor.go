package main

import "fmt"

type Expr interface {
	Eval(env map[string]float64) float64
	String() string
}

type Num float64
type Var string
type Bin struct {
	Op   byte
	L, R Expr
}

func (n Num) Eval(map[string]float64) float64     { return float64(n) }
func (n Num) String() string                      { return fmt.Sprint(float64(n)) }
func (v Var) Eval(env map[string]float64) float64 { return env[string(v)] }
func (v Var) String() string                      { return string(v) }
func (b Bin) Eval(env map[string]float64) float64 {
	l, r := b.L.Eval(env), b.R.Eval(env)
	switch b.Op {
	case '+':
		return l + r
	case '-':
		return l - r
	case '*':
		return l * r
	case '/':
		return l / r
	}
	panic("bad op " + string(b.Op))
}
func (b Bin) String() string { return fmt.Sprintf("(%v %c %v)", b.L, b.Op, b.R) }

func main() {
	e := Bin{'+', Bin{'*', Num(2), Var("x")}, Bin{'/', Var("y"), Num(4)}}
	env := map[string]float64{"x": 3, "y": 10}
	fmt.Println(e, "=", e.Eval(env))
	var exprs []Expr = []Expr{Num(1), Var("y"), e}
	for _, x := range exprs {
		fmt.Printf("%T %v\n", x, x.Eval(env))
	}
}

// Output:
// ((2 * x) + (y / 4)) = 8.5
// main.Num 1
// main.Var 10
// main.Bin 8.5
