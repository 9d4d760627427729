package ad

import (
	"errors"
	"math"
	"math/rand"
	"testing"
)

// randomTape records a random computation on a few inputs: unary chains,
// binary ops, values nothing uses (dead), values no input reaches (a nested
// level whose input is a constant), and returns its outputs and inputs.
func randomTape(r *rand.Rand) (*Tape, []Num, []Num) {
	t := NewTape()
	t.Begin()
	in := make([]Num, 1+r.Intn(4))
	for i := range in {
		in[i] = t.Input(Const(r.Float64()*2 - 1))
	}
	pool := append([]Num(nil), in...)
	// A nested level on a constant: folded by Optimize (no input reaches it).
	t.Begin()
	c := t.Input(Const(0.5 + r.Float64()))
	pool = append(pool, t.Math(OpExp, t.Mul(c, c)))
	t.End()
	unary := []Op{OpSin, OpCos, OpExp, OpTanh, OpNeg, OpAtan, OpSinh, OpCopy, OpAbs, OpExpm1}
	for k := 0; k < 10+r.Intn(40); k++ {
		x := pool[r.Intn(len(pool))]
		switch r.Intn(4) {
		case 0, 1:
			// A chain of unary ops: fusion candidates.
			for n := 1 + r.Intn(4); n > 0; n-- {
				op := unary[r.Intn(len(unary))]
				if op == OpCopy {
					x = t.Recorder().Unary(OpCopy, x, x.V)
				} else {
					x = t.Math(op, x)
				}
				if math.Abs(x.V) > 1e3 {
					x = t.Math(OpTanh, x)
				}
			}
		case 2:
			y := pool[r.Intn(len(pool))]
			switch r.Intn(4) {
			case 0:
				x = t.Add(x, y)
			case 1:
				x = t.Sub(x, y)
			case 2:
				x = t.Mul(x, y)
			default:
				x = t.Math2(OpHypot, x, y)
			}
		default:
			x = t.Mul(x, Const(r.Float64()*3-1.5))
		}
		pool = append(pool, x)
	}
	outs := []Num{pool[len(pool)-1]}
	if r.Intn(2) == 0 {
		outs = append(outs, pool[len(in)+r.Intn(len(pool)-len(in))])
	}
	t.End()
	return t, outs, in
}

func TestOptimizeBitIdentical(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	var dead, folded, fused, before, after int
	for trial := 0; trial < 500; trial++ {
		tp, outs, in := randomTape(r)
		seeds := make([]Num, len(outs))
		for i := range seeds {
			seeds[i] = Const(r.Float64()*2 - 1)
		}
		want := values(tp.Recorder().ReverseRange(0, tp.Len(), false, outs, seeds, in))
		o, rep, err := tp.Optimize()
		if err != nil {
			t.Fatal(err)
		}
		got, err := o.Sweep(values(seeds))
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
				t.Fatalf("trial %d: gradient[%d] = %v (bits %x), want %v (bits %x)\n%s", trial, i, got[i], math.Float64bits(got[i]), want[i], math.Float64bits(want[i]), rep)
			}
		}
		if rep.After.Entries > rep.Before.Entries || rep.After.Entries != o.Len() {
			t.Fatalf("trial %d: %s", trial, rep)
		}
		dead += rep.Dead
		folded += rep.Folded
		fused += rep.Fused
		before += rep.Before.Bytes
		after += rep.After.Bytes
	}
	if dead == 0 || folded == 0 || fused == 0 {
		t.Errorf("a pass never fired: %d dead, %d folded, %d fused", dead, folded, fused)
	}
	t.Logf("500 random tapes: %d dead, %d folded, %d fused entries; %d -> %d bytes", dead, folded, fused, before, after)
}

func TestOptimizeChain(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	x := tp.Input(Const(0.3))
	y := tp.Math(OpExp, tp.Math(OpCos, tp.Math(OpSin, x)))
	tp.Math(OpLog, x) // dead
	z := tp.Mul(y, x)
	tp.Reverse([]Num{z}, []Num{Const(1)}, []Num{x})
	want := tp.Adjoint(x)
	tp.End()
	o, rep, err := tp.Optimize()
	if err != nil {
		t.Fatal(err)
	}
	if rep.Dead != 1 || rep.Fused != 3 || rep.Chains != 1 || o.Len() != 3 {
		t.Fatalf("report %s, %d entries", rep, o.Len())
	}
	g, _ := o.Sweep([]float64{1})
	if math.Float64bits(g[0]) != math.Float64bits(want) {
		t.Fatalf("got %v want %v", g[0], want)
	}
	// d/dx x·exp(cos(sin x)) = exp(cos(sin x))·(1 − x·sin(sin x)·cos x)
	v := 0.3
	exact := math.Exp(math.Cos(math.Sin(v))) * (1 - v*math.Sin(math.Sin(v))*math.Cos(v))
	if math.Abs(g[0]-exact) > 1e-15 {
		t.Fatalf("got %v, exact %v", g[0], exact)
	}
}

func TestOptimizeTensorTape(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	x := tp.Tensors().InputT(NewVector([]float64{1, 2}))
	s := tp.Tensors().Sum(x)
	tp.Reverse([]Num{s}, []Num{Const(1)}, nil)
	tp.End()
	if _, _, err := tp.Optimize(); !errors.Is(err, ErrOptimizeTensor) {
		t.Fatalf("err = %v, want ErrOptimizeTensor", err)
	}
}

func TestPersistentSweep(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	x := tp.Input(Const(2))
	y := tp.Input(Const(3))
	a := tp.Mul(x, y)
	b := tp.Math(OpSin, x)
	tp.End()
	tp.Persist([]Num{a, b}, []Num{x, y})
	for k := 0; k < 2; k++ {
		g, err := tp.Sweep([]float64{1, 0})
		if err != nil || g[0] != 3 || g[1] != 2 {
			t.Fatalf("sweep 1: %v %v", g, err)
		}
		g, err = tp.Sweep([]float64{0, 1})
		if err != nil || g[0] != math.Cos(2) || g[1] != 0 {
			t.Fatalf("sweep 2: %v %v", g, err)
		}
	}
	if _, err := tp.Sweep([]float64{1}); err == nil {
		t.Fatal("wrong number of seeds accepted")
	}
	tp.Release()
	if _, err := tp.Sweep([]float64{1, 0}); !errors.Is(err, ErrReleased) {
		t.Fatalf("released tape: err = %v", err)
	}
	// An ephemeral tape (swept, never persisted) cannot be swept by Sweep.
	e := NewTape()
	e.Begin()
	z := e.Input(Const(1))
	e.Reverse([]Num{e.Math(OpExp, z)}, []Num{Const(1)}, []Num{z})
	e.End()
	if _, err := e.Sweep([]float64{1}); !errors.Is(err, ErrNotPersistent) {
		t.Fatalf("ephemeral tape: err = %v", err)
	}
}

// Tensor.Dot adds from the first element, exactly like a loop in Go.
func TestDotSequential(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	x := make([]float64, 1001)
	y := make([]float64, 1001)
	for i := range x {
		x[i] = r.NormFloat64() * math.Pow(10, float64(r.Intn(12)))
		y[i] = r.NormFloat64()
	}
	want := 0.0
	for i := range x {
		want += float64(x[i] * y[i])
	}
	got := NewTape().Tensors().Dot(NewVector(x), NewVector(y)).V
	if math.Float64bits(got) != math.Float64bits(want) {
		t.Fatalf("Dot = %v, sequential %v", got, want)
	}
}
