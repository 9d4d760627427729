package ad_test

// Tests of package ad used directly from Go, without the interpreter: the
// examples of docs/ad.md ("Using package ad from Go"), the accuracy of the
// digamma and trigamma rules, the tape's limits and anomaly detection, and
// random programs differentiated in both modes against central differences.

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/ad"
)

// The gradient of f(x, y) = x·y + sin(x), reverse mode.
func ExampleGrad() {
	f := func(t *ad.Tape, x []ad.Num) ad.Num {
		return t.Add(t.Mul(x[0], x[1]), t.Math(ad.OpSin, x[0]))
	}
	g := ad.Grad(f)([]float64{2, 3})
	fmt.Printf("%.6f %.6f\n", g[0], g[1]) // y + cos x, x
	// Output: 2.583853 2.000000
}

// A derivative in forward mode.
func ExampleDerivative() {
	d := ad.Derivative(func(t *ad.Tape, x ad.Num) ad.Num {
		return t.Mul(x, t.Math(ad.OpExp, x)) // x eˣ
	})
	fmt.Printf("%.6f\n", d(1)) // (1+x) eˣ at 1 = 2e
	// Output: 5.436564
}

// Nested derivatives on one tape: D(x -> x * D(y -> x*y)(3))(5) = 10.
func ExampleTape_DerivativeAt() {
	t := ad.NewTape()
	_, d := t.DerivativeAt(func(x ad.Num) ad.Num {
		_, inner := t.DerivativeAt(func(y ad.Num) ad.Num { return t.Mul(x, y) }, ad.Const(3))
		return t.Mul(x, inner)
	}, ad.Const(5))
	fmt.Println(d.V)
	// Output: 10
}

// The Hessian of the Rosenbrock function at (1, 1).
func ExampleHessian() {
	rosen := func(t *ad.Tape, v []ad.Num) ad.Num {
		a := t.Sub(ad.Const(1), v[0])
		b := t.Sub(v[1], t.Mul(v[0], v[0]))
		return t.Add(t.Mul(a, a), t.Mul(ad.Const(100), t.Mul(b, b)))
	}
	fmt.Println(ad.Hessian(rosen)([]float64{1, 1}))
	// Output: [[802 -400] [-400 200]]
}

// A vector-Jacobian product whose pullback is called twice on one tape.
func ExampleVJP() {
	f := func(t *ad.Tape, x []ad.Num) []ad.Num {
		return []ad.Num{t.Mul(x[0], x[1]), t.Add(x[0], x[1])}
	}
	y, pull := ad.VJP(f, []float64{2, 3})
	fmt.Println(y, pull([]float64{1, 0}), pull([]float64{0, 1}))
	// Output: [6 5] [3 2] [1 1]
}

// Check compares reverse mode, forward mode and central differences.
func ExampleCheck() {
	f := func(t *ad.Tape, x []ad.Num) ad.Num { return t.Math2(ad.OpHypot, x[0], x[1]) }
	r := ad.Check(f, []float64{3, 4}, 0)
	fmt.Println(r.Reverse, r.MaxErr < 1e-9, r.MaxModeDiff)
	// Output: [0.6 0.8] true 0
}

// The tape of one gradient, as a table.
func ExampleView_Table() {
	t := ad.NewTape()
	t.Begin()
	x := t.Input(ad.Const(0.5))
	y := t.Math(ad.OpSin, t.Mul(x, x))
	g := t.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, []ad.Num{x})
	t.End()
	fmt.Printf("%.6f\n", g[0].V) // 2x cos(x²)
	var b strings.Builder
	t.View().Table(&b, 0, nil)
	for _, l := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
		fmt.Println(strings.TrimRight(l, " "))
	}
	// Output:
	// 0.968912
	//     #  op       in1       in2              value      adjoint  at      iter
	//     0  input                                 0.5     0.968912
	//     1  *        #0        #0                0.25     0.968912
	//     2  Sin      #1                      0.247404            1
	// 3 entries, 63 B = 3 × 21 B, peak 3 entries
}

const eulerGamma = 0.57721566490153286060651209008240243

// psiRef is ψ at x = k/2 by ψ(1) = -γ, ψ(1/2) = -γ - 2 ln 2 and
// ψ(x+1) = ψ(x) + 1/x.
func psiRef(x float64) float64 {
	v, y := -eulerGamma, 1.0
	if x != math.Floor(x) {
		v, y = -eulerGamma-2*math.Ln2, 0.5
	}
	for y < x {
		v += 1 / y
		y++
	}
	for y > x {
		y--
		v -= 1 / y
	}
	return v
}

// trigammaRef is ψ' at x = k/2 by ψ'(1) = π²/6, ψ'(1/2) = π²/2 and
// ψ'(x+1) = ψ'(x) - 1/x².
func trigammaRef(x float64) float64 {
	v, y := math.Pi*math.Pi/6, 1.0
	if x != math.Floor(x) {
		v, y = math.Pi*math.Pi/2, 0.5
	}
	for y < x {
		v -= 1 / (y * y)
		y++
	}
	for y > x {
		y--
		v += 1 / (y * y)
	}
	return v
}

// TestDigammaAccuracy checks the derivative rules of Lgamma (digamma) and,
// through a second derivative, of digamma (trigamma) against closed forms:
// both must be accurate to about 1e-14 relative, not just to the 1e-11 of a
// short asymptotic series.
func TestDigammaAccuracy(t *testing.T) {
	lg := func(tp *ad.Tape, x []ad.Num) ad.Num { return tp.Math(ad.OpLgamma, x[0]) }
	for _, x := range []float64{0.5, 1, 1.5, 2, 3.5, 6, 7.5, 11, 13.5, 40, -0.5, -2.5} {
		want := psiRef(x)
		if x < 0 {
			// Reflection: ψ(1-x) - ψ(x) = π cot(πx).
			want = psiRef(1-x) - math.Pi/math.Tan(math.Pi*x)
		}
		got := ad.Grad(lg)([]float64{x})[0]
		if d := math.Abs(got-want) / math.Max(1, math.Abs(want)); d > 1e-14 {
			t.Errorf("ψ(%v) = %.17g, want %.17g (relative error %.3g)", x, got, want, d)
		}
		if x < 0 {
			continue
		}
		h := ad.Hessian(lg)([]float64{x})[0][0]
		wantH := trigammaRef(x)
		if d := math.Abs(h-wantH) / math.Max(1, math.Abs(wantH)); d > 1e-13 {
			t.Errorf("ψ'(%v) = %.17g, want %.17g (relative error %.3g)", x, h, wantH, d)
		}
	}
	// Γ'(x) = Γ(x)ψ(x).
	gm := func(tp *ad.Tape, x []ad.Num) ad.Num { return tp.Math(ad.OpGamma, x[0]) }
	for _, x := range []float64{0.5, 2.5, 4.5, 9} {
		got := ad.Grad(gm)([]float64{x})[0]
		want := math.Gamma(x) * psiRef(x)
		if d := math.Abs(got-want) / math.Max(1, math.Abs(want)); d > 1e-13 {
			t.Errorf("Γ'(%v) = %.17g, want %.17g (relative error %.3g)", x, got, want, d)
		}
	}
}

// TestReleasedTape: a released tape refuses another sweep.
func TestReleasedTape(t *testing.T) {
	tp := ad.NewTape()
	tp.Begin()
	x := tp.Input(ad.Const(2))
	y := tp.Mul(x, x)
	g := tp.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, []ad.Num{x})
	if g[0].V != 4 {
		t.Fatalf("d(x²)/dx at 2 = %v", g[0].V)
	}
	tp.Release()
	defer func() {
		r := recover()
		if err, ok := r.(error); !ok || !errors.Is(err, ad.ErrReleased) {
			t.Errorf("sweeping a released tape: recovered %v, want ad.ErrReleased", r)
		}
	}()
	tp.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, []ad.Num{x})
}

// TestTapeLimit: recording past Limit panics with a *LimitError.
func TestTapeLimit(t *testing.T) {
	tp := ad.NewTape()
	tp.Limit = 10
	tp.Begin()
	x := tp.Input(ad.Const(1))
	defer func() {
		r := recover()
		le, ok := r.(*ad.LimitError)
		if !ok || le.Limit != 10 {
			t.Errorf("recovered %v, want a *LimitError with limit 10", r)
		}
		if tp.Len() != 10 {
			t.Errorf("the tape has %d entries, want 10", tp.Len())
		}
	}()
	for i := 0; i < 100; i++ {
		x = tp.Mul(x, ad.Const(1.01))
	}
}

// TestAnomaly: with Anomaly set, the first non-finite value panics with the
// entry and its position; a non-finite adjoint too.
func TestAnomaly(t *testing.T) {
	catch := func(f func()) (e *ad.AnomalyError) {
		defer func() {
			if r := recover(); r != nil {
				e, _ = r.(*ad.AnomalyError)
				if e == nil {
					panic(r)
				}
			}
		}()
		f()
		return nil
	}
	tp := ad.NewTape()
	tp.Anomaly = true
	tp.Begin()
	x := tp.Input(ad.Const(0))
	tp.Pos = 42
	e := catch(func() { tp.Math(ad.OpLog, x) })
	if e == nil || e.Op != ad.OpLog || e.Pos != 42 || !math.IsInf(e.Value, -1) || e.Adjoint {
		t.Errorf("log(0): got %+v", e)
	}
	// sqrt(x*x) at 0: finite value, infinite adjoint.
	tp2 := ad.NewTape()
	tp2.Anomaly = true
	e = catch(func() {
		ad.Grad(func(t *ad.Tape, v []ad.Num) ad.Num {
			t.Anomaly = true
			return t.Math(ad.OpSqrt, t.Mul(v[0], v[0]))
		})([]float64{0})
	})
	if e == nil || !e.Adjoint {
		t.Errorf("sqrt(x*x) at 0: got %+v, want an adjoint anomaly", e)
	}
}

// TestConstantsAndGenerations: operations on constants record nothing, and a
// Num of a reset tape is a constant of the new generation.
func TestConstantsAndGenerations(t *testing.T) {
	tp := ad.NewTape()
	tp.Begin()
	x := tp.Input(ad.Const(3))
	k := tp.Mul(ad.Const(2), ad.Const(5))
	k = tp.Math(ad.OpSin, k)
	if tp.Len() != 1 || tp.Tracked(k) {
		t.Errorf("constant arithmetic recorded: %d entries", tp.Len())
	}
	y := tp.Mul(x, k)
	if tp.Len() != 2 || !tp.Tracked(y) {
		t.Errorf("x*k not recorded: %d entries", tp.Len())
	}
	tp.End()
	tp.Reset()
	if tp.Tracked(y) || tp.Len() != 0 {
		t.Errorf("after Reset, an old Num is still tracked")
	}
	tp.Begin()
	z := tp.Input(ad.Const(1))
	w := tp.Mul(z, y) // y is a constant now
	g := tp.Reverse([]ad.Num{w}, []ad.Num{ad.Const(1)}, []ad.Num{z})
	if g[0].V != y.V {
		t.Errorf("d(z*old)/dz = %v, want %v", g[0].V, y.V)
	}
}

// randomProgram builds a random straight-line program of n operations on
// the inputs, with ops that stay finite on moderate values.
type randomProgram struct {
	steps []randomStep
	nin   int
}

type randomStep struct {
	op   ad.Op
	a, b int // operand indices into the values so far (inputs first)
	k    float64
}

func newRandomProgram(r *rand.Rand, nin, n int) randomProgram {
	unary := []ad.Op{ad.OpSin, ad.OpCos, ad.OpTanh, ad.OpAtan, ad.OpAsinh, ad.OpErf, ad.OpNeg, ad.OpSinh, ad.OpExp}
	binary := []ad.Op{ad.OpAdd, ad.OpSub, ad.OpMul, ad.OpDiv, ad.OpHypot, ad.OpAtan2, ad.OpPow}
	p := randomProgram{nin: nin}
	for i := 0; i < n; i++ {
		m := nin + i
		s := randomStep{a: r.Intn(m), b: r.Intn(m), k: 0.5 + r.Float64()}
		if r.Intn(2) == 0 {
			s.op = unary[r.Intn(len(unary))]
		} else {
			s.op = binary[r.Intn(len(binary))]
		}
		p.steps = append(p.steps, s)
	}
	return p
}

// eval runs the program on the tape; values are squashed by tanh before
// ops that could overflow or leave their domain.
func (p randomProgram) eval(t *ad.Tape, x []ad.Num) ad.Num {
	vals := append([]ad.Num(nil), x...)
	squash := func(v ad.Num) ad.Num { return t.Math(ad.OpTanh, v) }
	for _, s := range p.steps {
		a, b := vals[s.a], vals[s.b]
		var v ad.Num
		switch s.op {
		case ad.OpExp, ad.OpSinh:
			v = t.Math(s.op, squash(a))
		case ad.OpDiv:
			// a / (k + b²): the denominator stays positive
			v = t.Div(a, t.Add(ad.Const(s.k), t.Mul(b, b)))
		case ad.OpPow:
			// (k + a²)^tanh(b): positive base
			v = t.Math2(ad.OpPow, t.Add(ad.Const(s.k), t.Mul(a, a)), squash(b))
		case ad.OpHypot, ad.OpAtan2:
			v = t.Math2(s.op, a, t.Add(b, ad.Const(s.k)))
		case ad.OpAdd:
			v = t.Add(a, b)
		case ad.OpSub:
			v = t.Sub(a, b)
		case ad.OpMul:
			v = t.Mul(squash(a), b)
		default:
			v = t.Math(s.op, a)
		}
		vals = append(vals, v)
	}
	// The output sums the last few values so that most of the program matters.
	y := ad.Const(0)
	for _, v := range vals[len(vals)-5:] {
		y = t.Add(y, v)
	}
	return y
}

// TestRandomProgramsBothModes differentiates random programs by reverse
// mode, forward mode and central differences (ad.Check), and checks the
// Hessian's symmetry.
func TestRandomProgramsBothModes(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	n := 1000
	if testing.Short() {
		n = 100
	}
	for k := 0; k < n; k++ {
		nin := 1 + r.Intn(4)
		p := newRandomProgram(r, nin, 5+r.Intn(25))
		x := make([]float64, nin)
		for i := range x {
			x[i] = r.Float64()*2 - 1
		}
		c := ad.Check(p.eval, x, 0)
		if c.MaxErr > 1e-6 || c.MaxModeDiff > 1e-12*maxAbs(c.Reverse) {
			t.Errorf("program %d at %v: %v", k, x, c)
		}
		H := ad.Hessian(p.eval)(x)
		for i := range H {
			for j := range H {
				if d := math.Abs(H[i][j] - H[j][i]); d > 1e-10*math.Max(1, math.Abs(H[i][j])) {
					t.Errorf("program %d: Hessian not symmetric: H[%d][%d] = %v, H[%d][%d] = %v", k, i, j, H[i][j], j, i, H[j][i])
				}
			}
		}
	}
}

func maxAbs(v []float64) float64 {
	m := 1.0
	for _, x := range v {
		m = math.Max(m, math.Abs(x))
	}
	return m
}

// TestDocsGoExample keeps the Go example of docs/ad.md in step with the
// examples above: the doc quotes ExampleGrad.
func TestDocsGoExample(t *testing.T) {
	doc, err := os.ReadFile("../docs/ad.md")
	if err != nil {
		t.Skip("docs/ad.md not found")
	}
	for _, s := range []string{"ad.Grad(f)([]float64{2, 3})", "t.Math(ad.OpSin, x[0])"} {
		if !strings.Contains(string(doc), s) {
			t.Errorf("docs/ad.md no longer quotes %q from ExampleGrad", s)
		}
	}
}
