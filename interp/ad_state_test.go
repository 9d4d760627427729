package interp_test

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// runState runs a program and returns its output, failing on an error.
func runState(t *testing.T, src string) (string, *interp.Interp) {
	t.Helper()
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out})
	if err := runGuarded(func() error { return in.RunFile("state.go", src) }); err != nil {
		t.Fatalf("%v\noutput:\n%s", err, out.String())
	}
	return out.String(), in
}

// floats parses the whitespace-separated numbers of one output line.
func floats(t *testing.T, line string) []float64 {
	t.Helper()
	var out []float64
	for _, f := range strings.Fields(line) {
		var v float64
		if _, err := fmt.Sscan(f, &v); err != nil {
			t.Fatalf("not a number %q in %q", f, line)
		}
		out = append(out, v)
	}
	return out
}

const trainProgram = `package main

import (
	"ad"
	"fmt"
)

type Params struct {
	W, B  float64
	Steps int // an int field rides along untouched
}

var xs = []float64{0, 1, 2, 3}
var ys = []float64{1, 3, 5, 7}
var vx = []float64{4, 5}
var vy = []float64{9, 11}

func loss(p Params, xs, ys []float64) float64 {
	s := 0.0
	for i, x := range xs {
		d := p.W*x + p.B - ys[i]
		s += d * d
	}
	return s / float64(len(xs))
}

func final(lr float64) float64 {
	opt := ad.NewOPT
	p := Params{W: 0.5, B: 0.1, Steps: 7}
	for k := 0; k < 4; k++ {
		g := ad.Grad(func(p Params) float64 { return loss(p, xs, ys) })(p)
		p = opt.Step(p, g)
	}
	if p.Steps != 7 {
		panic("Steps changed")
	}
	return loss(p, vx, vy)
}

func main() {
	fmt.Printf("%.17g %.17g %.17g\n", final(LR), ad.Grad(final)(LR), ad.Derivative(final)(LR))
}
`

// nativeTrain is the same training in native Go: SGD with momentum (adam
// false) or Adam, four steps, then the validation loss.
func nativeTrain(lr float64, adam bool) float64 {
	xs, ys := []float64{0, 1, 2, 3}, []float64{1, 3, 5, 7}
	vx, vy := []float64{4, 5}, []float64{9, 11}
	loss := func(w, b float64, xs, ys []float64) float64 {
		s := 0.0
		for i, x := range xs {
			d := w*x + b - ys[i]
			s += d * d
		}
		return s / float64(len(xs))
	}
	p := []float64{0.5, 0.1}
	v := []float64{0, 0}
	m := []float64{0, 0}
	for k := 1; k <= 4; k++ {
		gw, gb := 0.0, 0.0
		for i, x := range xs {
			d := p[0]*x + p[1] - ys[i]
			gw += 2 * d * x / 4
			gb += 2 * d / 4
		}
		g := []float64{gw, gb}
		for j := range p {
			if adam {
				m[j] = 0.9*m[j] + 0.1*g[j]
				v[j] = 0.999*v[j] + 0.001*g[j]*g[j]
				mh := m[j] / (1 - math.Pow(0.9, float64(k)))
				vh := v[j] / (1 - math.Pow(0.999, float64(k)))
				p[j] -= lr * mh / (math.Sqrt(vh) + 1e-8)
			} else {
				if k == 1 {
					v[j] = g[j]
				} else {
					v[j] = 0.9*v[j] + g[j]
				}
				p[j] -= lr * v[j]
			}
		}
	}
	return loss(p[0], p[1], vx, vy)
}

// Hypergradients d(validation loss)/d(learning rate) through four unrolled
// training steps, by reverse mode and by forward mode over the nested
// gradients, against central differences of the same training in native Go.
func TestHypergradient(t *testing.T) {
	for _, c := range []struct {
		name, ctor string
		lr         float64
		adam       bool
	}{
		{"SGD momentum", "SGD[Params](lr, 0.9)", 0.01, false},
		{"Adam", "Adam[Params](lr)", 0.1, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.ReplaceAll(strings.Replace(trainProgram, "NewOPT", "New"+c.ctor, 1), "LR", fmt.Sprint(c.lr))
			out, _ := runState(t, src)
			v := floats(t, out)
			if want := nativeTrain(c.lr, c.adam); math.Abs(v[0]-want) > 1e-12*math.Abs(want) {
				t.Errorf("validation loss %v, native Go %v", v[0], want)
			}
			h := 1e-6 * c.lr
			fd := (nativeTrain(c.lr+h, c.adam) - nativeTrain(c.lr-h, c.adam)) / (2 * h)
			for i, name := range []string{"reverse", "forward"} {
				if e := math.Abs(v[1+i]-fd) / math.Max(1, math.Abs(fd)); e > 1e-6 {
					t.Errorf("%s hypergradient %v, central difference %v (rel err %.2g)", name, v[1+i], fd, e)
				}
			}
			if math.Abs(v[1]-v[2]) > 1e-9*math.Abs(v[1]) {
				t.Errorf("reverse %v and forward %v disagree", v[1], v[2])
			}
			t.Logf("loss %.6g, hypergradient %.10g, central difference %.10g", v[0], v[1], fd)
		})
	}
}

// Optimizers step tensor parameters too (without differentiating through them).
func TestOptimizerTensors(t *testing.T) {
	out, _ := runState(t, `package main

import (
	"ad"
	"fmt"
)

type P struct {
	W ad.Tensor
	b float64
}

func main() {
	p := P{W: ad.Vec([]float64{1, -2}), b: 0.5}
	f := func(p P) float64 { return p.W.Dot(p.W) + p.b*p.b }
	sgd := ad.NewSGD[P](0.1, 0.5)
	adam := ad.NewAdam[P](0.1)
	q := p
	for k := 0; k < 2; k++ {
		p = sgd.Step(p, ad.Grad(f)(p))
		q = adam.Step(q, ad.Grad(f)(q))
	}
	fmt.Printf("%.17g %.17g %.17g\n", p.W.At(0), p.W.At(1), p.b)
	fmt.Printf("%.17g %.17g %.17g %d\n", q.W.At(0), q.W.At(1), q.b, adam.Steps())
}
`)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// SGD: g = 2p; v1 = g1, p1 = p0 - 0.1 g1 = 0.8 p0; v2 = 0.5 v1 + g2 = p0 + 1.6 p0 = 2.6 p0; p2 = 0.8p0 - 0.26 p0 = 0.54 p0.
	want := []float64{0.54, -1.08, 0.27}
	for i, v := range floats(t, lines[0]) {
		if math.Abs(v-want[i]) > 1e-15 {
			t.Errorf("SGD leaf %d = %v, want %v", i, v, want[i])
		}
	}
	// Adam, natively: f's gradient is 2p.
	pa := []float64{1, -2, 0.5}
	m, v := make([]float64, 3), make([]float64, 3)
	for k := 1; k <= 2; k++ {
		for j := range pa {
			g := 2 * pa[j]
			m[j] = 0.9*m[j] + (1-0.9)*g
			v[j] = 0.999*v[j] + (1-0.999)*(g*g)
			mh := m[j] / (1 - math.Pow(0.9, float64(k)))
			vh := v[j] / (1 - math.Pow(0.999, float64(k)))
			pa[j] -= 0.1 * mh / (math.Sqrt(vh) + 1e-8)
		}
	}
	got := floats(t, lines[1])
	for i, v := range got[:3] {
		if math.Abs(v-pa[i]) > 1e-15 {
			t.Errorf("Adam leaf %d = %v, want %v", i, v, pa[i])
		}
	}
	if got[3] != 2 {
		t.Errorf("Adam steps %v", got[3])
	}
}

const fixedPointProgram = `package main

import (
	"ad"
	"fmt"
	"math"
)

// A contraction in x for each theta: x* = f(x*, theta).
func f(x, th []float64) []float64 {
	return []float64{
		0.5*math.Cos(x[0]+x[1]) + th[0],
		0.3*math.Sin(x[1])*x[0] + th[1]*th[0] - 0.2*x[0],
	}
}

func objective(x []float64) float64 { return x[0]*x[0] + 2*x[1] }

func main() {
	th := []float64{0.3, 0.7}
	implicit := func(th []float64) float64 {
		return objective(ad.FixedPoint(f, []float64{0, 0}, th))
	}
	unrolled := func(th []float64) float64 {
		x := []float64{0, 0}
		for k := 0; k < 300; k++ {
			x = f(x, th)
		}
		return objective(x)
	}
	gi := ad.Grad(implicit)(th)
	ni := ad.LastTape().Len()
	iters := ad.FixedPointIters()
	gu := ad.Grad(unrolled)(th)
	nu := ad.LastTape().Len()
	fmt.Printf("%.17g %.17g %.17g %.17g\n", gi[0], gi[1], gu[0], gu[1])
	fmt.Println(ni, nu, iters)
	fmt.Printf("%.17g %.17g\n", implicit(th), unrolled(th))
	d := ad.Derivative(func(s float64) float64 { return implicit([]float64{s, 0.7}) })(0.3)
	fmt.Printf("%.17g\n", d)
}
`

// The implicit derivative of a fixed point agrees with differentiating the
// unrolled iteration to 1e-10, on a tape a small fraction of the size.
func TestFixedPointImplicit(t *testing.T) {
	out, _ := runState(t, fixedPointProgram)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	g := floats(t, lines[0])
	sizes := floats(t, lines[1])
	vals := floats(t, lines[2])
	d := floats(t, lines[3])[0]
	for i := 0; i < 2; i++ {
		if math.Abs(g[i]-g[2+i]) > 1e-10 {
			t.Errorf("∂/∂θ%d: implicit %v, unrolled %v", i, g[i], g[2+i])
		}
	}
	if math.Abs(d-g[0]) > 1e-10 {
		t.Errorf("forward mode through FixedPoint %v, reverse %v", d, g[0])
	}
	if math.Abs(vals[0]-vals[1]) > 1e-14 {
		t.Errorf("values %v %v", vals[0], vals[1])
	}
	if sizes[0]*20 > sizes[1] {
		t.Errorf("implicit tape %v entries, unrolled %v: want a small fraction", sizes[0], sizes[1])
	}
	t.Logf("gradient %v (unrolled %v); tape %v entries implicit vs %v unrolled; %v iterations", g[:2], g[2:], sizes[0], sizes[1], sizes[2])
}

func TestFixedPointErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`x := ad.FixedPoint(func(x, th float64) float64 { return 2*x + th }, 1.0, 1.0); _ = x`, "diverged"},
		{`x := ad.FixedPoint(func(x, th float64) float64 { return -x + th }, 1.0, 0.5); _ = x`, "no convergence after 10000 iterations"},
		{`g := ad.Grad(func(th float64) float64 { return ad.Grad(func(s float64) float64 { return ad.FixedPoint(func(x, p float64) float64 { return 0.5*x + p }, 0.0, s*th) })(th) })(1.0); _ = g`, "higher-order derivatives through a fixed point are not supported yet"},
	} {
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out})
		err := runGuarded(func() error { return in.Eval("cell", c.src) })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.src, err, c.want)
		}
	}
}

// The dropout mask comes from the given uniform source (math/rand with a
// seed: the numbers go run gives), and the gradient uses the forward mask.
func TestDropoutMask(t *testing.T) {
	out, _ := runState(t, `package main

import (
	"ad"
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(42))
	x := ad.Vec([]float64{1, 2, 3, 4, 5, 6, 7, 8})
	var y ad.Tensor
	g := ad.Grad(func(x ad.Tensor) float64 {
		y = ad.Dropout(x, 0.25, r.Float64)
		return y.Mul(y).Sum() / 2
	})(x)
	fmt.Println(y.Data())
	fmt.Println(g.Data())
	r2 := rand.New(rand.NewSource(42))
	xs := []float64{1, 2, 3, 4, 5, 6, 7, 8}
	gs := ad.Grad(func(xs []float64) float64 {
		s := 0.0
		for _, v := range ad.DropoutSlice(xs, 0.25, r2.Float64) {
			s += v * v / 2
		}
		return s
	})(xs)
	fmt.Println(gs)
}
`)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	r := rand.New(rand.NewSource(42))
	var mask []float64
	kept := 0
	for i := 0; i < 8; i++ {
		m := 0.0
		if r.Float64() >= 0.25 {
			m = 1 / 0.75
			kept++
		}
		mask = append(mask, m)
	}
	if kept == 0 || kept == 8 {
		t.Fatalf("degenerate mask %v", mask)
	}
	y := floats(t, strings.Trim(lines[0], "[]"))
	g := floats(t, strings.Trim(lines[1], "[]"))
	gs := floats(t, strings.Trim(lines[2], "[]"))
	for i, m := range mask {
		x := float64(i + 1)
		if y[i] != x*m {
			t.Errorf("y[%d] = %v, want %v", i, y[i], x*m)
		}
		// d/dx (x m)²/2 = x m²: zero exactly where the forward pass dropped.
		if math.Abs(g[i]-x*m*m) > 1e-14 || math.Abs(gs[i]-x*m*m) > 1e-14 {
			t.Errorf("gradient[%d] = %v (slice %v), want %v", i, g[i], gs[i], x*m*m)
		}
	}
}

func TestPersistentAndReleasedTapes(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out})
	cells := []struct{ src, want, err string }{
		{`y, tp := ad.Record(func(x []float64) []float64 { return []float64{x[0] * x[1], math.Sin(x[0])} }, []float64{2, 3})`, "", ""},
		{`fmt.Println(y, tp.Persistent(), tp.Released())`, "[6 0.9092974268256816] true false\n", ""},
		{`fmt.Println(tp.Sweep(1, 0), tp.Sweep(0, 1), tp.Sweep(2, 1))`, fmt.Sprint([]float64{3, 2}, []float64{math.Cos(2), 0}, []float64{6 + math.Cos(2), 4}) + "\n", ""},
		{`tp.Release(); fmt.Println(tp.Released())`, "true\n", ""},
		{`tp.Sweep(1, 0)`, "", "the tape was released after its reverse pass"},
		{`g := ad.Grad(func(x float64) float64 { return x * x })(3.0); fmt.Println(g, ad.LastTape().Released(), ad.LastTape().Persistent())`, "6 true false\n", ""},
		{`ad.LastTape().Sweep(1)`, "", "the tape was released after its reverse pass"},
		{`_, tq := ad.Record(func(x float64) float64 { return x * x }, 1.0); tq.Sweep(1, 2)`, "", "the tape has 1 outputs but 2 seeds were given"},
		{`_, tr := ad.Record(func(x ad.Tensor) float64 { return x.Sum() }, ad.Vec([]float64{1})); _ = tr`, "", "tensor inputs are not supported yet"},
		{`g2 := ad.Grad(func(x float64) float64 { _, t := ad.Record(func(z float64) float64 { return z }, x); _ = t; return x })(1.0); _ = g2`, "", "ad.Record inside a differentiated function is not supported"},
	}
	for _, c := range cells {
		out.Reset()
		err := runGuarded(func() error { return in.Eval("cell", c.src) })
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.src, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		if out.String() != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.src, out.String(), c.want)
		}
	}
}

// Optimizing the last tape of every program of the AD and state corpora
// (scalar tapes) leaves every gradient component bit-identical.
func TestOptimizeCorpus(t *testing.T) {
	paths, _ := filepath.Glob("testdata/ad/*.go")
	more, _ := filepath.Glob("testdata/state/*.go")
	paths = append(paths, more...)
	files := readCorpusFiles(t, paths)
	compared, changed := 0, 0
	var before, after, beforeB, afterB int
	for _, f := range files {
		if f.Exp.HasError {
			continue
		}
		var out bytes.Buffer
		in := newCorpusInterp(interp.Options{Stdout: &out})
		if err := runGuarded(func() error { return in.RunFile(f.Name, f.Src) }); err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		tp := in.LastTape()
		if tp == nil {
			continue
		}
		o, rep, err := tp.Optimize()
		if err != nil {
			t.Logf("%s: not optimized: %v", f.Name, err)
			continue
		}
		g, err := o.Sweep(tp.View().LastSeeds())
		if err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		for i, w := range tp.View().LastInputs() {
			if want := tp.Adjoint(w); math.Float64bits(g[i]) != math.Float64bits(want) {
				t.Errorf("%s: gradient[%d] = %v, original tape %v", f.Name, i, g[i], want)
			}
		}
		compared++
		if rep.After.Entries < rep.Before.Entries {
			changed++
		}
		before += rep.Before.Entries
		after += rep.After.Entries
		beforeB += rep.Before.Bytes
		afterB += rep.After.Bytes
	}
	if compared < 30 || changed < 5 {
		t.Errorf("only %d programs compared, %d compressed", compared, changed)
	}
	t.Logf("%d programs bit-identical, %d compressed: %d -> %d entries, %d -> %d bytes", compared, changed, before, after, beforeB, afterB)
}

// Sequential and pairwise sums of the same numbers differ in value and in
// gradient; each matches the same order computed in native Go bit for bit.
func TestSummationOrder(t *testing.T) {
	out, _ := runState(t, `package main

import (
	"ad"
	"fmt"
)

func main() {
	xs := []float64{1e16, 1, 1, 1, 1, 1, 1, -1e16}
	sq := func(sum func([]float64) float64) func([]float64) float64 {
		return func(xs []float64) float64 { s := sum(xs); return s * s }
	}
	fmt.Printf("%.17g %.17g %.17g\n", ad.SumSequential(xs), ad.SumPairwise(xs), ad.Vec(xs).Sum())
	fmt.Printf("%.17g %.17g\n", ad.Grad(sq(ad.SumSequential))(xs)[0], ad.Grad(sq(ad.SumPairwise))(xs)[0])
}
`)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	v := floats(t, lines[0])
	g := floats(t, lines[1])
	xs := []float64{1e16, 1, 1, 1, 1, 1, 1, -1e16}
	seq := 0.0
	for _, x := range xs {
		seq += x
	}
	var pair func([]float64) float64
	pair = func(xs []float64) float64 {
		if len(xs) == 1 {
			return xs[0]
		}
		return pair(xs[:len(xs)/2]) + pair(xs[len(xs)/2:])
	}
	pw := pair(xs)
	if v[0] != seq || v[1] != pw || v[2] != seq || seq == pw {
		t.Errorf("sums %v, want sequential %v, pairwise %v (different), tensor Sum sequential", v, seq, pw)
	}
	if g[0] != 2*seq || g[1] != 2*pw {
		t.Errorf("gradients %v, want %v and %v", g, 2*seq, 2*pw)
	}
}

var _ = ad.OpFused
