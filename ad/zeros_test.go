package ad

import (
	"math"
	"testing"
)

// naiveSoftplus is log(1 + exp(x)): at x = 800 exp overflows, log's slope
// at +Inf is 0, and the derivative must be NaN in both modes (0·Inf).
func naiveSoftplus(t *Tape, x Num) Num {
	return t.Math(OpLog, t.Add(Const(1), t.Math(OpExp, x)))
}

func TestIEEEZerosBothModes(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func(*Tape, Num) Num
		x    float64
		want float64
	}{
		{"naive softplus at 800", naiveSoftplus, 800, math.NaN()},
		{"naive softplus at 30", naiveSoftplus, 30, 1 / (1 + math.Exp(-30))},
		{"sqrt(x·x) at 0", func(t *Tape, x Num) Num { return t.Math(OpSqrt, t.Mul(x, x)) }, 0, math.NaN()},
		{"an unused overflow", func(t *Tape, x Num) Num { t.Math(OpExp, t.Mul(x, Const(800))); return t.Mul(x, Const(3)) }, 1, 3},
		{"a cancelled adjoint", func(t *Tape, x Num) Num {
			e := t.Math(OpExp, t.Mul(x, Const(800)))
			return t.Add(t.Sub(e, e), x) // e's adjoint is 1 − 1 = 0, times Inf
		}, 1, math.NaN()},
	} {
		rev := Grad(func(t *Tape, x []Num) Num { return tc.f(t, x[0]) })([]float64{tc.x})[0]
		fwd := Derivative(tc.f)(tc.x)
		for _, got := range []float64{rev, fwd} {
			if !(math.Abs(got-tc.want) <= 1e-15 || math.IsNaN(got) && math.IsNaN(tc.want)) {
				t.Errorf("%s: reverse %v, forward %v, want %v", tc.name, rev, fwd, tc.want)
			}
		}
		// The recorded (nested) sweeps follow the same rule: d/dx of the
		// first derivative, by both modes over reverse.
		h := Hessian(func(t *Tape, x []Num) Num { return tc.f(t, x[0]) })([]float64{tc.x})[0][0]
		hr := Grad(func(t *Tape, x []Num) Num {
			_, g := t.GradAt(func(z []Num) Num { return tc.f(t, z[0]) }, x)
			return g[0]
		})([]float64{tc.x})[0]
		if math.IsNaN(tc.want) != math.IsNaN(h) || math.IsNaN(h) != math.IsNaN(hr) {
			t.Errorf("%s: second derivative forward-over-reverse %v, reverse-over-reverse %v", tc.name, h, hr)
		}
	}
}

func TestIEEEZerosOptimized(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	x := tp.Input(Const(800))
	y := naiveSoftplus(tp, tp.Math(OpSin, tp.Math(OpCos, x)))
	z := tp.Mul(naiveSoftplus(tp, x), Const(2))
	tp.End()
	outs, wrt := []Num{y, z}, []Num{x}
	tp.Persist(outs, wrt)
	want := values(tp.Recorder().ReverseRange(0, tp.Len(), false, outs, consts([]float64{1, 1}), wrt))
	o, _, err := tp.Optimize()
	if err != nil {
		t.Fatal(err)
	}
	got, err := o.Sweep([]float64{1, 1})
	if err != nil {
		t.Fatal(err)
	}
	if !math.IsNaN(want[0]) || math.Float64bits(got[0]) != math.Float64bits(want[0]) {
		t.Errorf("optimized sweep %v, sweep %v, want the same NaN", got, want)
	}
	// A zero seed is no seed: the first output alone is finite.
	g, _ := tp.Sweep([]float64{1, 0})
	if math.IsNaN(g[0]) {
		t.Errorf("seeding only the finite output gave %v", g)
	}
}

func TestExtremumTies(t *testing.T) {
	for _, tc := range []struct {
		x    []float64
		want []float64
	}{
		{[]float64{2, 2, 2}, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}},
		{[]float64{2, 1, 2}, []float64{0.5, 0, 0.5}},
		{[]float64{2, 2, 2, 2}, []float64{0.25, 0.25, 0.25, 0.25}},
		{[]float64{1, 3, 2}, []float64{0, 1, 0}},
	} {
		f := func(t *Tape, x []Num) Num {
			return t.Recorder().Extremum(OpMax, x, max(x[0].V, x[1].V, x[2].V, x[len(x)-1].V))
		}
		g := Grad(f)(tc.x)
		for i := range g {
			v := make([]float64, len(tc.x))
			v[i] = 1
			_, jv := JVP(func(t *Tape, x []Num) []Num { return []Num{f(t, x)} }, tc.x, v)
			if math.Abs(g[i]-tc.want[i]) > 1e-15 || math.Abs(jv[0]-tc.want[i]) > 1e-15 {
				t.Errorf("max%v: ∂%d reverse %v, forward %v, want %v", tc.x, i, g[i], jv[0], tc.want[i])
			}
		}
		// The value is the maximum exactly, whatever the rounding of Σ x/k.
		tp := NewTape()
		tp.Begin()
		in := []Num{tp.Input(Const(0.1)), tp.Input(Const(0.1)), tp.Input(Const(0.1))}
		if r := tp.Recorder().Extremum(OpMax, in, 0.1); r.V != 0.1 {
			t.Errorf("max(0.1, 0.1, 0.1) = %v", r.V)
		}
	}
}

func TestReverseOnto(t *testing.T) {
	// f(x) = (x0·x1, sin(x0)·x1) recorded at (2, 3) on one tape; its
	// pullback swept onto a second tape, where u is an input: the gradient
	// of pull(u)·w with respect to u is J·w.
	ft := NewTape()
	ft.Begin()
	x := []Num{ft.Input(Const(2)), ft.Input(Const(3))}
	y := []Num{ft.Mul(x[0], x[1]), ft.Mul(ft.Math(OpSin, x[0]), x[1])}
	ft.End()
	w := []float64{1, 10}
	g := Grad(func(rec *Tape, u []Num) Num {
		r, err := ft.Recorder().ReverseOnto(rec, 0, ft.Len(), y, u, x)
		if err != nil {
			t.Fatal(err)
		}
		return rec.Add(rec.Mul(r[0], Const(w[0])), rec.Mul(r[1], Const(w[1])))
	})([]float64{0.5, -1})
	want := []float64{3*w[0] + 2*w[1], math.Cos(2)*3*w[0] + math.Sin(2)*w[1]}
	for i := range g {
		if math.Abs(g[i]-want[i]) > 1e-14 {
			t.Errorf("∂u%d = %v, want %v", i, g[i], want[i])
		}
	}
}

func TestRulesAtSpecialPoints(t *testing.T) {
	for _, tc := range []struct {
		op     Op
		x, y   float64
		dx, dy float64
	}{
		{OpJ1, 0, 0, 0.5, 0},
		{OpY1, 0, 0, math.Inf(1), 0},
		{OpY0, 0, 0, math.Inf(1), 0},
		{OpYn, 2, 0, 0, math.Inf(1)},
		{OpYn, -1, 0, 0, math.Inf(-1)},
		{OpYn, -2, 0, 0, math.Inf(1)},
		{OpJn, 1, 0, 0, 0.5},
		{OpAsinh, 1e200, 0, 1e-200, 0},
		{OpAcosh, 1e200, 0, 1e-200, 0},
		{OpAcosh, 1, 0, math.Inf(1), 0},
	} {
		var v float64
		if tc.op.Binary() {
			v = math2(tc.op, tc.x, tc.y)
		} else {
			v = math1(tc.op, tc.x)
		}
		dx, dy := partials(tc.op, tc.x, tc.y, v)
		nx, ny := NewTape().partialsN(tc.op, Const(tc.x), Const(tc.y), Const(v))
		close := func(a, b float64) bool { return a == b || math.Abs(a-b) <= 1e-15*math.Abs(b) }
		if !close(dx, tc.dx) || !close(nx.V, tc.dx) || tc.op.Binary() && (!close(dy, tc.dy) || !close(ny.V, tc.dy)) {
			t.Errorf("%s(%v, %v): float rule (%v, %v), recorded rule (%v, %v), want (%v, %v)", tc.op, tc.x, tc.y, dx, dy, nx.V, ny.V, tc.dx, tc.dy)
		}
	}
}
