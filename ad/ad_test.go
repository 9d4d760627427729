package ad

import (
	"math"
	"testing"
)

// The perturbation-confusion example: D(x -> x * D(y -> x*y)(3))(5) = 10,
// in all four combinations of forward and reverse mode.
func TestNestingNoPerturbationConfusion(t *testing.T) {
	type mode func(tp *Tape, f func(Num) Num, x Num) Num
	fwd := func(tp *Tape, f func(Num) Num, x Num) Num { _, d := tp.DerivativeAt(f, x); return d }
	rev := func(tp *Tape, f func(Num) Num, x Num) Num {
		_, g := tp.GradAt(func(z []Num) Num { return f(z[0]) }, []Num{x})
		return g[0]
	}
	modes := map[string]mode{"fwd": fwd, "rev": rev}
	for on, outer := range modes {
		for in, inner := range modes {
			tp := NewTape()
			got := outer(tp, func(x Num) Num {
				d := inner(tp, func(y Num) Num { return tp.Mul(x, y) }, Const(3))
				return tp.Mul(x, d)
			}, Const(5))
			if got.V != 10 {
				t.Errorf("%s over %s: got %v, want 10", on, in, got.V)
			}
		}
	}
}

// Second derivatives through every pair of modes: d²/dx² sin(x)·x at 0.7.
func TestSecondDerivative(t *testing.T) {
	x0 := 0.7
	want := 2*math.Cos(x0) - x0*math.Sin(x0)
	tp := NewTape()
	f := func(x Num) Num { return tp.Mul(tp.Math(OpSin, x), x) }
	_, d2 := tp.DerivativeAt(func(x Num) Num {
		_, g := tp.GradAt(func(z []Num) Num { return f(z[0]) }, []Num{x})
		return g[0]
	}, Const(x0))
	if math.Abs(d2.V-want) > 1e-14 {
		t.Errorf("forward over reverse: %v, want %v", d2.V, want)
	}
	H := Hessian(func(tp *Tape, x []Num) Num { return tp.Mul(tp.Math(OpSin, x[0]), x[0]) })([]float64{x0})
	if math.Abs(H[0][0]-want) > 1e-14 {
		t.Errorf("Hessian: %v, want %v", H[0][0], want)
	}
}

// Every primitive, gradient-checked against central differences at several
// points, with forward and reverse mode agreeing.
func TestPrimitivesGradCheck(t *testing.T) {
	unary := map[Op][]float64{
		OpNeg: {-1.5, 0.3, 2}, OpSin: {-2, 0.3, 1.7}, OpCos: {-2, 0.3, 1.7}, OpTan: {-1, 0.3, 1.2},
		OpAsin: {-0.7, 0.1, 0.8}, OpAcos: {-0.7, 0.1, 0.8}, OpAtan: {-3, 0.2, 5},
		OpSinh: {-2, 0.3, 1.5}, OpCosh: {-2, 0.3, 1.5}, OpTanh: {-2, 0.3, 1.5},
		OpAsinh: {-2, 0.3, 4}, OpAcosh: {1.2, 2, 7}, OpAtanh: {-0.7, 0.1, 0.8},
		OpExp: {-2, 0.3, 2}, OpExp2: {-2, 0.3, 2}, OpExpm1: {-2, 1e-3, 2},
		OpLog: {0.2, 1, 7}, OpLog2: {0.2, 1, 7}, OpLog10: {0.2, 1, 7}, OpLog1p: {-0.5, 0.3, 7},
		OpSqrt: {0.2, 1, 9}, OpCbrt: {-8, 0.3, 9}, OpAbs: {-2, 0.5},
		OpErf: {-1, 0.3, 2}, OpErfc: {-1, 0.3, 2}, OpGamma: {0.5, 1.5, 4.2, -0.5}, OpLgamma: {0.5, 1.5, 4.2},
	}
	for op, xs := range unary {
		for _, x := range xs {
			r := Check(func(tp *Tape, z []Num) Num { return tp.Math(op, z[0]) }, []float64{x}, 0)
			if r.MaxErr > 1e-6 || r.MaxModeDiff > 1e-12 {
				t.Errorf("%s at %v:\n%v", op, x, r)
			}
		}
	}
	binary := map[Op][][2]float64{
		OpAdd: {{1, 2}}, OpSub: {{1, 2}}, OpMul: {{1.5, -2}}, OpDiv: {{1.5, -2}, {3, 0.7}},
		OpAtan2: {{1, 2}, {-1, -0.5}, {0.3, -2}}, OpPow: {{1.5, 2.3}, {2, 3}, {0.7, -1.2}},
		OpHypot: {{3, 4}, {-1, 0.5}}, OpMax: {{1, 2}, {3, -1}}, OpMin: {{1, 2}, {3, -1}},
		OpMod: {{7.5, 2}, {-7.5, 2}}, OpRemainder: {{7.3, 2}}, OpDim: {{3, 1}, {1, 3}}, OpCopysign: {{2, -1}, {-2, -1}},
	}
	for op, ps := range binary {
		for _, p := range ps {
			r := Check(func(tp *Tape, z []Num) Num { return tp.Math2(op, z[0], z[1]) }, p[:], 0)
			if r.MaxErr > 1e-6 || r.MaxModeDiff > 1e-12 {
				t.Errorf("%s at %v:\n%v", op, p, r)
			}
		}
	}
}

// The float rules and the recorded (Num) rules agree.
func TestRulesAgree(t *testing.T) {
	for op := OpAdd; op < numOps; op++ {
		if op == OpFloor || op == OpInput {
			continue
		}
		x, y := 0.6, 1.3
		if op == OpAcosh {
			x = 1.6
		}
		var v float64
		if op.Binary() {
			v = math2(op, x, y)
		} else {
			v = math1(op, x)
		}
		dx, dy := partials(op, x, y, v)
		tp := NewTape()
		nx, ny := tp.partialsN(op, Const(x), Const(y), Const(v))
		if !op.Binary() {
			dy, ny = 0, Num{}
		}
		if math.Abs(nx.V-dx) > 1e-15*math.Max(1, math.Abs(dx)) || math.Abs(ny.V-dy) > 1e-15*math.Max(1, math.Abs(dy)) {
			t.Errorf("%s: float rule (%v, %v), recorded rule (%v, %v)", op, dx, dy, nx.V, ny.V)
		}
	}
}

func TestKinkConventions(t *testing.T) {
	g := Grad(func(tp *Tape, x []Num) Num { return tp.Math(OpAbs, x[0]) })([]float64{0})
	if g[0] != 0 {
		t.Errorf("Abs'(0) = %v, want 0", g[0])
	}
	g = Grad(func(tp *Tape, x []Num) Num { return tp.Math2(OpMax, x[0], x[1]) })([]float64{2, 2})
	if g[0] != 0.5 || g[1] != 0.5 {
		t.Errorf("Max at a tie: %v, want [0.5 0.5]", g)
	}
	g = Grad(func(tp *Tape, x []Num) Num { return tp.Math(OpSqrt, x[0]) })([]float64{0})
	if !math.IsInf(g[0], 1) {
		t.Errorf("Sqrt'(0) = %v, want +Inf", g[0])
	}
}

func TestJacobianTwoState(t *testing.T) {
	// a, b = a+b, a*b for 3 steps; Jacobian of (a3, b3) by (a0, b0) vs finite differences.
	f := func(tp *Tape, x []Num) []Num {
		a, b := x[0], x[1]
		for i := 0; i < 3; i++ {
			a, b = tp.Add(a, b), tp.Mul(a, b)
		}
		return []Num{a, b}
	}
	x := []float64{0.9, 1.1}
	J := Jacobian(f)(x)
	h := 1e-6
	for j := 0; j < 2; j++ {
		xp := append([]float64(nil), x...)
		xm := append([]float64(nil), x...)
		xp[j] += h
		xm[j] -= h
		yp := values(f(NewTape(), consts(xp)))
		ym := values(f(NewTape(), consts(xm)))
		for i := 0; i < 2; i++ {
			fd := (yp[i] - ym[i]) / (2 * h)
			if math.Abs(J[i][j]-fd) > 1e-6*math.Max(1, math.Abs(fd)) {
				t.Errorf("J[%d][%d] = %v, finite differences %v", i, j, J[i][j], fd)
			}
		}
		_, jv := JVP(f, x, []float64{float64(1 - j), float64(j)})
		for i := 0; i < 2; i++ {
			if math.Abs(jv[i]-J[i][j]) > 1e-12 {
				t.Errorf("JVP column %d row %d = %v, Jacobian %v", j, i, jv[i], J[i][j])
			}
		}
	}
}
