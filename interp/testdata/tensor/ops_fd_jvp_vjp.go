// Every tensor operation, differentiated in reverse mode (ad.Grad), in
// forward mode (ad.JVP) and by the transpose of its tangent map (ad.VJP),
// against central finite differences computed in this program.
//
// Each case is a function of In (tensors and one scalar). For a
// tensor-valued operation op, the checks are:
//
//	Grad of  y = Σ op(x) ⊙ R  (R fixed)  vs  central differences of y, per element
//	JVP: the tangent of op(x) along v  vs  (op(x+εv) - op(x-εv)) / 2ε, per element
//	Grad·v  vs  JVP of y along v                          (reverse vs forward)
//	u·(J v)  vs  (Jᵀu)·v  with VJP's pullback             (adjointness)
//
// and a scalar-valued operation is its own y.
package main

import (
	"ad"
	"fmt"
	"math"
)

type In struct {
	Ts []ad.Tensor
	S  float64
}

type tcase struct {
	name string
	x    In
	op   func(In) ad.Tensor // tensor-valued, or nil
	sc   func(In) float64   // scalar-valued, or nil
}

func rebuild(t ad.Tensor, d []float64) ad.Tensor {
	if s := t.Shape(); len(s) == 2 {
		return ad.Mat(s[0], s[1], d)
	}
	return ad.Vec(d)
}

// axpy returns x + a·v, leaf by leaf.
func axpy(x In, a float64, v In) In {
	out := In{S: x.S + a*v.S}
	for k, t := range x.Ts {
		d, dv := t.Data(), v.Ts[k].Data()
		for i := range d {
			d[i] += a * dv[i]
		}
		out.Ts = append(out.Ts, rebuild(t, d))
	}
	return out
}

// with returns x with element i of leaf k (k = -1: the scalar) moved by h.
func with(x In, k, i int, h float64) In {
	out := In{S: x.S, Ts: append([]ad.Tensor(nil), x.Ts...)}
	if k < 0 {
		out.S += h
		return out
	}
	d := x.Ts[k].Data()
	d[i] += h
	out.Ts[k] = rebuild(x.Ts[k], d)
	return out
}

func dot(a, b In) float64 {
	s := a.S * b.S
	for k := range a.Ts {
		s += a.Ts[k].Dot(b.Ts[k])
	}
	return s
}

func randLike(x In, seed int64) In {
	out := In{S: 0.7}
	for k, t := range x.Ts {
		out.Ts = append(out.Ts, rebuild(t, ad.RandN(seed+int64(k), t.Len()).Data()))
	}
	return out
}

var failures int

func close(what string, got, want, tol float64) bool {
	if math.Abs(got-want) <= tol*math.Max(1, math.Abs(want)) {
		return true
	}
	fmt.Printf("  %s: got %.17g, want %.17g FAIL\n", what, got, want)
	failures++
	return false
}

const eps = 1e-5 // central differences: error O(eps²)
const fdTol = 1e-7

func run(c tcase) {
	y := c.sc
	var R ad.Tensor
	if c.op != nil {
		out := c.op(c.x)
		R = rebuild(out, ad.RandN(99, out.Len()).Data())
		y = func(x In) float64 { return c.op(x).Mul(R).Sum() }
	}
	g := ad.Grad(y)(c.x)
	ok := true
	// reverse vs central differences, every element of every leaf
	n := 0
	for k := -1; k < len(c.x.Ts); k++ {
		m := 1
		if k >= 0 {
			m = c.x.Ts[k].Len()
		}
		for i := 0; i < m; i++ {
			fd := (y(with(c.x, k, i, eps)) - y(with(c.x, k, i, -eps))) / (2 * eps)
			gi := g.S
			if k >= 0 {
				gi = g.Ts[k].Data()[i]
			}
			ok = close(fmt.Sprintf("%s: ∂y/∂leaf%d[%d]", c.name, k, i), gi, fd, fdTol) && ok
			n++
		}
	}
	v := randLike(c.x, 42)
	// forward mode of y vs reverse mode
	_, jy := ad.JVP(y, c.x, v)
	ok = close(c.name+": JVP(y) vs Grad·v", jy, dot(g, v), 1e-12) && ok
	if c.op != nil {
		// the tensor tangent vs central differences along v
		_, jt := ad.JVP(c.op, c.x, v)
		plus, minus := c.op(axpy(c.x, eps, v)), c.op(axpy(c.x, -eps, v))
		fd := plus.Sub(minus).Scale(1 / (2 * eps))
		if fmt.Sprint(jt.Shape()) != fmt.Sprint(fd.Shape()) {
			fmt.Printf("  %s: tangent shape %v, value shape %v FAIL\n", c.name, jt.Shape(), fd.Shape())
			failures++
			ok = false
		} else {
			jd, fdd := jt.Data(), fd.Data()
			for i := range jd {
				ok = close(fmt.Sprintf("%s: JVP tangent[%d]", c.name, i), jd[i], fdd[i], fdTol) && ok
			}
		}
		// adjointness: u·(Jv) = (Jᵀu)·v
		val, pull := ad.VJP(c.op, c.x)
		u := rebuild(val, ad.RandN(7, val.Len()).Data())
		ok = close(c.name+": u·Jv vs Jᵀu·v", u.Dot(jt), dot(pull(u), v), 1e-12) && ok
	}
	if ok {
		fmt.Printf("%-14s %3d partials vs central differences, JVP = Grad·v", c.name, n)
		if c.op != nil {
			fmt.Printf(", tangent vs differences, u·Jv = Jᵀu·v")
		}
		fmt.Printf(": ok (‖grad‖ = %.6g)\n", math.Sqrt(dot(g, g)))
	}
}

var (
	cv4  = ad.Vec([]float64{0.5, -1.5, 2, 0.25})
	cm34 = ad.RandN(77, 3, 4)
)

func main() {
	rn := func(seed int64, shape ...int) ad.Tensor { return ad.RandN(seed, shape...) }
	pos := func(seed int64, shape ...int) ad.Tensor { return ad.RandU(seed, shape...).AddScalar(0.5) }
	cases := []tcase{
		{name: "MatVec", x: In{Ts: []ad.Tensor{rn(1, 3, 4), rn(2, 4)}}, op: func(x In) ad.Tensor { return x.Ts[0].MatVec(x.Ts[1]) }},
		{name: "MatMul", x: In{Ts: []ad.Tensor{rn(3, 3, 4), rn(4, 4, 2)}}, op: func(x In) ad.Tensor { return x.Ts[0].MatMul(x.Ts[1]) }},
		{name: "Add", x: In{Ts: []ad.Tensor{rn(5, 2, 3), rn(6, 2, 3)}}, op: func(x In) ad.Tensor { return x.Ts[0].Add(x.Ts[1]) }},
		{name: "Sub", x: In{Ts: []ad.Tensor{rn(7, 5), rn(8, 5)}}, op: func(x In) ad.Tensor { return x.Ts[0].Sub(x.Ts[1]) }},
		{name: "Mul", x: In{Ts: []ad.Tensor{rn(9, 5), rn(10, 5)}}, op: func(x In) ad.Tensor { return x.Ts[0].Mul(x.Ts[1]) }},
		{name: "Div", x: In{Ts: []ad.Tensor{rn(11, 2, 2), pos(12, 2, 2)}}, op: func(x In) ad.Tensor { return x.Ts[0].Div(x.Ts[1]) }},
		{name: "Scale", x: In{Ts: []ad.Tensor{rn(13, 3, 2)}, S: -1.7}, op: func(x In) ad.Tensor { return x.Ts[0].Scale(x.S) }},
		{name: "Scale(const)", x: In{Ts: []ad.Tensor{rn(13, 4)}, S: 0.3}, op: func(x In) ad.Tensor { return x.Ts[0].Scale(2.5) }},
		{name: "AddScalar", x: In{Ts: []ad.Tensor{rn(14, 4)}, S: 0.3}, op: func(x In) ad.Tensor { return x.Ts[0].AddScalar(x.S * x.S) }},
		{name: "T", x: In{Ts: []ad.Tensor{rn(15, 2, 3)}}, op: func(x In) ad.Tensor { return x.Ts[0].T() }},
		{name: "T·MatMul", x: In{Ts: []ad.Tensor{rn(16, 3, 2)}}, op: func(x In) ad.Tensor { return x.Ts[0].T().MatMul(x.Ts[0]) }},
		{name: "Tanh", x: In{Ts: []ad.Tensor{rn(17, 6)}}, op: func(x In) ad.Tensor { return x.Ts[0].Tanh() }},
		{name: "Sigmoid", x: In{Ts: []ad.Tensor{rn(18, 2, 3)}}, op: func(x In) ad.Tensor { return x.Ts[0].Sigmoid() }},
		{name: "Relu", x: In{Ts: []ad.Tensor{rn(19, 8)}}, op: func(x In) ad.Tensor { return x.Ts[0].Relu() }},
		{name: "Exp", x: In{Ts: []ad.Tensor{rn(20, 5)}}, op: func(x In) ad.Tensor { return x.Ts[0].Exp() }},
		{name: "Log", x: In{Ts: []ad.Tensor{pos(21, 5)}}, op: func(x In) ad.Tensor { return x.Ts[0].Log() }},
		{name: "Softmax", x: In{Ts: []ad.Tensor{rn(22, 6)}}, op: func(x In) ad.Tensor { return x.Ts[0].Softmax() }},
		{name: "Slice(vec)", x: In{Ts: []ad.Tensor{rn(23, 7)}}, op: func(x In) ad.Tensor { return x.Ts[0].Slice(2, 5) }},
		{name: "Slice(mat)", x: In{Ts: []ad.Tensor{rn(24, 4, 3)}}, op: func(x In) ad.Tensor { return x.Ts[0].Slice(1, 3) }},
		{name: "Concat(vec)", x: In{Ts: []ad.Tensor{rn(25, 3), rn(26, 2)}}, op: func(x In) ad.Tensor { return ad.Concat(x.Ts[0], x.Ts[1]) }},
		{name: "Concat(mat)", x: In{Ts: []ad.Tensor{rn(27, 1, 3), rn(28, 2, 3)}}, op: func(x In) ad.Tensor { return ad.Concat(x.Ts[0], x.Ts[1]) }},
		{name: "FromScalars", x: In{Ts: []ad.Tensor{rn(29, 3)}, S: 1.2}, op: func(x In) ad.Tensor {
			a := x.Ts[0]
			return ad.FromScalars([]float64{x.S * a.At(0), math.Sin(a.At(1)), 3, a.At(2) / x.S})
		}},
		{name: "Sum", x: In{Ts: []ad.Tensor{rn(30, 2, 3)}}, sc: func(x In) float64 { return x.Ts[0].Sum() * x.Ts[0].Sum() }},
		{name: "Mean", x: In{Ts: []ad.Tensor{rn(31, 5)}}, sc: func(x In) float64 { return math.Exp(x.Ts[0].Mean()) }},
		{name: "Dot", x: In{Ts: []ad.Tensor{rn(32, 4), rn(33, 4)}}, sc: func(x In) float64 { return x.Ts[0].Dot(x.Ts[1]) }},
		{name: "Dot(self)", x: In{Ts: []ad.Tensor{rn(34, 4)}}, sc: func(x In) float64 { return x.Ts[0].Dot(x.Ts[0]) }},
		{name: "Norm", x: In{Ts: []ad.Tensor{rn(35, 2, 2)}}, sc: func(x In) float64 { return x.Ts[0].Norm() }},
		{name: "At(vec)", x: In{Ts: []ad.Tensor{rn(36, 4)}}, sc: func(x In) float64 { return x.Ts[0].At(1) * x.Ts[0].At(3) }},
		{name: "At(mat)", x: In{Ts: []ad.Tensor{rn(37, 2, 3)}}, sc: func(x In) float64 { return math.Sin(x.Ts[0].At(1, 2)) }},
		{name: "Data", x: In{Ts: []ad.Tensor{rn(38, 2, 2)}, S: 0.5}, sc: func(x In) float64 {
			s := 0.0
			for i, v := range x.Ts[0].Data() {
				s += float64(i+1) * v * v * x.S
			}
			return s
		}},
		{name: "RNN step", x: In{Ts: []ad.Tensor{rn(39, 4, 4), rn(40, 4), rn(41, 4)}}, op: func(x In) ad.Tensor {
			h := x.Ts[2]
			for t := 0; t < 3; t++ {
				h = x.Ts[0].Scale(0.5).MatVec(h).Add(x.Ts[1]).Tanh()
			}
			return h
		}},
		// one operand a constant (recorded once as a leaf no sweep enters)
		{name: "MatVec(W,c)", x: In{Ts: []ad.Tensor{rn(44, 3, 4)}}, op: func(x In) ad.Tensor { return x.Ts[0].MatVec(cv4) }},
		{name: "MatVec(C,x)", x: In{Ts: []ad.Tensor{rn(45, 4)}}, op: func(x In) ad.Tensor { return cm34.MatVec(x.Ts[0]) }},
		{name: "MatMul(C,B)", x: In{Ts: []ad.Tensor{rn(46, 4, 2)}}, op: func(x In) ad.Tensor { return cm34.MatMul(x.Ts[0]) }},
		{name: "Add(c,x)", x: In{Ts: []ad.Tensor{rn(47, 4)}}, op: func(x In) ad.Tensor { return cv4.Add(x.Ts[0]) }},
		{name: "Sub(c,x)", x: In{Ts: []ad.Tensor{rn(48, 4)}}, op: func(x In) ad.Tensor { return cv4.Sub(x.Ts[0]) }},
		{name: "Mul(c,x)", x: In{Ts: []ad.Tensor{rn(49, 4)}}, op: func(x In) ad.Tensor { return cv4.Mul(x.Ts[0]) }},
		{name: "Div(c,y)", x: In{Ts: []ad.Tensor{pos(50, 4)}}, op: func(x In) ad.Tensor { return cv4.Div(x.Ts[0]) }},
		{name: "Scale(c,s)", x: In{S: 0.8}, op: func(x In) ad.Tensor { return cm34.Scale(x.S) }},
		{name: "AddScalar(c,s)", x: In{S: 0.8}, op: func(x In) ad.Tensor { return cv4.AddScalar(math.Sin(x.S)) }},
		{name: "Concat(c,x)", x: In{Ts: []ad.Tensor{rn(51, 2)}}, op: func(x In) ad.Tensor { return ad.Concat(cv4, x.Ts[0]) }},
		{name: "Dot(c,x)", x: In{Ts: []ad.Tensor{rn(52, 4)}}, sc: func(x In) float64 { return cv4.Dot(x.Ts[0]) }},
		{name: "softmax loss", x: In{Ts: []ad.Tensor{rn(42, 3, 5), rn(43, 5)}}, sc: func(x In) float64 {
			p := x.Ts[0].MatVec(x.Ts[1]).Softmax()
			return -p.Log().At(1)
		}},
	}
	for _, c := range cases {
		run(c)
	}
	fmt.Printf("%d cases, %d failures\n", len(cases), failures)
}

// Output:
// MatVec          17 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.09982)
// MatMul          21 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 6.23863)
// Add             13 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.94917)
// Sub             11 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.94409)
// Mul             11 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 3.74643)
// Div              9 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.75596)
// Scale            7 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 3.61065)
// Scale(const)     5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 3.52281)
// AddScalar        5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.72731)
// T                7 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.08538)
// T·MatMul         7 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 3.63889)
// Tanh             7 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.18222)
// Sigmoid          7 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 0.457849)
// Relu             9 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.45552)
// Exp              6 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 8.44546)
// Log              6 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.7921)
// Softmax          7 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 0.26759)
// Slice(vec)       8 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.23481)
// Slice(mat)      13 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.08538)
// Concat(vec)      6 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.08179)
// Concat(mat)     10 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.94534)
// FromScalars      4 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.34925)
// Sum              7 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 1.69122)
// Mean             6 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 0.673742)
// Dot              9 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 4.05223)
// Dot(self)        5 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 1.80402)
// Norm             5 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 1)
// At(vec)          5 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 1.44372)
// At(mat)          7 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 0.906979)
// Data             5 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 14.6723)
// RNN step        25 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 0.65349)
// MatVec(W,c)     13 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 3.16325)
// MatVec(C,x)      5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.2844)
// MatMul(C,B)      9 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 4.71733)
// Add(c,x)         5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.40913)
// Sub(c,x)         5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.40913)
// Mul(c,x)         5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.80396)
// Div(c,y)         5 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 3.34144)
// Scale(c,s)       1 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 2.85177)
// AddScalar(c,s)   1 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.15999)
// Concat(c,x)      3 partials vs central differences, JVP = Grad·v, tangent vs differences, u·Jv = Jᵀu·v: ok (‖grad‖ = 1.53726)
// Dot(c,x)         5 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 2.56174)
// softmax loss    21 partials vs central differences, JVP = Grad·v: ok (‖grad‖ = 0.587132)
// 43 cases, 0 failures
